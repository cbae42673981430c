import type { Fulfilment } from '../../../shared/places/visit-fulfilment';

/** The checkout dialog's title: a collection asks who collects, not where to deliver (docs/product/decisions.md "Collection"). */
export const checkoutTitle = (fulfilment: Fulfilment) => (fulfilment === 'collection' ? 'Confirm your details' : 'Confirm Deliery Details');
