import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { clientOf } from '../../../shared/db/text-contains.js';
import { toDb } from '../../../shared/db/timestamps.js';
import { isUniqueViolation } from '../../../shared/db/unique-violation.js';
import { ConflictError } from '../../../shared/errors.js';
import type { Restaurant } from '../domain/restaurant.js';
import type { RestaurantRecord, RestaurantRepository } from '../ports.js';
import { loadRestaurants } from './restaurant-rows.js';
import { bulkInsert, type BulkRows } from '../../../shared/db/bulk-insert.js';
import { menuDetailRow } from './menu-detail-rows.js';

function detailsRow(r: RestaurantRecord) {
  return {
    ...textDetailsRow(r),
    image_key: r.imageKey ?? null,
  };
}

/** Everything but the image, which an update changes only when a new one is given. */
function textDetailsRow(r: RestaurantRecord) {
  return {
    restaurant_name: r.restaurantName,
    city: r.city,
    country: r.country,
    delivery_price: r.deliveryPrice,
    estimated_delivery_time: r.estimatedDeliveryTime,
    menu_sections: JSON.stringify(r.menuSections),
    ...(r.emailNewOrders === undefined ? {} : { email_new_orders: r.emailNewOrders }),
    ...(r.addressLine1 === undefined ? {} : { address_line1: r.addressLine1 }),
    ...(r.postcode === undefined ? {} : { postcode: r.postcode }),
    updated_at: toDb(r.savedAt),
  };
}

export class KnexRestaurantRepository implements RestaurantRepository {
  constructor(private readonly db: Database) {}

  async findByOwner(ownerUserId: string): Promise<Restaurant | undefined> {
    const id = await this.findIdByOwner(ownerUserId);
    return id ? this.findById(id) : undefined;
  }

  async findById(id: string): Promise<Restaurant | undefined> {
    return (await loadRestaurants(this.db, [id]))[0];
  }

  async findIdByOwner(ownerUserId: string): Promise<string | undefined> {
    const row: { id: string } | undefined = await this.db('restaurants').where({ owner_user_id: ownerUserId }).first('id');
    return row?.id;
  }

  async create(r: RestaurantRecord): Promise<void> {
    try {
      await this.db.transaction(async (trx) => {
        await trx('restaurants').insert({ id: r.id, owner_user_id: r.ownerUserId, created_at: toDb(r.savedAt), ...detailsRow(r) });
        await this.insertCuisines(trx, r);
        await insertMenuItems(trx, r.id, r.menuItems.map((item, position) => ({ ...item, position })));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('User restaurant already exists');
      throw error;
    }
  }

  async update(r: RestaurantRecord): Promise<{ replacedImageKey?: string }> {
    return this.db.transaction(async (trx) => {
      const before = await this.lockedImageKey(trx, r);
      if (before === undefined) throw new ConflictError('The restaurant changed during the update');
      const image = r.imageKey === undefined ? {} : { image_key: r.imageKey };
      await trx('restaurants').where({ id: r.id, owner_user_id: r.ownerUserId }).update({ ...textDetailsRow(r), ...image });
      await trx('restaurant_cuisines').where({ restaurant_id: r.id }).delete();
      await this.insertCuisines(trx, r);
      await replaceMenuItems(trx, r.id, r.menuItems);
      const replaced = r.imageKey !== undefined && before !== null && before !== r.imageKey;
      return replaced ? { replacedImageKey: before } : {};
    });
  }

  async replaceMenu(restaurantId: string, menu: Pick<RestaurantRecord, 'menuSections' | 'menuItems'>, savedAt: Date): Promise<void> {
    await this.db.transaction(async (trx) => {
      const updated = await trx('restaurants').where({ id: restaurantId }).update({ menu_sections: JSON.stringify(menu.menuSections), updated_at: toDb(savedAt) });
      if (updated === 0) throw new ConflictError('The restaurant changed during the update');
      await replaceMenuItems(trx, restaurantId, menu.menuItems);
    });
  }

  async isImageInUse(imageKey: string): Promise<boolean> {
    return (await this.db('restaurants').where({ image_key: imageKey }).first('id')) !== undefined;
  }

  async imageKeysInUse(imageKeys: readonly string[]): Promise<Set<string>> {
    if (imageKeys.length === 0) return new Set();
    const keys = (await this.db('restaurants').whereIn('image_key', [...imageKeys]).distinct().pluck('image_key')) as string[];
    return new Set(keys);
  }

  async newOrderMailOwners(restaurantIds: readonly string[]): Promise<Map<string, string>> {
    if (restaurantIds.length === 0) return new Map();
    const rows: { id: string; owner_user_id: string }[] = await this.db('restaurants')
      .whereIn('id', [...new Set(restaurantIds)])
      .andWhere({ email_new_orders: true })
      .select('id', 'owner_user_id');
    return new Map(rows.map((row) => [row.id, row.owner_user_id]));
  }

  /**
   * The owner's row's image key (null: none; undefined: no such row), locked until commit:
   * PostgreSQL by FOR UPDATE, SQLite by the write lock its transactions take at BEGIN.
   */
  private async lockedImageKey(trx: Knex.Transaction, r: RestaurantRecord): Promise<string | null | undefined> {
    const query = trx('restaurants').where({ id: r.id, owner_user_id: r.ownerUserId }).first('image_key');
    const row: { image_key: string | null } | undefined = await (clientOf(this.db) === 'pg' ? query.forUpdate() : query);
    return row?.image_key;
  }

  private async insertCuisines(trx: Knex.Transaction, r: RestaurantRecord): Promise<void> {
    if (r.cuisines.length === 0) return;
    await trx('restaurant_cuisines').insert(r.cuisines.map((cuisine) => ({ restaurant_id: r.id, cuisine })));
  }
}

type MenuRow = RestaurantRecord['menuItems'][number] & { position: number };

async function insertMenuItems(trx: Knex.Transaction, restaurantId: string, items: MenuRow[]): Promise<void> {
  if (items.length === 0) return;
  await trx('menu_items').insert(items.map((i) => ({ id: i.id, restaurant_id: restaurantId, name: i.name, price: i.price, position: i.position, ...menuDetailRow(i) })));
}

/** Removes dropped items, updates kept ones in place (ids stay valid for carts and orders), adds new ones. */
async function replaceMenuItems(trx: Knex.Transaction, restaurantId: string, items: RestaurantRecord['menuItems']): Promise<void> {
  const existing = new Set((await trx('menu_items').where({ restaurant_id: restaurantId }).pluck('id')) as string[]);
  const rows = items.map((item, position) => ({ ...item, position }));
  await trx('menu_items').where({ restaurant_id: restaurantId }).whereNotIn('id', rows.map((row) => row.id)).delete();
  for (const row of rows.filter((row) => existing.has(row.id))) {
    await trx('menu_items').where({ id: row.id, restaurant_id: restaurantId }).update({ name: row.name, price: row.price, position: row.position, ...menuDetailRow(row) });
  }
  await insertMenuItems(trx, restaurantId, rows.filter((row) => !existing.has(row.id)));
}

/** Bulk loading (src/seed/scale): restaurants with their cuisines and menus, on the caller's transaction. */
export async function bulkLoadRestaurants(trx: Knex.Transaction, rows: Record<'restaurants' | 'cuisines' | 'menuItems', BulkRows>): Promise<void> {
  await bulkInsert(trx, 'restaurants', rows.restaurants);
  await bulkInsert(trx, 'restaurant_cuisines', rows.cuisines);
  await bulkInsert(trx, 'menu_items', rows.menuItems);
}
