import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';

/** docs/product/screens.md "My orders" empty state, with a way back to the restaurants. */
export function NoOrders() {
  return (
    <section
      aria-labelledby="no-orders-title"
      className="flex flex-col items-center gap-3 rounded-lg px-4 py-12 text-center ring-1 ring-slate-200"
    >
      <ShoppingBag aria-hidden="true" className="size-10 text-brand-600" />
      <h2 id="no-orders-title" className="text-2xl font-bold tracking-tight">
        No Orders Found
      </h2>
      <p className="text-slate-700">You haven't placed any orders yet...</p>
      <Link to="/" className="mt-2 font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        Find a restaurant
      </Link>
    </section>
  );
}
