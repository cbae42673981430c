import type { Knex } from 'knex';
import { FreshReads } from '../../../shared/fresh-reads.js';
import type { OrderEvent, OrderEventScope } from '../domain/order-event.js';
import type { OrderEventLog } from '../ports.js';
import { fromEventRow, type OrderEventRow } from './order-event-rows.js';

/** Scopes per statement: one bound parameter each, well under every driver's limit. */
const SCOPES_PER_READ = 500;

type ScopeColumn = 'restaurant_id' | 'user_id';
/** A scope's newest kept id (none once all were pruned, or before its first), and the id below the oldest kept of the whole log. */
interface ScopeIds {
  newest?: number;
  belowKept: number;
}

/**
 * ordering's `order_events` for its readers (docs/architecture/order-events.md). The latest
 * ids are what every list poll reads (its ETag): concurrent polls share one statement (see
 * FreshReads), so a thousand clients polling at once cost a few reads, and none gets an id
 * read before it asked.
 */
export class KnexOrderEventLog implements OrderEventLog {
  private readonly latest: Record<ScopeColumn, FreshReads<string, ScopeIds>>;

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
    if (scope.restaurantId !== undefined) return (await this.latest.restaurant_id.get(scope.restaurantId))?.newest ?? 0;
    if (scope.customerId !== undefined) return (await this.latest.user_id.get(scope.customerId))?.newest ?? 0;
    const row: { id?: number | string | null } | undefined = await this.db('order_events').max({ id: 'id' }).first();
    return Number(row?.id ?? 0);
  }

  /**
   * Retention keeps the log's newest event, so the oldest kept id never goes back; both ids come
   * from one statement, so a prune between two reads cannot make the marker dip.
   */
  async listVersion(scope: { restaurantId: string } | { customerId: string }): Promise<number> {
    const ids = 'restaurantId' in scope ? await this.latest.restaurant_id.get(scope.restaurantId) : await this.latest.user_id.get(scope.customerId);
    return ids?.newest ?? ids?.belowKept ?? 0;
  }

  /**
   * Each scope's newest id by its index (scope, id): a correlated "newest first, one row" per
   * scope, which both databases answer from the index's end, however many events it has.
   */
  private latestReads(column: ScopeColumn): FreshReads<string, ScopeIds> {
    return new FreshReads(async (scopes) => {
      const ids = new Map<string, ScopeIds>();
      for (let at = 0; at < scopes.length; at += SCOPES_PER_READ) {
        const batch = scopes.slice(at, at + SCOPES_PER_READ);
        const newest = this.db('order_events as e').select('e.id').where(`e.${column}`, this.db.ref('v.column1')).orderBy('e.id', 'desc').limit(1);
        const oldest = this.db('order_events').min('id');
        const rows: Array<{ scope: string; id: number | string | null; oldest: number | string | null }> = await this.db
          .from(this.db.raw(`(values ${batch.map(() => '(?)').join(', ')}) as v`, batch))
          .select({ scope: 'v.column1' }, newest.as('id'), oldest.as('oldest'));
        for (const row of rows) {
          ids.set(row.scope, { newest: row.id === null ? undefined : Number(row.id), belowKept: row.oldest === null ? 0 : Number(row.oldest) - 1 });
        }
      }
      return ids;
    });
  }
}
