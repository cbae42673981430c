import type { IndexedRestaurant } from './search-index.js';

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
  /** Moves on every committed change to restaurants, cuisines or menus, by any writer. */
  version(): Promise<bigint>;
  /** Every listed restaurant, a chunk at a time, so no loader holds them all as objects. */
  listedRestaurants(): AsyncIterable<IndexedRestaurant[]>;
  /**
   * The changes committed after `version`; undefined when they are no longer known or touch
   * more than `most` restaurants (a bulk load): then a rebuild is cheaper than patching.
   */
  changesSince(version: bigint, most: number): Promise<CatalogueChanges | undefined>;
}
