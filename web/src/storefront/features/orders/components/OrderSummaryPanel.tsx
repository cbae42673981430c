import { formatPence } from '../../../../shared/format/money';
import type { Order } from '../api/get-my-orders';
import { discountLabel, orderTotals } from '../../../../shared/orders/order-details';
import { allergenNames } from '../../../../shared/catalogue/dish-marks';
import { optionNames } from '../../../../shared/catalogue/line-options';

/**
 * docs/product/screens.md "My orders": the items with quantities and line prices, Subtotal, Delivery Fee and Total;
 * under a line its options and allergens as ordered (docs/product/decisions.md "Menus").
 */
export function OrderSummaryPanel({ order, orderLabel }: { order: Order; orderLabel: string }) {
  const { subtotal, deliveryFee, discount, voucherCode, total } = orderTotals(order);
  return (
    <section aria-label={`Items of ${orderLabel}`} className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <ul className="flex flex-col divide-y divide-slate-100">
        {order.cartItems.map((item, index) => (
          // A dish can be on several lines, one per set of options.
          <li key={`${item.menuItemId}-${index}`} className="flex flex-col gap-0.5 py-2 first:pt-0">
            <span className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words">
                <span className="font-bold tabular-nums">{item.quantity} ×</span> {item.name}
              </span>
              <span className="tabular-nums">{formatPence(item.price * item.quantity)}</span>
            </span>
            {item.options.length > 0 && <span className="text-sm text-slate-700">{optionNames(item.options)}</span>}
            {item.allergens.length > 0 && <span className="text-sm text-slate-600">Contains: {allergenNames(item.allergens)}</span>}
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">Subtotal</dt>
          <dd className="tabular-nums">{formatPence(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">Delivery Fee</dt>
          <dd className="tabular-nums">{formatPence(deliveryFee)}</dd>
        </div>
        {discount > 0 && (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">{discountLabel(voucherCode)}</dt>
            <dd className="tabular-nums">−{formatPence(discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatPence(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
