import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/shared/db/database.js';
import { toDb } from '../../src/shared/db/timestamps.js';
import { newId } from '../../src/shared/ids.js';

export interface RestaurantSpec {
  restaurantName: string;
  city: string;
  country: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  cuisines: string[];
  menu: Array<[name: string, pence: number]>;
}

/**
 * aRestaurant().named('Bella').in('Leeds').withCuisines('Pizza').build(), or .insert(db),
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
    insert: (db: Database) => insertRestaurant(db, spec),
  };
  return builder;
}

/** Writes the restaurant, its owner, cuisines and menu; returns the restaurant id. */
export async function insertRestaurant(db: Database, spec: RestaurantSpec, id = newId()): Promise<string> {
  const now = toDb(new Date());
  const ownerId = newId();
  await db.transaction(async (trx) => {
    await trx('users').insert({ id: ownerId, auth0_id: `test|${ownerId}`, email: `${ownerId}@example.com`, created_at: now, updated_at: now });
    await trx('restaurants').insert({
      id,
      owner_user_id: ownerId,
      restaurant_name: spec.restaurantName,
      city: spec.city,
      country: spec.country,
      delivery_price: spec.deliveryPrice,
      estimated_delivery_time: spec.estimatedDeliveryTime,
      created_at: now,
      updated_at: now,
    });
    if (spec.cuisines.length > 0) {
      await trx('restaurant_cuisines').insert(spec.cuisines.map((cuisine) => ({ restaurant_id: id, cuisine })));
    }
    if (spec.menu.length > 0) {
      await trx('menu_items').insert(
        spec.menu.map(([name, price], position) => ({ id: newId(), restaurant_id: id, name, price, position })),
      );
    }
  });
  return id;
}
