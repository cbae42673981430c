import type { ReactNode } from 'react';
import { formatPence } from '../../../../shared/format/money';
import { cartLineKey, orderTotal, type CartItem } from '../cart';
import type { Cart } from '../use-cart';
import { ORDER_SUMMARY_ID } from './CartBar';
import { CartLine } from './CartLine';

interface OrderSummaryProps {
  cart: Cart;
  deliveryPrice: number;
  /** The checkout button, which depends on the sign-in state. */
  checkout: ReactNode;
}

/** docs/product/screens.md and constants.md: the lines, the delivery price and total = sum of price x quantity + delivery. */
export function OrderSummary({ cart, deliveryPrice, checkout }: OrderSummaryProps) {
  const total = orderTotal(cart.items, deliveryPrice);
  return (
    <section
      id={ORDER_SUMMARY_ID}
      tabIndex={-1}
      aria-labelledby="order-summary-title"
      className="flex scroll-mt-4 flex-col gap-4 rounded-lg bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="order-summary-title" className="text-2xl font-bold tracking-tight">
        Your Order
      </h2>
      <CartLines items={cart.items} cart={cart} />
      <dl className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <div className="flex justify-between">
          <dt>Delivery</dt>
          <dd>{formatPence(deliveryPrice)}</dd>
        </div>
        {/* Announced after each change, so screen reader users hear the new total. */}
        <div aria-live="polite" aria-atomic="true" className="flex justify-between text-lg font-bold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPence(total)}</dd>
        </div>
      </dl>
      {checkout}
    </section>
  );
}

function CartLines({ items, cart }: { items: CartItem[]; cart: Cart }) {
  if (items.length === 0) {
    return <p className="text-slate-600">Your cart is empty: choose something from the menu.</p>;
  }
  return (
    <ul aria-label="Items in your order" className="flex flex-col divide-y divide-slate-100">
      {items.map((line) => (
        <CartLine key={cartLineKey(line)} line={line} cart={cart} />
      ))}
    </ul>
  );
}
