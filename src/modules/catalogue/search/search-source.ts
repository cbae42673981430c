import type { IndexedRestaurant } from './search-index.js';

/** Where the search index comes from (the catalogue's tables) and how to tell it changed. */
export interface SearchSource {
  /** Moves on every committed change to restaurants, cuisines or menus, by any writer. */
  version(): Promise<bigint>;
  listedRestaurants(): Promise<IndexedRestaurant[]>;
}
