import { Bike } from 'lucide-react';
import { formatPence } from '../../../../shared/format/money';
import { useVisitPostcode } from '../../../../shared/places/visit-postcode';
import { useDeliveryTerms } from '../api/get-delivery-terms';

/**
 * docs/product/decisions.md "Search by postcode": with a postcode for the visit, whether this
 * restaurant delivers there and on what terms ("Delivers to E1 6AN · £1.99 · Min £10.00").
 * Nothing for a restaurant without areas (it delivers anywhere) or before a postcode is known.
 */
export function DeliversTo({ restaurantId, byArea }: { restaurantId: string; byArea: boolean }) {
  const [postcode] = useVisitPostcode();
  const terms = useDeliveryTerms(restaurantId, byArea ? postcode : '');
  if (!terms || terms.status === 'anywhere') return null;
  const text =
    terms.status === 'outside'
      ? `Doesn't deliver to ${terms.postcode}`
      : [`Delivers to ${terms.postcode}`, formatPence(terms.deliveryPrice ?? 0), ...(terms.minimumOrder ? [`Min ${formatPence(terms.minimumOrder)}`] : []), ...(terms.freeDeliveryOver !== null ? [`Free delivery over ${formatPence(terms.freeDeliveryOver)}`] : [])].join(' · ');
  return (
    <p role="status" data-testid="delivers-to" className={`flex items-center gap-1.5 font-bold ${terms.status === 'outside' ? 'text-red-800' : 'text-green-800'}`}>
      <Bike aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}
