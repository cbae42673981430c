import type { components } from '../../../generated/api.js';
import type { Postcode } from '../../../shared/places/postcode.js';
import type { DeliveryArea, DeliveryTerms } from '../domain/delivery-areas.js';

/** The contract's DeliveryAreaTerms: what customers see of an area (the public restaurant). */
export function toDeliveryAreaTerms(area: DeliveryArea): components['schemas']['DeliveryAreaTerms'] {
  return {
    name: area.name,
    postcodes: area.postcodes.map((prefix) => prefix.text),
    deliveryPrice: area.deliveryPrice,
    minimumOrder: area.minimumOrder,
    freeDeliveryOver: area.freeDeliveryOver,
  };
}

/** The owner's answer: each area with its `_id`, in the owner's order. */
export const toAreasResponse = (areas: readonly DeliveryArea[]): components['schemas']['DeliveryAreas'] => ({
  areas: areas.map((area) => ({ _id: area.id, ...toDeliveryAreaTerms(area) })),
});

/** The contract's DeliveryTermsAt: the restaurant page's "Delivers to E1 6AN" line. */
export function toDeliveryTermsResponse(postcode: Postcode, terms: Exclude<DeliveryTerms, { kind: 'unplaced' }>): components['schemas']['DeliveryTermsAt'] {
  if (terms.kind === 'anywhere') return { postcode: postcode.text, status: 'anywhere', area: null, deliveryPrice: terms.deliveryPrice, minimumOrder: 0, freeDeliveryOver: null };
  if (terms.kind === 'outside') return { postcode: postcode.text, status: 'outside', area: null, deliveryPrice: null, minimumOrder: null, freeDeliveryOver: null };
  const { area } = terms;
  return { postcode: postcode.text, status: 'area', area: area.name, deliveryPrice: area.deliveryPrice, minimumOrder: area.minimumOrder, freeDeliveryOver: area.freeDeliveryOver };
}
