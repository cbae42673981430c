import { LRUCache } from 'lru-cache';
import type { PricedMenu } from './domain/restaurant.js';

/** Restaurants whose priced menu is kept; a checkout's restaurant is usually among recent ones. */
const KEPT = 1000;

/**
 * Priced menus (what checkout prices a cart with) kept per restaurant with the catalogue version
 * they were read at. The version is read fresh for every call (it moves with every write to a
 * restaurant, its cuisines or its menu, in the writer's transaction), and before the menu: a
 * price changed after that read is one the checkout came before; one changed earlier has moved
 * the version, and the menu is read again.
 */
export class PricedMenus {
  // Read with `peek`: the entry read longest ago goes first.
  private readonly kept = new LRUCache<string, { version: bigint; menu: PricedMenu | undefined }>({ max: KEPT });

  constructor(
    private readonly version: () => Promise<bigint>,
    private readonly read: (restaurantId: string) => Promise<PricedMenu | undefined>,
  ) {}

  async of(restaurantId: string): Promise<PricedMenu | undefined> {
    const version = await this.version();
    const known = this.kept.peek(restaurantId);
    if (known?.version === version) return known.menu;
    const menu = await this.read(restaurantId);
    this.kept.set(restaurantId, { version, menu });
    return menu;
  }
}
