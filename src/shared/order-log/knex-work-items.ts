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
  /** A partitioned consumer's: the column with an item's partition (its key's order is kept within it). */
  partitionColumn?: string;
  /** Payload columns emptied once an item is finished, as no attempt sends them again (a body with the customer's details). */
  clearedWhenFinished?: readonly string[];
  /** `at`: when the rows are recorded (an item held back has a later `next_attempt_at`). */
  insert(trx: Knex, rows: Record<string, unknown>[], at: Date): Promise<void>;
  toRow(payload: P): Record<string, unknown>;
  payloadOf(row: Record<string, unknown>): P;
}

type Row = Record<string, unknown> & { id: number | string; event_id: number | string; attempts: number; first_attempt_at: Date | string | null; next_attempt_at: Date | string };

/** What an attempt leaves: done (under the done word, or `as` another finished status), due again at `retryAt`, or given up. */
export type Settlement = { status: 'done'; as?: string } | { status: 'retry'; retryAt: Date; error: string } | { status: 'failed'; error: string };

/**
 * One module's work table, read and settled the same way for every consumer; of one partition
 * (`partition(key)`) it records, reads and waits for that partition's items only.
 */
export class KnexWorkItems<P> {
  constructor(
    private readonly db: Knex,
    private readonly spec: WorkTable<P>,
    private readonly partitionKey?: string,
  ) {}

  partition(key: string): KnexWorkItems<P> {
    return new KnexWorkItems(this.db, this.spec, key);
  }

  async record(trx: Knex, items: readonly NewWork<P>[], at: Date): Promise<void> {
    if (!items.length) return;
    const { keyColumn, partitionColumn } = this.spec;
    const partition = partitionColumn && this.partitionKey !== undefined ? { [partitionColumn]: this.partitionKey } : {};
    const dueAt = (item: NewWork<P>) => (item.notBefore && item.notBefore > at ? item.notBefore : at);
    const rows = items.map((item) => ({ event_id: item.eventId, [keyColumn]: item.key, ...partition, status: 'pending', attempts: 0, next_attempt_at: toDb(dueAt(item)), ...this.spec.toRow(item.payload) }));
    await this.spec.insert(trx, rows, at);
  }

  /** Pending items due by `now`, oldest event first, only the first pending one of each key. */
  async due(now: Date, limit: number): Promise<WorkItem<P>[]> {
    const rows: Row[] = await this.heads().andWhere('m.next_attempt_at', '<=', toDb(now)).orderBy('m.event_id').limit(limit).select('m.*');
    return rows.map((row) => this.itemOf(row));
  }

  /** Takes the item for one attempt (its next attempt pushed to `leaseUntil`); false when another run has it. */
  async claim(item: WorkItem<P>, now: Date, leaseUntil: Date): Promise<boolean> {
    const taken = await this.db(this.spec.table)
      .where({ id: item.id, status: 'pending', attempts: item.attempts })
      .andWhere('next_attempt_at', '<=', toDb(now))
      .update({ next_attempt_at: toDb(leaseUntil) });
    return taken === 1;
  }

  /** The attempt's outcome, with `alongside` in its transaction; false (and `alongside` not run) when another run settled it first. */
  async settle(item: WorkItem<P>, outcome: Settlement, at: Date, alongside?: (trx: Knex) => Promise<void>): Promise<boolean> {
    const common = { attempts: item.attempts + 1, first_attempt_at: toDb(item.firstAttemptAt ?? at) };
    const cleared = Object.fromEntries((this.spec.clearedWhenFinished ?? []).map((column) => [column, null]));
    const changes =
      outcome.status === 'retry'
        ? { next_attempt_at: toDb(outcome.retryAt), last_error: failure(outcome.error, at) }
        : { status: outcome.status === 'done' ? (outcome.as ?? this.spec.doneStatus) : 'failed', [this.spec.finishedColumn]: toDb(at), last_error: outcome.status === 'done' ? null : failure(outcome.error, at), ...cleared };
    const apply = async (db: Knex) => (await db(this.spec.table).where({ id: item.id, status: 'pending', attempts: item.attempts }).update({ ...common, ...changes })) === 1;
    if (!alongside) return apply(this.db);
    return this.db.transaction(async (trx) => {
      const changed = await apply(trx);
      if (changed) await alongside(trx);
      return changed;
    });
  }

  /** Forgets items finished before `before`, in every partition; the cursors are past their events, so none is recorded again. */
  async pruneFinished(before: Date): Promise<void> {
    await this.db(this.spec.table).whereNot('status', 'pending').andWhere(this.spec.finishedColumn, '<', toDb(before)).delete();
  }

  /** When the next item falls due: of the first pending items of each key, as one behind another is not attempted before it. */
  async nextDue(): Promise<Date | undefined> {
    const row: { next: Date | string | null } | undefined = await this.heads().first(this.db.raw('min(m.next_attempt_at) as next'));
    return row?.next ? fromDb(row.next) : undefined;
  }

  /** Items due by `now` and not being attempted: how many, and since when. */
  async backlog(now: Date): Promise<Backlog> {
    const row: { n: unknown; oldest: Date | string | null } | undefined = await this.inPartition(this.db(this.spec.table))
      .where({ status: 'pending' })
      .andWhere('next_attempt_at', '<=', toDb(now))
      .first(this.db.raw('count(*) as n'), this.db.raw('min(next_attempt_at) as oldest'));
    const count = Number(row?.n ?? 0);
    return count && row?.oldest ? { count, oldestDueAt: fromDb(row.oldest) } : { count };
  }

  /** The partitions with an item due by `now` (the sweep). */
  async duePartitions(now: Date): Promise<Set<string>> {
    const column = this.spec.partitionColumn!;
    const keys: unknown[] = await this.db(this.spec.table).where({ status: 'pending' }).andWhere('next_attempt_at', '<=', toDb(now)).distinct().pluck(column);
    return new Set(keys.map(String));
  }

  /** The first pending item of each key (of this partition's, when one's), as `m`. */
  private heads(): Knex.QueryBuilder {
    const { table, keyColumn, partitionColumn } = this.spec;
    return this.inPartition(this.db(`${table} as m`), 'm.')
      .where({ 'm.status': 'pending' })
      .whereNotExists((earlier) => {
        earlier.select(this.db.raw('1')).from(`${table} as e`).whereRaw('e.?? = m.??', [keyColumn, keyColumn]).andWhere('e.status', 'pending').andWhereRaw('e.event_id < m.event_id');
        if (partitionColumn) earlier.andWhereRaw('e.?? = m.??', [partitionColumn, partitionColumn]);
      });
  }

  /** Reads of one partition's items only, when this is one partition's. */
  private inPartition(query: Knex.QueryBuilder, alias = ''): Knex.QueryBuilder {
    const { partitionColumn } = this.spec;
    return partitionColumn && this.partitionKey !== undefined ? query.where(`${alias}${partitionColumn}`, this.partitionKey) : query;
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
