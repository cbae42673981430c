/** How an order reaches the customer (docs/product/decisions.md "Collection"). */
export const FULFILMENTS = ['delivery', 'collection'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
