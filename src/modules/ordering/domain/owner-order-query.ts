import type { OrderStatus } from './order.js';

/** What the owner's order list can be sorted by (docs/product/calls.md). */
export type OwnerSortField = 'createdAt' | 'total' | 'status';

/** One page of the owner's order list, as the repository reads it. */
export interface OwnerOrderQuery {
  sort: { field: OwnerSortField; order: 'asc' | 'desc' };
  /** Zero-based, inclusive. */
  range: { first: number; last: number };
  statuses?: OrderStatus[];
  /** Lower-cased. */
  text?: string;
  createdFrom?: Date;
  /** Exclusive upper bound. */
  createdBefore?: Date;
  /** Paid at some point (a cancelled order after payment included), or never. */
  charged?: boolean;
}
