import type { ServiceState } from '../domain/opening-hours.js';
import type { IndexedRestaurant } from './search-index.js';

/** The two change counters search watches, read together. */
export interface SourceVersions {
  /** Restaurants, cuisines and menus. */
  catalogue: bigint;
  /** Hours, closures and pauses (restaurant_availability). */
  availability: bigint;
}

/** What changed in the catalogue between two versions. */
export interface CatalogueChanges {
  /** The version these changes bring the index to. */
  version: bigint;
  /** Every restaurant touched (its row, cuisines or menu), listed or not. */
  changed: string[];
  /** Those of `changed` that are listed now, as they are now. */
  listed: IndexedRestaurant[];
}

/** Where the search index comes from (the catalogue's tables) and how to tell it changed. */
export interface SearchSource {
  /** Move on every committed change by any writer: to restaurants, cuisines or menus, and to hours or pauses. */
  versions(): Promise<SourceVersions>;
  /** Every listed restaurant, a chunk at a time, so no loader holds them all as objects. */
  listedRestaurants(): AsyncIterable<IndexedRestaurant[]>;
  /**
   * The changes committed after `version`; undefined when they are no longer known or touch
   * more than `most` restaurants (a bulk load): then a rebuild is cheaper than patching.
   */
  changesSince(version: bigint, most: number): Promise<CatalogueChanges | undefined>;
  /**
   * Hours and pauses saved after availability version `version` (all of them from 0), and the
   * version they bring the reader to. Restaurants without are open around the clock.
   */
  serviceStatesSince(version: bigint): Promise<{ version: bigint; states: Map<string, ServiceState> }>;
}
