import type { Standing } from './standing.js';

/** A restaurant as the operator's console lists it (docs/architecture/operator.md "Restaurants"). */
export interface OverseenRestaurant {
  id: string;
  restaurantName: string;
  city: string;
  country: string;
  createdAt: Date;
  standing: Standing;
}

export interface OversightQuery {
  filter: {
    /** Lower case, literal: in the name or the city. */
    text?: string;
    suspended?: boolean;
    /** true: neither suspended nor unlisted; false: either. */
    listed?: boolean;
  };
  sort: { field: 'restaurantName' | 'city' | 'createdAt'; order: 'asc' | 'desc' };
  /** Rows first..last, zero-based and inclusive. */
  range: { first: number; last: number };
}
