import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { newId } from '../../../shared/ids.js';
import { dropPartitionCursor, startPartitionCursor } from '../../../shared/order-log/knex-consumer-cursors.js';

/** docs/product/decisions.md "Live updates": a restaurant has at most this many endpoints. */
export const ENDPOINTS_PER_RESTAURANT = 3;
/** The webhooks' consumer of the order log: a cursor per endpoint, `integrations.webhooks:<endpoint id>` (docs/architecture/order-consumers.md "Partitions"). */
export const WEBHOOKS_CONSUMER = 'integrations.webhooks';

export interface WebhookEndpoint {
  id: string;
  restaurantId: string;
  url: string;
  secret: string;
  createdAt: Date;
}

interface EndpointRow {
  id: string;
  restaurant_id: string;
  url: string;
  secret: string;
  created_at: Date | string;
}

const fromRow = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  restaurantId: row.restaurant_id,
  url: row.url,
  secret: row.secret,
  createdAt: fromDb(row.created_at),
});

/**
 * `webhook_endpoints` (integrations' table, docs/architecture/table-owners.md), each with its
 * cursor in the shared `order_event_cursors`, made and removed with it.
 */
export class KnexWebhookEndpoints {
  constructor(private readonly db: Database) {}

  private rows() {
    return this.db('webhook_endpoints').select<EndpointRow[]>('id', 'restaurant_id', 'url', 'secret', 'created_at');
  }

  /**
   * Takes the restaurant's lowest free slot; `full` when all are taken. The slot is unique per
   * restaurant, so of two registrations racing for the last slot one is refused by the database,
   * and tries the next free slot (there is none: `full`). Its cursor starts at `lastEventId`:
   * it receives the restaurant's events after that.
   */
  async add(endpoint: Omit<WebhookEndpoint, 'id'> & { lastEventId: number }): Promise<WebhookEndpoint | 'full'> {
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
        if (rows.length) await startPartitionCursor(trx, WEBHOOKS_CONSUMER, id, endpoint.lastEventId);
        return rows.length > 0;
      });
      if (inserted) return { id, restaurantId: endpoint.restaurantId, url: endpoint.url, secret: endpoint.secret, createdAt: endpoint.createdAt };
    }
    return 'full';
  }

  async ofRestaurant(restaurantId: string): Promise<WebhookEndpoint[]> {
    return (await this.rows().where({ restaurant_id: restaurantId }).orderBy('slot')).map(fromRow);
  }

  /** The restaurant's endpoint ids: read on every order event, found by the (restaurant_id, slot) index. */
  async idsOf(restaurantId: string): Promise<string[]> {
    return this.db('webhook_endpoints').where({ restaurant_id: restaurantId }).pluck('id');
  }

  async find(id: string): Promise<WebhookEndpoint | undefined> {
    const [row] = await this.rows().where({ id });
    return row && fromRow(row);
  }

  /** Endpoints in id order after `afterId`, a page at a time (the sweep, retention). */
  async page(afterId: string, limit: number): Promise<WebhookEndpoint[]> {
    return (await this.rows().where('id', '>', afterId).orderBy('id').limit(limit)).map(fromRow);
  }

  /** The endpoint with its cursor, deliveries and log, in one transaction; false when the restaurant has no such endpoint. */
  async remove(restaurantId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const found = await trx('webhook_endpoints').where({ id, restaurant_id: restaurantId }).first('id');
      if (!found) return false;
      await trx('webhook_attempts').where({ endpoint_id: id }).del();
      await trx('webhook_deliveries').where({ endpoint_id: id }).del();
      await dropPartitionCursor(trx, WEBHOOKS_CONSUMER, id);
      await trx('webhook_endpoints').where({ id }).del();
      return true;
    });
  }
}
