import { allergenNames } from '../../shared/catalogue/dish-marks';
import { optionNames } from '../../shared/catalogue/line-options';
import { formatExpectedBy, formatOrderDate, townAndPostcode } from '../../shared/orders/order-details';
import { linesToCook, refundedItems, refundedItemsText } from '../../shared/orders/refunds';
import { formatPhone } from './delivery-phone';
import type { Order } from './order-data-provider';
import { orderNumber } from './order-format';

/**
 * 80 mm thermal paper: Chromium drops `size: 80mm auto` (a height of `auto` is not valid CSS), so
 * the page is 80 mm wide and A4 long; roll printers cut after the content.
 */
export const TICKET_PAGE = 'size: 80mm 297mm; margin: 3mm;';

/**
 * docs/product/screens.md "Printing": the kitchen ticket of one order, black on white in large
 * type: number, time, Expected By once accepted, lines with quantities, options and allergens,
 * the customer's note, and where it goes. No prices: the kitchen cooks, the receipt charges.
 * A collection says COLLECTION in large type and has no address (docs/product/decisions.md "Collection").
 * Items refunded are left out of what to cook and printed apart: 'Refunded: 1 × Tiramisu'.
 */
export function KitchenTicket({ order }: { order: Order }) {
  const { name, addressLine1, country, phone } = order.deliveryDetails;
  const refunded = refundedItems(order.refunds);
  const orderedAt = new Date(order.createdAt);
  return (
    <article aria-label={`Kitchen ticket for order #${orderNumber(order._id)}`} className="flex w-full flex-col gap-3 font-sans text-[15pt] leading-snug text-black">
      <header className="border-b-2 border-dashed border-black pb-2">
        <h1 className="text-[26pt] leading-none font-bold">#{orderNumber(order._id)}</h1>
        {order.fulfilment === 'collection' && <p className="mt-2 border-4 border-black p-1 text-center text-[22pt] leading-none font-bold tracking-wide">COLLECTION</p>}
        <p>Ordered {formatOrderDate(orderedAt)}</p>
        {order.acceptedAt && order.expectedBy && <p className="font-bold">Expected By {formatExpectedBy(orderedAt, new Date(order.expectedBy))}</p>}
      </header>
      <ul className="flex flex-col gap-2 border-b-2 border-dashed border-black pb-2">
        {linesToCook(order.cartItems, order.refunds).map((item, index) => (
          // A dish can be on several lines, one per set of options.
          <li key={`${item.menuItemId}-${index}`} className="flex flex-col">
            <span className="font-bold">
              {item.quantity} × {item.name}
            </span>
            {item.options.length > 0 && <span className="pl-4">{optionNames(item.options)}</span>}
            {item.allergens.length > 0 && <span className="pl-4 text-[12pt] font-bold">Allergens: {allergenNames(item.allergens)}</span>}
          </li>
        ))}
      </ul>
      {refunded.length > 0 && (
        <p aria-label="Refunded items" className="border-b-2 border-dashed border-black pb-2 font-bold break-words">
          Refunded: {refundedItemsText(refunded)}
        </p>
      )}
      {order.note && (
        <section aria-label="Note" className="border-2 border-black p-2">
          <h2 className="text-[12pt] font-bold uppercase">Note</h2>
          <p className="break-words">{order.note}</p>
        </section>
      )}
      {order.fulfilment === 'collection' ? (
        <section aria-label="Collection details">
          <h2 className="text-[12pt] font-bold uppercase">Collected by</h2>
          <p className="font-bold break-words">{name}</p>
          {phone && <p className="break-words">Tel {formatPhone(phone)}</p>}
        </section>
      ) : (
        <section aria-label="Delivery details">
          <h2 className="text-[12pt] font-bold uppercase">Deliver to</h2>
          <p className="font-bold break-words">{name}</p>
          <p className="break-words">{addressLine1}</p>
          <p className="break-words">
            {townAndPostcode(order.deliveryDetails)}, {country}
          </p>
          {phone && <p className="break-words">Tel {formatPhone(phone)}</p>}
        </section>
      )}
    </article>
  );
}
