import { formatPence } from '../../../../shared/format/money';
import type { BasketQuote } from '../api/quote-basket';

/**
 * docs/product/decisions.md "Delivery areas": under the total, what delivery needs of the basket:
 * how much more reaches the area's minimum, from when delivery is free, or that this postcode
 * is not delivered to. Nothing for a restaurant that delivers anywhere.
 */
export function DeliveryTerms({ quote: { subtotal, delivery } }: { quote: BasketQuote }) {
  const notes: string[] = [];
  if (delivery.status === 'outside') notes.push(`Doesn't deliver to ${delivery.postcode}`);
  if (delivery.status === 'needsPostcode') notes.push('Enter your postcode to see delivery');
  if (delivery.shortBy > 0) notes.push(`Spend ${formatPence(delivery.shortBy)} more for delivery (minimum order ${formatPence(delivery.minimumOrder)})`);
  if (delivery.freeDeliveryOver !== null && subtotal < delivery.freeDeliveryOver) notes.push(`Free delivery over ${formatPence(delivery.freeDeliveryOver)}`);
  if (notes.length === 0) return null;
  return (
    <ul aria-live="polite" className="flex flex-col gap-1 text-sm text-slate-700" data-testid="delivery-terms">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/**
 * Why checkout cannot go ahead for delivery, in the server's terms; undefined when it can. Without
 * a postcode yet it can: signing in brings the profile's, and the delivery details ask for one.
 */
export function undeliverableReason({ delivery }: BasketQuote, restaurantName: string): string | undefined {
  if (delivery.status === 'outside') return `${restaurantName} doesn't deliver to ${delivery.postcode}.`;
  if (delivery.shortBy > 0) return `Spend ${formatPence(delivery.shortBy)} more to check out.`;
  return undefined;
}
