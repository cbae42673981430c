import type { Fulfilment } from '../../../shared/places/fulfilment.js';

/**
 * The owner's settings for orders for later (docs/product/decisions.md "Orders for later"):
 * how many days after today slots are offered (0: none) and how many orders a 15-minute slot
 * takes, per fulfilment. The contract bounds both (0..7, 1..100).
 */
export interface Scheduling {
  daysAhead: number;
  slotCapacity: Record<Fulfilment, number>;
}

/** A restaurant that never saved its settings. */
export const DEFAULT_SCHEDULING: Scheduling = { daysAhead: 2, slotCapacity: { delivery: 10, collection: 10 } };
