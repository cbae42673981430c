import { Clock, MapPin } from 'lucide-react';
import placeholderUrl from '../../../../assets/restaurant-placeholder.svg';
import { townAndPostcode } from '../../../../shared/orders/order-details';
import { estimatedMinutes } from '../../../../shared/orders/order-estimate';
import { slotDay, slotTime } from '../../../../shared/orders/slot-text';
import type { Order } from '../api/get-my-orders';

const CARD = 'flex min-w-0 rounded-lg bg-white p-4 ring-1 ring-slate-200';

/**
 * Who cooks it: the restaurant's image, name, place and its estimate for this order (a collection's
 * minutes for a collection; the slot of an order for later: docs/product/decisions.md). The image is
 * the 3:1 banner; the 3:2 thumbnail keeps its right half, where the demo artwork has the dish
 * and no text (the name is beside it anyway).
 */
export function OrderRestaurantCard({ order }: { order: Pick<Order, 'restaurant' | 'fulfilment' | 'scheduledFor'> }) {
  const { restaurant } = order;
  return (
    <section aria-label="Restaurant" className={`${CARD} gap-4`}>
      <img
        src={restaurant.imageUrl || placeholderUrl}
        alt={restaurant.restaurantName}
        width={144}
        height={96}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] h-auto w-28 shrink-0 self-start rounded-md bg-brand-100 object-cover object-right sm:w-36"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h4 className="text-lg font-bold tracking-tight break-words">{restaurant.restaurantName}</h4>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          {restaurant.city}, {restaurant.country}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-green-700">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {order.scheduledFor ? (
            <time dateTime={order.scheduledFor}>
              {slotDay(order.scheduledFor)}, {slotTime(order.scheduledFor)}
            </time>
          ) : (
            `${estimatedMinutes(order)} mins`
          )}
        </p>
      </div>
    </section>
  );
}

/**
 * Where it goes: the delivery details given at checkout, and the customer's note for the restaurant.
 * A collection has no address: it says who collects (docs/product/decisions.md "Collection").
 */
export function DeliveryDetailsCard({ details, note, collectFrom }: { details: Order['deliveryDetails']; note: string | null; collectFrom?: Order['restaurant'] }) {
  const collection = collectFrom !== undefined;
  return (
    <section aria-label={collection ? 'Collection details' : 'Delivery details'} className={`${CARD} flex-col gap-1`}>
      <h4 className="text-sm font-bold tracking-wide text-slate-600 uppercase">{collection ? 'Collection' : 'Delivering to'}</h4>
      <p className="font-bold break-words">{details.name}</p>
      {collection ? (
        <p className="text-sm text-slate-700">
          Collect from {[collectFrom.restaurantName, collectFrom.addressLine1, collectFrom.postcode, collectFrom.city].filter(Boolean).join(', ')}
        </p>
      ) : (
        <address className="text-sm text-slate-700 not-italic break-words">
          {details.addressLine1}
          <br />
          {townAndPostcode(details)}
        </address>
      )}
      {note && (
        <p className="mt-2 border-t border-slate-200 pt-2 text-sm break-words text-slate-700">
          <span className="font-bold text-slate-900">Note for the restaurant:</span> {note}
        </p>
      )}
    </section>
  );
}
