import { Bike, Store } from 'lucide-react';
import { deliveryCostParts } from '../../../../shared/places/postcode-text';
import { useVisitPostcode } from '../../../../shared/places/visit-postcode';
import { useDeliveryTerms } from '../api/get-delivery-terms';

interface DeliversToProps {
  restaurantId: string;
  byArea: boolean;
  /** Whether it offers collection (docs/product/decisions.md "Collection"). */
  collection?: boolean;
}

/**
 * docs/product/decisions.md "Search by postcode": with a postcode for the visit, whether this
 * restaurant delivers there and on what terms ("Delivers to E1 6AN · Delivery £1.99 · Min £10.00",
 * the cards' wording), and " · Collection available" where it offers collection
 * (docs/product/decisions.md "Collection"). Without a postcode or areas: only the collection.
 */
export function DeliversTo({ restaurantId, byArea, collection = false }: DeliversToProps) {
  const [postcode] = useVisitPostcode();
  const terms = useDeliveryTerms(restaurantId, byArea ? postcode : '');
  const delivery = terms && terms.status !== 'anywhere' ? terms : undefined;
  if (!delivery && !collection) return null;
  const parts = !delivery
    ? []
    : delivery.status === 'outside'
      ? [`Doesn't deliver to ${delivery.postcode}`]
      : [
          `Delivers to ${delivery.postcode}`,
          ...deliveryCostParts({ deliveryPrice: delivery.deliveryPrice ?? 0, minimumOrder: delivery.minimumOrder ?? 0, freeDeliveryOver: delivery.freeDeliveryOver }),
        ];
  const tone = delivery?.status === 'outside' ? 'text-red-800' : 'text-green-800';
  return (
    <p role="status" data-testid="delivers-to" className={`flex items-center gap-1.5 font-bold ${tone}`}>
      {delivery ? <Bike aria-hidden="true" className="size-4 shrink-0" /> : <Store aria-hidden="true" className="size-4 shrink-0" />}
      {[...parts, ...(collection ? ['Collection available'] : [])].join(' · ')}
    </p>
  );
}
