import type { Knex } from 'knex';
import { fromDb, toDb } from '../db/timestamps.js';
import type { Backlog } from '../jobs/overdue-work.js';
import type { NewWork, WorkItem } from './event-consumer.js';

/**
 * A module's own table of work items (docs/architecture/order-consumers.md "Work tables"): the
 * standard columns `id`, `event_id`, the key column, `status` (`pending`, the module's done word,
 * `failed` once given up), `attempts`, `first_attempt_at`, `next_attempt_at`, `last_error`, plus
 * the module's payload columns. The module writes its rows itself (`insert`, on its unique key,
 * insert-or-ignore), so the table's owner is the one that creates its rows.
 */
export interface WorkTable<P> {
  table: string;
  keyColumn: string;
  doneStatus: string;
  /** Where a finished item's time goes; pruning reads it. */
  finishedColumn: string;
  insert(trx: Knex, rows: Record<string, unknown>[]): Promise<void>;
  toRow(payload: P): Record<string, unknown>;
  payloadOf(row: Record<string, unknown>): P;
}

type Row = Record<string, unknown> & { id: number | string; event_id: number | string; attempts: number; first_attempt_at: Date | string | null; next_attempt_at: Date | string };

/** What an attempt leaves: done, due again at `retryAt`, or given up. */
export type Settlement = { status: 'done' } | { status: 'retry'; retryAt: Date; error: string } | { status: 'failed'; error: string };

/** One module's work table, read and settled the same way for every consumer. */
export class KnexWorkItems<P> {
  constructor(
    private readonly db: Knex,
    private readonly spec: WorkTable<P>,
  ) {}

  /** The module's table as one statement's start, on `db` (a transaction or the pool). */
  private rows(db: Knex): Knex.QueryBuilder {
    return db(this.spec.table);
  }

  async record(trx: Knex, items: readonly NewWork<P>[], at: Date): Promise<void> {
    if (!items.length) return;
    const key = this.spec.keyColumn;
    const rows = items.map((item) => ({ event_id: item.eventId, [key]: item.key, status: 'pending', attempts: 0, next_attempt_at: toDb(at), ...this.spec.toRow(item.payload) }));
    await this.spec.insert(trx, rows);
  }

  /** Pending items due by `now`, oldest event first, only the first pending one of each key. */
  async due(now: Date, limit: number): Promise<WorkItem<P>[]> {
    const { table, keyColumn } = this.spec;
    const rows: Row[] = await this.db(`${table} as m`)
      .where({ 'm.status': 'pending' })
      .andWhere('m.next_attempt_at', '<=', toDb(now))
      .whereNotExists((earlier) =>
        earlier.select(this.db.raw('1')).from(`${table} as e`).whereRaw('e.?? = m.??', [keyColumn, keyColumn]).andWhere('e.status', 'pending').andWhereRaw('e.event_id < m.event_id'),
      )
      .orderBy('m.event_id')
      .limit(limit)
      .select('m.*');
    return rows.map((row) => this.itemOf(row));
  }

  /** Takes the item for one attempt (its next attempt pushed to `leaseUntil`); false when another run has it. */
  async claim(item: WorkItem<P>, now: Date, leaseUntil: Date): Promise<boolean> {
    const taken = await this.rows(this.db)
      .where({ id: item.id, status: 'pending', attempts: item.attempts })
      .andWhere('next_attempt_at', '<=', toDb(now))
      .update({ next_attempt_at: toDb(leaseUntil) });
    return taken === 1;
  }

  /** The attempt's outcome; false when another run settled it first. */
  async settle(item: WorkItem<P>, outcome: Settlement, at: Date): Promise<boolean> {
    const common = { attempts: item.attempts + 1, first_attempt_at: toDb(item.firstAttemptAt ?? at) };
    const changes =
      outcome.status === 'retry'
        ? { next_attempt_at: toDb(outcome.retryAt), last_error: failure(outcome.error, at) }
        : { status: outcome.status === 'done' ? this.spec.doneStatus : 'failed', [this.spec.finishedColumn]: toDb(at), last_error: outcome.status === 'done' ? null : failure(outcome.error, at) };
    const changed = await this.rows(this.db).where({ id: item.id, status: 'pending', attempts: item.attempts }).update({ ...common, ...changes });
    return changed === 1;
  }

  /** Forgets items finished before `before`; the cursor is past their events, so none is recorded again. */
  async pruneFinished(before: Date): Promise<void> {
    await this.rows(this.db).whereIn('status', [this.spec.doneStatus, 'failed']).andWhere(this.spec.finishedColumn, '<', toDb(before)).delete();
  }

  async nextDue(): Promise<Date | undefined> {
    const row: { next: Date | string | null } | undefined = await this.db(this.spec.table).where({ status: 'pending' }).first(this.db.raw('min(next_attempt_at) as next'));
    return row?.next ? fromDb(row.next) : undefined;
  }

  /** Items due by `now` and not being attempted: how many, and since when. */
  async backlog(now: Date): Promise<Backlog> {
    const row: { n: unknown; oldest: Date | string | null } | undefined = await this.db(this.spec.table)
      .where({ status: 'pending' })
      .andWhere('next_attempt_at', '<=', toDb(now))
      .first(this.db.raw('count(*) as n'), this.db.raw('min(next_attempt_at) as oldest'));
    const count = Number(row?.n ?? 0);
    return count && row?.oldest ? { count, oldestDueAt: fromDb(row.oldest) } : { count };
  }

  private itemOf(row: Row): WorkItem<P> {
    return {
      id: Number(row.id),
      eventId: Number(row.event_id),
      key: String(row[this.spec.keyColumn]),
      attempts: row.attempts,
      firstAttemptAt: row.first_attempt_at === null ? null : fromDb(row.first_attempt_at),
      nextAttemptAt: fromDb(row.next_attempt_at),
      payload: this.spec.payloadOf(row),
    };
  }
}

/** `last_error` is "<ISO time> <message>", so the latest sorts last and one column keeps both. */
const failure = (error: string, at: Date): string => `${at.toISOString()} ${error}`.slice(0, 300);
