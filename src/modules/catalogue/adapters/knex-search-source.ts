import type { Database } from '../../../shared/db/database.js';
import type { IndexedRestaurant } from '../search/search-index.js';
import type { SearchSource } from '../search/search-source.js';

const CHUNK = 2000;

interface Row {
  id: string;
  restaurant_name: string;
  city: string;
  delivery_price: number;
  estimated_delivery_time: number;
  image_key: string | null;
}

/**
 * What the in-memory search index is built from: the catalogue's change counter (kept
 * by triggers, see the catalogue-version migration) and every listed restaurant, read in
 * id order a chunk at a time so a big catalogue never sits in memory twice as row objects.
 */
export class KnexSearchSource implements SearchSource {
  constructor(private readonly db: Database) {}

  async version(): Promise<bigint> {
    const row: { version: number | string } | undefined = await this.db('catalogue_version').where({ id: 1 }).first('version');
    return BigInt(row?.version ?? 0);
  }

  async listedRestaurants(): Promise<IndexedRestaurant[]> {
    const out: IndexedRestaurant[] = [];
    for (let after = ''; ; ) {
      const rows: Row[] = await this.db('restaurants as r')
        .whereExists((items) => items.from('menu_items as m').select(this.db.raw('1')).whereRaw('m.restaurant_id = r.id'))
        .where('r.id', '>', after)
        .orderBy('r.id')
        .limit(CHUNK)
        .select('r.id', 'r.restaurant_name', 'r.city', 'r.delivery_price', 'r.estimated_delivery_time', 'r.image_key');
      if (rows.length === 0) return out;
      const cuisines = await this.cuisinesOf(rows.map((row) => row.id));
      for (const row of rows) out.push(toIndexed(row, cuisines.get(row.id) ?? []));
      after = rows.at(-1)!.id;
    }
  }

  private async cuisinesOf(ids: string[]): Promise<Map<string, string[]>> {
    const rows: Array<{ restaurant_id: string; cuisine: string }> = await this.db('restaurant_cuisines')
      .whereIn('restaurant_id', ids)
      .select('restaurant_id', 'cuisine');
    const byId = new Map<string, string[]>();
    for (const { restaurant_id, cuisine } of rows) {
      const list = byId.get(restaurant_id);
      if (list) list.push(cuisine);
      else byId.set(restaurant_id, [cuisine]);
    }
    return byId;
  }
}

function toIndexed(row: Row, cuisines: string[]): IndexedRestaurant {
  return {
    id: row.id,
    restaurantName: row.restaurant_name,
    city: row.city,
    deliveryPrice: Number(row.delivery_price),
    estimatedDeliveryTime: Number(row.estimated_delivery_time),
    cuisines,
    ...(row.image_key ? { imageKey: row.image_key } : {}),
  };
}
