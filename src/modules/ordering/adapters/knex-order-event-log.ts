import type { Knex } from 'knex';
import { FreshReads } from '../../../shared/fresh-reads.js';
import type { OrderEvent, OrderEventScope } from '../domain/order-event.js';
import type { OrderEventLog } from '../ports.js';
import { fromEventRow, type OrderEventRow } from './order-event-rows.js';

/** Scopes per statement: one bound parameter each, well under every driver's limit. */
const SCOPES_PER_READ = 500;

type ScopeColumn = 'restaurant_id' | 'user_id';

/**
 * ordering's `order_events` for its readers (docs/architecture/order-events.md). The latest
 * ids are what every list poll reads (its ETag): concurrent polls share one statement (see
 * FreshReads), so a thousand clients polling at once cost a few reads, and none gets an id
 * read before it asked.
 */
export class KnexOrderEventLog implements OrderEventLog {
  private readonly latest: Record<ScopeColumn, FreshReads<string, number>>;

  constructor(private readonly db: Knex) {
    this.latest = { restaurant_id: this.latestReads('restaurant_id'), user_id: this.latestReads('user_id') };
  }

  async after(id: number, scope: OrderEventScope, limit: number): Promise<OrderEvent[]> {
    const rows = this.db('order_events').where('id', '>', id).orderBy('id').limit(limit);
    if (scope.restaurantId !== undefined) rows.where('restaurant_id', scope.restaurantId);
    if (scope.customerId !== undefined) rows.where('user_id', scope.customerId);
    return ((await rows.select()) as OrderEventRow[]).map(fromEventRow);
  }

  async latestId(scope: OrderEventScope): Promise<number> {
    if (scope.restaurantId !== undefined) return (await this.latest.restaurant_id.get(scope.restaurantId)) ?? 0;
    if (scope.customerId !== undefined) return (await this.latest.user_id.get(scope.customerId)) ?? 0;
    const row: { id?: number | string | null } | undefined = await this.db('order_events').max({ id: 'id' }).first();
    return Number(row?.id ?? 0);
  }

  /**
   * Each scope's newest id by its index (scope, id): a correlated "newest first, one row" per
   * scope, which both databases answer from the index's end, however many events it has.
   */
  private latestReads(column: ScopeColumn): FreshReads<string, number> {
    return new FreshReads(async (scopes) => {
      const ids = new Map<string, number>();
      for (let at = 0; at < scopes.length; at += SCOPES_PER_READ) {
        const batch = scopes.slice(at, at + SCOPES_PER_READ);
        const newest = this.db('order_events as e').select('e.id').where(`e.${column}`, this.db.ref('v.column1')).orderBy('e.id', 'desc').limit(1);
        const rows: Array<{ scope: string; id: number | string | null }> = await this.db
          .from(this.db.raw(`(values ${batch.map(() => '(?)').join(', ')}) as v`, batch))
          .select({ scope: 'v.column1' }, newest.as('id'));
        for (const row of rows) if (row.id !== null) ids.set(row.scope, Number(row.id));
      }
      return ids;
    });
  }
}
