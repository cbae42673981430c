import { detailsText, ValidationError } from '../../../shared/errors.js';

/** How a restaurant serves its orders (docs/product/decisions.md "Collection"). */
export interface FulfilmentSettings {
  delivery: boolean;
  collection: boolean;
  /** From acceptance until a collection order is ready; 5..120 (the contract's bounds). */
  collectionMinutes: number;
}

/** What a restaurant that never set it does: delivers, no collection. */
export const DEFAULT_FULFILMENT: FulfilmentSettings = { delivery: true, collection: false, collectionMinutes: 15 };

/** What the contract cannot say: one of the two is on. */
export function validateFulfilmentSettings(input: FulfilmentSettings): FulfilmentSettings {
  if (!input.delivery && !input.collection) {
    const details = [{ path: 'collection', message: 'Offer delivery or collection' }];
    throw new ValidationError(detailsText(details), details);
  }
  return { delivery: input.delivery, collection: input.collection, collectionMinutes: input.collectionMinutes };
}

