import type { Knex } from 'knex';

/** An entry of the order event log as a consumer sees it: all the core needs is its growing id. */
export interface LoggedEvent {
  id: number;
}

/** The log a consumer reads (ordering's, through the module's port): up to `limit` events after an id, in id order. */
export interface EventLogReader<E extends LoggedEvent> {
  after(afterId: number, limit: number): Promise<E[]>;
}

/** What the consumer needs of the job queue's options for its runs. */
export interface RunQueueing {
  /** The job that runs the consumer; its one dedupe key collapses a burst into one run. */
  jobName: string;
  dedupeKey: string;
  /** What the job names (a partition's key, docs/architecture/order-consumers.md "Partitions"); `{}` by default. */
  payload?: Record<string, string>;
  /** The queue's own retries of a run that throws (default: the queue's). */
  attempts?: number;
  backoffMs?: number;
}

/** What every consumer says of itself. */
export interface ConsumerBase<E extends LoggedEvent> {
  /** Its cursor's name, and its name to retention's warnings, e.g. "notifications.order-mail". */
  name: string;
  run: RunQueueing;
  /** How often the sweep looks for a lost run (docs/architecture/order-consumers.md "Sweep"). */
  sweep: { name: string; everyMs: number };
  /** The events it acts on; the others move the cursor and hold nothing back. */
  wants(event: E): boolean;
}

/**
 * A consumer that acts on each event as it reads it, in event order, and moves its cursor after
 * each: at least once (a crash in between acts again), for work the other side makes idempotent.
 */
export interface DirectHandler<E extends LoggedEvent> extends ConsumerBase<E> {
  perform(event: E): Promise<void>;
}

/**
 * A consumer whose work is only writes to its own tables (the ledger's postings): a page's wanted
 * events are applied on the transaction that moves the cursor past them, so each is applied
 * exactly once, however often a run is repeated or dies.
 */
export interface AppliedHandler<E extends LoggedEvent, W> extends ConsumerBase<E> {
  /** What the wanted events of a page need read first, outside the transaction (another module's data). */
  prepare(events: readonly E[]): Promise<W>;
  /** Writes what they make on `trx`; returns how many it wrote. */
  apply(trx: Knex, work: W): Promise<number>;
}

/** A work item to record: the module's payload, the event it came from and the key its order is kept by. */
export interface NewWork<P> {
  eventId: number;
  /** Items of one key go one at a time, in event order (an order's e-mails). */
  key: string;
  payload: P;
  /** Not attempted before this (a running-late e-mail held to one a minute); due at once when absent. */
  notBefore?: Date;
}

export interface WorkItem<P> extends NewWork<P> {
  id: number;
  attempts: number;
  firstAttemptAt: Date | null;
  nextAttemptAt: Date;
}

/**
 * What an attempt ends with: done, or the failure the retry policy is asked about (a throw is one
 * too, without `detail`); `detail` is what the module's attempt log keeps of it (a status code).
 * A done item may finish under a status of the module's other than its done word (`as`: an
 * e-mail `superseded` by a later one, never sent).
 */
export type AttemptOutcome<D = undefined> = ({ done: true; as?: string } | { done: false; error: string }) & { detail?: D };

/** What a recording consumer does with its work; `partition` is the partition an item is of (none unless partitioned). */
export interface Recording<E extends LoggedEvent, P, T = void, D = undefined> {
  /** The items a page of wanted events gives (rendered once: every attempt sends the same). */
  workOf(events: readonly E[]): Promise<NewWork<P>[]>;
  attempt(item: WorkItem<P>, startedAt: Date, partition: T): Promise<AttemptOutcome<D>>;
  /** When to try a failed item again, or undefined to give it up. */
  retryAt(item: WorkItem<P>, failedAt: Date): Date | undefined;
  /** The module's own record of an attempt (an attempt log), in its settlement's transaction; none when another run settled it first. */
  recordAttempt?(trx: Knex, item: WorkItem<P>, outcome: AttemptOutcome<D>, at: Date, partition: T): Promise<void>;
  /** Longer than an attempt can take: a run that died mid-attempt leaves it to be tried again after this. */
  leaseMs: number;
  /** Finished items are forgotten this long after they finished. */
  keepMs: number;
  /** Attempts at once (per partition when partitioned). */
  parallel: number;
}

/**
 * A consumer that records the work events give in its module's table (with the cursor's move, in
 * one transaction) and then performs each item with a claim, retries and per-key order.
 */
export interface RecordingHandler<E extends LoggedEvent, P> extends ConsumerBase<E>, Recording<E, P> {}

/** A partitioned consumer's partitions (an integrator's endpoints): each has its own events, cursor, runs and items. */
export interface Partitions<E extends LoggedEvent, T> {
  find(key: string): Promise<T | undefined>;
  /** Every partition, in key order after `afterKey`, a page at a time (the sweep, retention). */
  page(afterKey: string, limit: number): Promise<T[]>;
  keyOf(partition: T): string;
  /** The partition's events (an endpoint's: its restaurant's). */
  log(partition: T): EventLogReader<E>;
}

/**
 * A recording consumer split by a key (docs/architecture/order-consumers.md "Partitions"): a
 * cursor `<name>:<key>` per partition, started when the partition is made, runs per partition,
 * and its items in the module's table with the partition's key.
 */
export interface PartitionedHandler<E extends LoggedEvent, P, T, D = undefined> extends Omit<ConsumerBase<E>, 'run'>, Recording<E, P, T, D> {
  /** A partition's run: the job names the partition only (`{ [field]: key }`), deduped by its key. */
  run: { jobName: string; field: string };
  partitions: Partitions<E, T>;
}
