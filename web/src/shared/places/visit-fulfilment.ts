import type { Schemas } from '../../api/client';
import { useVisitValue } from './visit-value';

export type Fulfilment = Schemas['Fulfilment'];

/** What a restaurant offers, as its public detail says (docs/product/decisions.md "Collection"). */
export type FulfilmentOffer = Pick<Schemas['FulfilmentSettings'], 'delivery' | 'collection'>;

/**
 * The visit's Delivery / Collection choice (session storage, like the postcode), read for one
 * restaurant: the choice where the restaurant offers it, otherwise what it offers (delivery when
 * it offers both and nothing was chosen, or when its detail does not say).
 */
const KEY = 'tuckin.fulfilment';

export function fulfilmentFor(chosen: string, offer: FulfilmentOffer | undefined): Fulfilment {
  if (!offer) return 'delivery';
  if (chosen === 'collection' && offer.collection) return 'collection';
  if (chosen === 'delivery' && offer.delivery) return 'delivery';
  return offer.delivery ? 'delivery' : 'collection';
}

/** [fulfilment for this restaurant, remember the visit's choice]. */
export function useVisitFulfilment(offer: FulfilmentOffer | undefined): [Fulfilment, (fulfilment: Fulfilment) => void] {
  const [chosen, remember] = useVisitValue(KEY);
  return [fulfilmentFor(chosen, offer), remember];
}
