import type { Database } from '../../../shared/db/database.js';
import { fromDb } from '../../../shared/db/timestamps.js';
import type { PricedMenu, SoldOut } from '../domain/restaurant.js';
import type { StoredSummary } from '../ports.js';
import { loadDeliveryAreas } from './knex-delivery-areas.js';
import { FULFILMENT_COLUMNS, fulfilmentOf } from './knex-fulfilment-settings.js';
import { optionGroupsOf } from './menu-detail-rows.js';
import type { Allergen } from '../domain/menu-details.js';

/*
 * The lean reads other modules make beside every order: only the columns they show
 * or price with, so listing orders never loads whole menus and cuisines.
 */

export interface SummaryRow {
  id: string;
  restaurant_name: string;
  /** 20261202100100_addresses.ts: null for restaurants saved before. */
  address_line1: string | null;
  postcode: string | null;
  city: string;
  country: string;
  delivery_price: number;
  estimated_delivery_time: number;
  image_key: string | null;
}

const SUMMARY_COLUMNS = ['id', 'restaurant_name', 'address_line1', 'postcode', 'city', 'country', 'delivery_price', 'estimated_delivery_time', 'image_key'];

/** One query; in the order of `ids`, each once, unknown ids left out. */
export async function loadSummaries(db: Database, ids: readonly string[]): Promise<StoredSummary[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows: Array<SummaryRow & { collection_minutes: number | string }> = await db('restaurants').whereIn('id', unique).select([...SUMMARY_COLUMNS, 'collection_minutes']);
  const byId = new Map(rows.map((row): [string, StoredSummary] => [row.id, { ...toSummary(row), collectionMinutes: Number(row.collection_minutes) }]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** The row as the catalogue's summary; whole restaurants extend it (restaurant-rows.ts). */
export function toSummary(row: SummaryRow): Omit<StoredSummary, 'collectionMinutes'> {
  return {
    id: row.id,
    restaurantName: row.restaurant_name,
    addressLine1: row.address_line1 ?? '',
    postcode: row.postcode ?? '',
    city: row.city,
    country: row.country,
    deliveryPrice: Number(row.delivery_price),
    estimatedDeliveryTime: Number(row.estimated_delivery_time),
    imageKey: row.image_key ?? undefined,
  };
}

/** The restaurant's name, delivery price and cuisines (by name), its menu and its delivery areas in the owner's order. */
export async function loadPricedMenu(db: Database, restaurantId: string): Promise<PricedMenu | undefined> {
  const [restaurant, items, cuisines, deliveryAreas] = await Promise.all([
    db('restaurants').where({ id: restaurantId }).first('restaurant_name', 'delivery_price', 'address_line1', 'postcode', 'city', 'estimated_delivery_time', 'suspended_at', ...FULFILMENT_COLUMNS),
    db('menu_items').where({ restaurant_id: restaurantId }).orderBy('position').select('id', 'name', 'price', 'option_groups', 'allergens', ...SOLD_OUT_COLUMNS),
    db('restaurant_cuisines').where({ restaurant_id: restaurantId }).pluck('cuisine') as Promise<string[]>,
    loadDeliveryAreas(db, restaurantId),
  ]);
  if (!restaurant) return undefined;
  return {
    restaurantId,
    restaurantName: restaurant.restaurant_name,
    deliveryPrice: Number(restaurant.delivery_price),
    estimatedDeliveryTime: Number(restaurant.estimated_delivery_time),
    // Sorted here, not by the database's collation: the same order on SQLite and PostgreSQL.
    cuisines: cuisines.sort(),
    items: new Map(
      items.map((item: { id: string; name: string; price: number; option_groups: string; allergens: string } & SoldOutRow) => [
        item.id,
        { name: item.name, price: Number(item.price), ...soldOutOf(item), optionGroups: optionGroupsOf(item), allergens: JSON.parse(item.allergens) as Allergen[] },
      ]),
    ),
    deliveryAreas,
    fulfilment: fulfilmentOf(restaurant),
    address: { addressLine1: restaurant.address_line1 ?? '', postcode: restaurant.postcode ?? '', city: restaurant.city },
    suspended: restaurant.suspended_at !== null,
  };
}

export const SOLD_OUT_COLUMNS = ['sold_out', 'sold_out_until'];

export interface SoldOutRow {
  sold_out: boolean | number;
  sold_out_until: Date | string | null;
}

/** `{ soldOut }` for a dish marked sold out (SQLite keeps booleans as 0/1), else nothing. */
export function soldOutOf(row: SoldOutRow): { soldOut?: SoldOut } {
  return row.sold_out ? { soldOut: { until: row.sold_out_until === null ? null : fromDb(row.sold_out_until) } } : {};
}
