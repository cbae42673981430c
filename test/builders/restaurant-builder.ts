import { randomBytes } from 'node:crypto';
import { KnexUserRepository } from '../../src/modules/accounts/seeding.js';
import { noDetails, type MenuDetails, type RestaurantRecord } from '../../src/modules/catalogue/index.js';
import { KnexRestaurantRepository } from '../../src/modules/catalogue/seeding.js';
import { systemClock } from '../../src/shared/clock.js';
import type { Database } from '../../src/shared/db/database.js';
import { newId } from '../../src/shared/ids.js';

export interface RestaurantSpec {
  restaurantName: string;
  city: string;
  country: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  cuisines: string[];
  /** Details left out: none (no description, section, allergens, labels or options). */
  menu: Array<[name: string, pence: number, details?: Partial<MenuDetails>]>;
  menuSections?: string[];
  /** Storage prefix of the renditions; absent means no picture yet. */
  imageKey?: string;
}

/**
 * aRestaurant().named('Bella').in('Leeds').withCuisines('Pizza').build(), or .insert(db, id?),
 * which also creates its owner. Defaults are a plausible restaurant.
 */
export function aRestaurant(overrides: Partial<RestaurantSpec> = {}) {
  let spec: RestaurantSpec = {
    restaurantName: `Test Kitchen ${randomBytes(3).toString('hex')}`,
    city: 'London',
    country: 'United Kingdom',
    deliveryPrice: 250,
    estimatedDeliveryTime: 30,
    cuisines: ['Italian'],
    menu: [
      ['Margherita', 950],
      ['Tiramisu', 550],
    ],
    ...overrides,
  };
  const builder = {
    named: (restaurantName: string) => builder.with({ restaurantName }),
    in: (city: string) => builder.with({ city }),
    withCuisines: (...cuisines: string[]) => builder.with({ cuisines }),
    withMenu: (...menu: RestaurantSpec['menu']) => builder.with({ menu }),
    with(changes: Partial<RestaurantSpec>) {
      spec = { ...spec, ...changes };
      return builder;
    },
    build: (): RestaurantSpec => ({ ...spec }),
    insert: (db: Database, id?: string, owner?: Owner) => insertRestaurant(db, spec, id, owner),
  };
  return builder;
}

/** Who signs in as the owner; by default a made-up account nobody signs in with. */
export interface Owner {
  auth0Id: string;
  email: string;
}

function someOwner(): Owner {
  const tag = newId();
  return { auth0Id: `test|${tag}`, email: `${tag}@example.com` };
}

/** Writes the restaurant and its owner through their modules' repositories; returns the restaurant id. */
export async function insertRestaurant(db: Database, spec: RestaurantSpec, id = newId(), owner = someOwner()): Promise<string> {
  await db.transaction(async (trx) => {
    const { user } = await new KnexUserRepository(trx, systemClock).createIfAbsent(owner);
    await new KnexRestaurantRepository(trx).create(restaurantRecord(spec, id, user.id));
  });
  return id;
}

function restaurantRecord(spec: RestaurantSpec, id: string, ownerUserId: string): RestaurantRecord {
  const { menu, menuSections = [], ...details } = spec;
  return {
    ...details,
    id,
    ownerUserId,
    menuSections,
    menuItems: menu.map(([name, price, more]) => ({ id: newId(), name, price, ...noDetails(), ...more })),
    savedAt: new Date(),
  };
}
