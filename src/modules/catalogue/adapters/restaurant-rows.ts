import type { Database } from '../../../shared/db/database.js';
import { fromDb } from '../../../shared/db/timestamps.js';
import { CUISINES } from '../domain/cuisines.js';
import type { Restaurant } from '../domain/restaurant.js';
import { SOLD_OUT_COLUMNS, soldOutOf, toSummary, type SummaryRow } from './lean-restaurant-rows.js';
import { MENU_DETAIL_COLUMNS, menuDetailsOf } from './menu-detail-rows.js';
import { standingOf, type StandingRow } from './standing-rows.js';

interface RestaurantRow extends SummaryRow, StandingRow {
  owner_user_id: string;
  updated_at: Date | string;
  menu_sections: string;
  /** SQLite answers 0/1, PostgreSQL a boolean. */
  email_new_orders: boolean | number;
}

const cuisineOrder = new Map<string, number>(CUISINES.map((c, i) => [c, i]));

/**
 * Loads whole restaurants (cuisines and menu included) in three queries, in the order of
 * `ids`; unknown ids are left out. Shared by every read of the catalogue's Knex adapters.
 */
export async function loadRestaurants(db: Database, ids: string[]): Promise<Restaurant[]> {
  if (ids.length === 0) return [];
  const [rows, cuisines, items] = await Promise.all([
    db<RestaurantRow>('restaurants').whereIn('id', ids),
    db('restaurant_cuisines').whereIn('restaurant_id', ids).select('restaurant_id', 'cuisine'),
    db('menu_items').whereIn('restaurant_id', ids).orderBy(['restaurant_id', 'position']).select('id', 'restaurant_id', 'name', 'price', ...SOLD_OUT_COLUMNS, ...MENU_DETAIL_COLUMNS),
  ]);
  const byId = new Map(rows.map((row) => [row.id, toRestaurant(row)]));
  for (const { restaurant_id, cuisine } of cuisines) byId.get(restaurant_id)?.cuisines.push(cuisine);
  for (const item of items) byId.get(item.restaurant_id)?.menuItems.push({ id: item.id, name: item.name, price: Number(item.price), ...soldOutOf(item), ...menuDetailsOf(item) });
  for (const restaurant of byId.values()) {
    restaurant.cuisines.sort((a, b) => (cuisineOrder.get(a) ?? 99) - (cuisineOrder.get(b) ?? 99));
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toRestaurant(row: RestaurantRow): Restaurant {
  return {
    ...toSummary(row),
    ownerUserId: row.owner_user_id,
    cuisines: [],
    menuSections: JSON.parse(row.menu_sections) as string[],
    menuItems: [],
    emailNewOrders: Boolean(row.email_new_orders),
    lastUpdated: fromDb(row.updated_at),
    standing: standingOf(row),
  };
}
