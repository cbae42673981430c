import { optionNames } from '../../../../shared/catalogue/line-options';
import { formatPence } from '../../../../shared/format/money';
import { discountLabel, formatOrderDate, orderNumber, orderTotals, townAndPostcode } from '../../../../shared/orders/order-details';
import { refundedItemsText, refundedTotal, standingRefunds } from '../../../../shared/orders/refunds';
import type { Order } from '../api/get-my-orders';

const ROW = 'flex justify-between gap-4';

/**
 * docs/product/screens.md "Printing": the customer's receipt, black on white: restaurant, order
 * number, date and time, each line with its quantity, options and price, Subtotal, Delivery
 * Fee, Total, each refund that stands ('Refunded: 1 × Tiramisu', or its reason for an amount; 'requested' until
 * the provider confirms it) and the total after them, the delivery details and the note for the restaurant.
 */
export function OrderReceipt({ order }: { order: Order }) {
  const { subtotal, deliveryFee, discount, voucherCode, total } = orderTotals(order);
  const refunds = standingRefunds(order.refunds);
  const { name, addressLine1, country, email } = order.deliveryDetails;
  return (
    <article aria-label={`Receipt for order #${orderNumber(order._id)}`} className="mx-auto flex max-w-[150mm] flex-col gap-5 font-sans text-[11pt] text-black">
      <header className="flex flex-col gap-1 border-b border-black pb-3">
        <p className="text-[13pt] font-bold">TuckIn.com</p>
        <h1 className="text-[18pt] font-bold">{order.restaurant.restaurantName}</h1>
        <p>
          Receipt for order #{orderNumber(order._id)} · {formatOrderDate(new Date(order.createdAt))}
        </p>
      </header>
      <ul className="flex flex-col gap-2">
        {order.cartItems.map((item, index) => (
          <li key={`${item.menuItemId}-${index}`} className="flex flex-col">
            <span className={ROW}>
              <span>
                {item.quantity} × {item.name}
              </span>
              <span className="tabular-nums">{formatPence(item.price * item.quantity)}</span>
            </span>
            {item.options.length > 0 && <span className="pl-4 text-[10pt]">{optionNames(item.options)}</span>}
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-black pt-3">
        <div className={ROW}>
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{formatPence(subtotal)}</dd>
        </div>
        <div className={ROW}>
          <dt>Delivery Fee</dt>
          <dd className="tabular-nums">{formatPence(deliveryFee)}</dd>
        </div>
        {discount > 0 && (
          <div className={ROW}>
            <dt>{discountLabel(voucherCode)}</dt>
            <dd className="tabular-nums">−{formatPence(discount)}</dd>
          </div>
        )}
        <div className={`${ROW} text-[13pt] font-bold`}>
          <dt>Total</dt>
          <dd className="tabular-nums">{formatPence(total)}</dd>
        </div>
        {refunds.map((refund) => (
          <div key={refund.id} className={ROW}>
            <dt className="break-words">
              {refund.status === 'pending' ? 'Refund requested' : 'Refunded'}: {refund.items?.length ? refundedItemsText(refund.items) : refund.reason}
            </dt>
            <dd className="tabular-nums">−{formatPence(refund.amount)}</dd>
          </div>
        ))}
        {refunds.length > 0 && (
          <div className={`${ROW} text-[13pt] font-bold`}>
            <dt>Total after refunds</dt>
            <dd className="tabular-nums">{formatPence(total - refundedTotal(refunds))}</dd>
          </div>
        )}
      </dl>
      <section aria-label="Delivery details" className="flex flex-col gap-0.5">
        {/* A collection has no address (docs/product/decisions.md "Collection"). */}
        <h2 className="font-bold">{order.fulfilment === 'collection' ? 'Collection' : 'Delivering to'}</h2>
        <p className="break-words">{name}</p>
        {order.fulfilment !== 'collection' && (
          <p className="break-words">
            {addressLine1}, {townAndPostcode(order.deliveryDetails)}, {country}
          </p>
        )}
        <p className="break-words">{email}</p>
      </section>
      {order.note && (
        <section aria-label="Note for the restaurant" className="flex flex-col gap-0.5">
          <h2 className="font-bold">Note for the restaurant</h2>
          <p className="break-words">{order.note}</p>
        </section>
      )}
    </article>
  );
}
