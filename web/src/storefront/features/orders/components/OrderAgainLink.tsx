import { Link } from 'react-router-dom';
import type { Order } from '../api/get-my-orders';

/** The restaurant page's parameter naming the order to fill the basket from (routes/OrderAgainNotice.tsx reads it). */
export const ORDER_AGAIN = 'orderAgain';

/** docs/product/decisions.md "After the order": a delivered or cancelled order can be ordered again. */
export const mayOrderAgain = (status: Order['status']) => status === 'delivered' || status === 'cancelled';

/**
 * 'Order again': to the restaurant's page, which fills the basket with what can be ordered
 * today, at today's prices, and says what was left out.
 */
export function OrderAgainLink({ order, describedBy }: { order: Order; describedBy: string }) {
  return (
    <Link
      to={`/detail/${order.restaurant._id}?${ORDER_AGAIN}=${order._id}`}
      aria-describedby={describedBy}
      className="inline-flex h-10 items-center justify-center self-start rounded-md bg-brand-700 px-4 text-sm font-bold text-white transition-colors hover:bg-brand-800"
    >
      Order again
    </Link>
  );
}
