import type { components } from '../../../generated/api.js';
import type { DeliveryArea } from '../domain/delivery-areas.js';

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
