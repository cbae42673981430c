import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { bulkInsert, type BulkRows } from '../../../shared/db/bulk-insert.js';
import { clientOf } from '../../../shared/db/text-contains.js';
import { parsePostcodePrefix, type PostcodePrefix } from '../../../shared/places/postcode.js';
import type { DeliveryArea } from '../domain/delivery-areas.js';

interface AreaRow {
  id: string;
  restaurant_id: string;
  position: number;
  name: string;
  delivery_price: number;
  minimum_order: number;
  free_delivery_over: number | null;
}

/** One restaurant's areas in the owner's order, each with its prefixes in theirs; two queries. */
export async function loadDeliveryAreas(db: Database | Knex.Transaction, restaurantId: string): Promise<DeliveryArea[]> {
  return (await deliveryAreasOf(db, [restaurantId])).get(restaurantId) ?? [];
}

/** The areas of each of `restaurantIds` that has any (the search index's source reads a chunk at a time); two queries. */
export async function deliveryAreasOf(db: Database | Knex.Transaction, restaurantIds: readonly string[]): Promise<Map<string, DeliveryArea[]>> {
  const [areas, prefixes] = await Promise.all([
    db<AreaRow>('delivery_areas').whereIn('restaurant_id', restaurantIds).orderBy(['restaurant_id', 'position']),
    db('delivery_area_postcodes').whereIn('restaurant_id', restaurantIds).orderBy(['area_id', 'position']).select('area_id', 'prefix') as Promise<Array<{ area_id: string; prefix: string }>>,
  ]);
  const byArea = new Map<string, PostcodePrefix[]>(areas.map((area) => [area.id, []]));
  // Stored normalised by the same parser, so it parses back to itself.
  for (const { area_id, prefix } of prefixes) byArea.get(area_id)?.push(parsePostcodePrefix(prefix)!);
  const byRestaurant = new Map<string, DeliveryArea[]>();
  for (const row of areas) {
    const area: DeliveryArea = {
      id: row.id,
      name: row.name,
      postcodes: byArea.get(row.id)!,
      deliveryPrice: Number(row.delivery_price),
      minimumOrder: Number(row.minimum_order),
      freeDeliveryOver: row.free_delivery_over === null ? null : Number(row.free_delivery_over),
    };
    const list = byRestaurant.get(row.restaurant_id);
    if (list) list.push(area);
    else byRestaurant.set(row.restaurant_id, [area]);
  }
  return byRestaurant;
}

/** The owner's side of `delivery_areas` and `delivery_area_postcodes`: the whole list, replaced at once. */
export class KnexDeliveryAreas {
  constructor(private readonly db: Database) {}

  async of(restaurantId: string): Promise<DeliveryArea[]> {
    return loadDeliveryAreas(this.db, restaurantId);
  }

  /**
   * Replaces the list in one transaction with what `plan` makes of the ids the restaurant has
   * now (it may throw: nothing is written). Saves run one at a time per restaurant: PostgreSQL
   * locks the restaurant's row, SQLite's transactions take the write lock at BEGIN.
   */
  async replace(restaurantId: string, plan: (knownIds: ReadonlySet<string>) => DeliveryArea[]): Promise<DeliveryArea[]> {
    return this.db.transaction(async (trx) => {
      if (clientOf(this.db) === 'pg') await trx('restaurants').where({ id: restaurantId }).forUpdate().first('id');
      const known = new Set<string>(await trx('delivery_areas').where({ restaurant_id: restaurantId }).pluck('id'));
      const areas = plan(known);
      await trx('delivery_area_postcodes').where({ restaurant_id: restaurantId }).del();
      await trx('delivery_areas').where({ restaurant_id: restaurantId }).del();
      if (areas.length > 0) {
        await trx('delivery_areas').insert(
          areas.map((area, position) => ({
            id: area.id,
            restaurant_id: restaurantId,
            position,
            name: area.name,
            delivery_price: area.deliveryPrice,
            minimum_order: area.minimumOrder,
            free_delivery_over: area.freeDeliveryOver,
          })),
        );
        const prefixes = areas.flatMap((area) => area.postcodes.map((prefix, position) => ({ area_id: area.id, restaurant_id: restaurantId, position, prefix: prefix.text })));
        await trx('delivery_area_postcodes').insert(prefixes);
      }
      return loadDeliveryAreas(trx, restaurantId);
    });
  }
}

/** Bulk loading (src/seed/scale): areas (delivery_areas rows) and their prefixes (delivery_area_postcodes rows), on the caller's transaction. */
export async function bulkLoadDeliveryAreas(trx: Knex.Transaction, rows: { areas: BulkRows; postcodes: BulkRows }): Promise<void> {
  await bulkInsert(trx, 'delivery_areas', rows.areas);
  await bulkInsert(trx, 'delivery_area_postcodes', rows.postcodes);
}
