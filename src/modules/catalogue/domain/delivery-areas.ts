import { parsePostcode, prefixSpecificity, type Postcode, type PostcodePrefix } from '../../../shared/places/postcode.js';

/**
 * A restaurant's delivery area (docs/product/decisions.md "Delivery areas"): postcode outcodes or
 * sectors it delivers to, with their own fee, minimum basket and free-delivery threshold. Pence.
 */
export interface DeliveryArea {
  id: string;
  name: string;
  /** Distinct, normalised; no prefix is in two areas of one restaurant. */
  postcodes: readonly PostcodePrefix[];
  deliveryPrice: number;
  minimumOrder: number;
  /** A basket of at least this much (items subtotal) is delivered free; null: never free. */
  freeDeliveryOver: number | null;
}

/** What delivering to a postcode costs a basket, before the basket is known. */
export type DeliveryTerms =
  /** No areas: anywhere, at the restaurant's deliveryPrice, no minimum (as before areas existed). */
  | { kind: 'anywhere'; deliveryPrice: number }
  | { kind: 'area'; area: DeliveryArea }
  /** Areas, and the postcode is in none of them. */
  | { kind: 'outside' }
  /** Areas, and no postcode yet to place the customer in one. */
  | { kind: 'unplaced' };

/** The terms of delivering to `postcode`: the most specific area wins (a sector over its outcode over its district). */
export function deliveryTermsAt(
  restaurant: { deliveryPrice: number; deliveryAreas: readonly DeliveryArea[] },
  postcode: Postcode | string | undefined,
): DeliveryTerms {
  if (restaurant.deliveryAreas.length === 0) return { kind: 'anywhere', deliveryPrice: restaurant.deliveryPrice };
  const place = typeof postcode === 'string' ? parsePostcode(postcode) : postcode;
  if (!place) return { kind: 'unplaced' };
  let best: { area: DeliveryArea; rank: number } | undefined;
  for (const area of restaurant.deliveryAreas) {
    for (const prefix of area.postcodes) {
      const rank = prefixSpecificity(prefix, place);
      if (rank > (best?.rank ?? 0)) best = { area, rank };
    }
  }
  return best ? { kind: 'area', area: best.area } : { kind: 'outside' };
}
