import type { Database } from '../../../shared/db/database.js';
import type { FulfilmentSettings } from '../domain/fulfilment-settings.js';

/** The columns of 20261203100000_collection.ts; SQLite answers booleans as 0/1. */
export const FULFILMENT_COLUMNS = ['delivery', 'collection', 'collection_minutes'];

export interface FulfilmentRow {
  delivery: boolean | number;
  collection: boolean | number;
  collection_minutes: number | string;
}

export function fulfilmentOf(row: FulfilmentRow): FulfilmentSettings {
  return { delivery: Boolean(row.delivery), collection: Boolean(row.collection), collectionMinutes: Number(row.collection_minutes) };
}

/** The owner's side of the restaurant's fulfilment columns; the restaurants triggers move the catalogue version. */
export class KnexFulfilmentSettings {
  constructor(private readonly db: Database) {}

  async of(restaurantId: string): Promise<FulfilmentSettings> {
    const row: FulfilmentRow | undefined = await this.db('restaurants').where({ id: restaurantId }).first(FULFILMENT_COLUMNS);
    return fulfilmentOf(row!);
  }

  async save(restaurantId: string, settings: FulfilmentSettings): Promise<FulfilmentSettings> {
    await this.db('restaurants').where({ id: restaurantId }).update({ delivery: settings.delivery, collection: settings.collection, collection_minutes: settings.collectionMinutes });
    return this.of(restaurantId);
  }
}
