import { formatPence } from '../format/money';

// The shape of a whole UK postcode (outward code, space optional, inward code). The server's
// parser judges it (src/shared/places/postcode.ts); this only tells a postcode from a city name.
const POSTCODE_SHAPE = /^[A-Z]{1,2}[0-9][0-9A-Z]?\s*[0-9][A-Z]{2}$/i;

/** Whether `text` looks like a postcode (`e16an`, `SW1A 1AA`) rather than a city name. */
export function looksLikePostcode(text: string): boolean {
  return POSTCODE_SHAPE.test(text.trim());
}

/** `e16an` -> `E1 6AN`: upper case, one space before the inward code, as the server writes it. */
export function showPostcode(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** What delivering costs, in pence, as cards and the restaurant page say it. */
export interface DeliveryCost {
  deliveryPrice: number;
  minimumOrder: number;
  freeDeliveryOver: number | null;
}

/** docs/product/screens.md "Search results": "Delivery £2.49 · Min £12.00 · Free delivery over £35.00", the minimum only when there is one. */
export function deliveryCostParts({ deliveryPrice, minimumOrder, freeDeliveryOver }: DeliveryCost): string[] {
  return [
    `Delivery ${formatPence(deliveryPrice)}`,
    ...(minimumOrder > 0 ? [`Min ${formatPence(minimumOrder)}`] : []),
    ...(freeDeliveryOver !== null ? [`Free delivery over ${formatPence(freeDeliveryOver)}`] : []),
  ];
}
