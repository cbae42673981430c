import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { newId } from '../../../shared/ids.js';

/** docs/product/decisions.md "Live updates": a restaurant has at most this many endpoints. */
export const ENDPOINTS_PER_RESTAURANT = 3;

export interface WebhookEndpoint {
  id: string;
  restaurantId: string;
  url: string;
  secret: string;
  /** The last of the restaurant's order events fanned out to this endpoint's deliveries. */
  lastEventId: number;
  createdAt: Date;
}

interface EndpointRow {
  id: string;
  restaurant_id: string;
  url: string;
  secret: string;
  last_event_id: number | string;
  created_at: Date | string;
}

const fromRow = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  restaurantId: row.restaurant_id,
  url: row.url,
  secret: row.secret,
  lastEventId: Number(row.last_event_id),
  createdAt: fromDb(row.created_at),
});

/**
 * `webhook_endpoints` and their `webhook_cursors` (integrations' tables,
 * docs/architecture/table-owners.md); the delivery job moves the cursors (KnexWebhookDeliveries).
 */
export class KnexWebhookEndpoints {
  constructor(private readonly db: Database) {}

  private rows() {
    return this.db('webhook_endpoints as e').join('webhook_cursors as c', 'c.endpoint_id', 'e.id').select<EndpointRow[]>('e.id', 'e.restaurant_id', 'e.url', 'e.secret', 'e.created_at', 'c.last_event_id');
  }

  /**
   * Takes the restaurant's lowest free slot; `full` when all are taken. The slot is unique per
   * restaurant, so of two registrations racing for the last slot one is refused by the database,
   * and tries the next free slot (there is none: `full`).
   */
  async add(endpoint: Omit<WebhookEndpoint, 'id'>): Promise<WebhookEndpoint | 'full'> {
    for (let tries = 0; tries < ENDPOINTS_PER_RESTAURANT; tries += 1) {
      const taken = new Set((await this.db('webhook_endpoints').where({ restaurant_id: endpoint.restaurantId }).pluck('slot')).map(Number));
      const slot = [1, 2, 3].find((s) => !taken.has(s));
      if (slot === undefined) return 'full';
      const id = newId(endpoint.createdAt);
      const inserted = await this.db.transaction(async (trx) => {
        const rows = await trx('webhook_endpoints')
          .insert({ id, restaurant_id: endpoint.restaurantId, slot, url: endpoint.url, secret: endpoint.secret, created_at: toDb(endpoint.createdAt) })
          .onConflict(['restaurant_id', 'slot'])
          .ignore()
          .returning('id');
        if (rows.length) await trx('webhook_cursors').insert({ endpoint_id: id, last_event_id: endpoint.lastEventId });
        return rows.length > 0;
      });
      if (inserted) return { ...endpoint, id };
    }
    return 'full';
  }

  async ofRestaurant(restaurantId: string): Promise<WebhookEndpoint[]> {
    return (await this.rows().where('e.restaurant_id', restaurantId).orderBy('e.slot')).map(fromRow);
  }

  /** The restaurant's endpoint ids: read on every order event, found by the (restaurant_id, slot) index. */
  async idsOf(restaurantId: string): Promise<string[]> {
    return this.db('webhook_endpoints').where({ restaurant_id: restaurantId }).pluck('id');
  }

  async find(id: string): Promise<WebhookEndpoint | undefined> {
    const [row] = await this.rows().where('e.id', id);
    return row && fromRow(row);
  }

  /** Endpoints in id order after `afterId`, a page at a time (the sweep). */
  async page(afterId: string, limit: number): Promise<WebhookEndpoint[]> {
    return (await this.rows().where('e.id', '>', afterId).orderBy('e.id').limit(limit)).map(fromRow);
  }

  /** The endpoint with its deliveries and log, in one transaction; false when the restaurant has no such endpoint. */
  async remove(restaurantId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const found = await trx('webhook_endpoints').where({ id, restaurant_id: restaurantId }).first('id');
      if (!found) return false;
      await trx('webhook_attempts').where({ endpoint_id: id }).del();
      await trx('webhook_deliveries').where({ endpoint_id: id }).del();
      await trx('webhook_cursors').where({ endpoint_id: id }).del();
      await trx('webhook_endpoints').where({ id }).del();
      return true;
    });
  }
}
