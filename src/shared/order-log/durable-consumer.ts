import type { Clock } from '../clock.js';
import type { EnqueueOptions, JobHandler, JobQueue } from '../jobs/job-queue.js';
import type { Backlog, OverdueWork } from '../jobs/overdue-work.js';
import type { ConsumerBase, EventLogReader, LoggedEvent, RunQueueing } from './event-consumer.js';
import type { ConsumerCursor } from './knex-consumer-cursors.js';

/**
 * Events read per round (a backlog of a few hundred, as after a worker outage, is recorded whole
 * before the first attempt), rounds per run (then the run queues itself again), and events per
 * look for the retention floor.
 */
const PAGE = 500;
const ROUNDS = 20;
const UNREAD_PAGE = 500;

/** How a consumer takes events in and does its work: straight away (direct-steps.ts) or through a work table (recorded-steps.ts). */
export interface ConsumerSteps<E extends LoggedEvent> {
  /** Takes in the wanted events of a page and moves the cursor to `upTo` (the page's last id); returns how many it acted on. */
  takeIn(wanted: readonly E[], upTo: number): Promise<number>;
  /** Performs what is due now; returns how many attempts it made. */
  performDue(): Promise<number>;
  nextDue(): Promise<Date | undefined>;
  backlog(): Promise<Backlog>;
  pruneFinished(): Promise<void>;
}

/** What one cursor's runs go over: a consumer's, or one partition's (partitioned-consumer.ts). */
export interface ConsumerStream<E extends LoggedEvent> {
  log: EventLogReader<E>;
  cursor: ConsumerCursor;
  steps: ConsumerSteps<E>;
  run: RunQueueing;
  wants(event: E): boolean;
}

type RunOptions = Pick<EnqueueOptions, 'background' | 'delayMs' | 'dedupeKey'>;

/**
 * Queues a consumer's run. It needs only the queue, so a module's ORDER_CHANGE_LISTENERS listener
 * can queue runs without depending on what the run reads (ordering's notifier is built before it).
 */
export function queueConsumerRun(queue: JobQueue, run: RunQueueing, options: RunOptions = {}): Promise<void> {
  const { jobName, dedupeKey, payload = {}, attempts, backoffMs } = run;
  return queue.enqueue(jobName, payload, { dedupeKey, attempts, backoffMs, ...options });
}

/**
 * A run: read a page, take it in, perform what is due; again while the page was full, then only
 * performing while attempts are made; at most ROUNDS rounds. Once a page comes back short the
 * run reads no more: an event committed after it queues a run of its own. Returns how many it acted on.
 */
export async function runStream<E extends LoggedEvent>(stream: ConsumerStream<E>, queue: JobQueue, clock: Clock): Promise<number> {
  let acted = 0;
  let reading = true;
  for (let round = 0; round < ROUNDS; round += 1) {
    if (reading) {
      const after = await stream.cursor.read();
      // A partition removed while it ran.
      if (after === undefined) return acted;
      const page = await stream.log.after(after, PAGE);
      const last = page[page.length - 1];
      if (last) acted += await stream.steps.takeIn(page.filter((event) => stream.wants(event)), last.id);
      reading = page.length === PAGE;
    }
    const performed = await stream.steps.performDue();
    acted += performed;
    if (!reading && performed === 0) {
      await queueNextDue(stream, queue, clock);
      return acted;
    }
  }
  // More remains: a run after this one (same key), so other jobs get their turn in between.
  await queueConsumerRun(queue, stream.run);
  return acted;
}

/** True when an event waits after the cursor (the sweep). */
export async function isBehind<E extends LoggedEvent>(log: EventLogReader<E>, after: number): Promise<boolean> {
  return (await log.after(after, 1)).length > 0;
}

/** The retention floor: the first event after `after` that the consumer wants. */
export async function firstWanted<E extends LoggedEvent>(log: EventLogReader<E>, after: number, wants: (event: E) => boolean): Promise<number | undefined> {
  for (;;) {
    const page = await log.after(after, UNREAD_PAGE);
    const wanted = page.find(wants);
    if (wanted) return wanted.id;
    if (page.length < UNREAD_PAGE) return undefined;
    after = page[page.length - 1]!.id;
  }
}

/** A delayed run for the next retry; its key carries the due second, so a sooner retry gets its own run. */
async function queueNextDue<E extends LoggedEvent>(stream: ConsumerStream<E>, queue: JobQueue, clock: Clock): Promise<void> {
  const due = await stream.steps.nextDue();
  if (!due) return;
  const delayMs = Math.max(0, due.getTime() - clock.now().getTime());
  await queueConsumerRun(queue, stream.run, { delayMs, dedupeKey: `${stream.run.dedupeKey}:${Math.ceil(due.getTime() / 1000)}` });
}

/**
 * THE way to react to order changes (docs/architecture/order-consumers.md): a cursor of its own
 * in `order_event_cursors`, runs that interleave reading a page with performing what is due
 * (so steady traffic never starves the work), a sweep that queues a lost run and prunes, a
 * backlog for /health/checks and the retention floor for ordering's ORDER_EVENT_CONSUMERS.
 */
export class DurableConsumer<E extends LoggedEvent> implements OverdueWork {
  readonly name: string;
  readonly everyMs: number;
  readonly job: JobHandler;
  /** ORDER_EVENT_CONSUMERS: the consumer's name and the first event after its cursor it wants. */
  readonly unread: { name: string; lowestUnread(): Promise<number | undefined> };
  private readonly stream: ConsumerStream<E>;

  constructor(
    log: EventLogReader<E>,
    cursor: ConsumerCursor,
    handler: ConsumerBase<E>,
    private readonly steps: ConsumerSteps<E>,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {
    this.stream = { log, cursor, steps, run: handler.run, wants: (event) => handler.wants(event) };
    this.name = handler.sweep.name;
    this.everyMs = handler.sweep.everyMs;
    this.job = { name: handler.run.jobName, handle: () => this.run().then(() => undefined) };
    this.unread = { name: handler.name, lowestUnread: async () => firstWanted(log, (await cursor.read()) ?? 0, this.stream.wants) };
  }

  run(): Promise<number> {
    return runStream(this.stream, this.queue, this.clock);
  }

  queueRun(options: RunOptions = {}): Promise<void> {
    return queueConsumerRun(this.queue, this.stream.run, options);
  }

  /** A run lost with a crash or a wiped Redis is made up: one is queued when events wait after the cursor or work is due. */
  async sweep(): Promise<void> {
    await this.steps.pruneFinished();
    const behind = await isBehind(this.stream.log, (await this.stream.cursor.read()) ?? 0);
    if (behind || (await this.steps.backlog()).count > 0) await this.queueRun({ background: true });
  }

  backlog(): Promise<Backlog> {
    return this.steps.backlog();
  }
}
