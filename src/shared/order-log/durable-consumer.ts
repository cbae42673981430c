import type { Clock } from '../clock.js';
import type { EnqueueOptions, JobHandler, JobQueue } from '../jobs/job-queue.js';
import type { Backlog, OverdueWork } from '../jobs/overdue-work.js';
import type { ConsumerBase, EventLogReader, LoggedEvent, RunQueueing } from './event-consumer.js';
import type { KnexConsumerCursors } from './knex-consumer-cursors.js';

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

type RunOptions = Pick<EnqueueOptions, 'background' | 'delayMs' | 'dedupeKey'>;

/**
 * Queues a consumer's run. It needs only the queue, so a module's ORDER_CHANGE_LISTENERS listener
 * can queue runs without depending on what the run reads (ordering's notifier is built before it).
 */
export function queueConsumerRun(queue: JobQueue, run: RunQueueing, options: RunOptions = {}): Promise<void> {
  const { jobName, dedupeKey, attempts, backoffMs } = run;
  return queue.enqueue(jobName, {}, { dedupeKey, attempts, backoffMs, ...options });
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

  constructor(
    private readonly log: EventLogReader<E>,
    private readonly cursors: KnexConsumerCursors,
    private readonly handler: ConsumerBase<E>,
    private readonly steps: ConsumerSteps<E>,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {
    this.name = handler.sweep.name;
    this.everyMs = handler.sweep.everyMs;
    this.job = { name: handler.run.jobName, handle: () => this.run().then(() => undefined) };
    this.unread = { name: handler.name, lowestUnread: () => this.lowestUnread() };
  }

  /**
   * Read a page, take it in, perform what is due; again while the page was full, then only
   * performing while attempts are made; at most ROUNDS rounds. Once a page comes back short the
   * run reads no more: an event committed after it queues a run of its own. Returns how many it acted on.
   */
  async run(): Promise<number> {
    let acted = 0;
    let reading = true;
    for (let round = 0; round < ROUNDS; round += 1) {
      if (reading) {
        const page = await this.log.after(await this.cursors.read(this.handler.name), PAGE);
        const last = page[page.length - 1];
        if (last) acted += await this.steps.takeIn(page.filter((event) => this.handler.wants(event)), last.id);
        reading = page.length === PAGE;
      }
      const performed = await this.steps.performDue();
      acted += performed;
      if (!reading && performed === 0) {
        await this.queueNextDue();
        return acted;
      }
    }
    // More remains: a run after this one (same key), so other jobs get their turn in between.
    await this.queueRun();
    return acted;
  }

  queueRun(options: RunOptions = {}): Promise<void> {
    return queueConsumerRun(this.queue, this.handler.run, options);
  }

  /** A run lost with a crash or a wiped Redis is made up: one is queued when events wait after the cursor or work is due. */
  async sweep(): Promise<void> {
    await this.steps.pruneFinished();
    const behind = (await this.log.after(await this.cursors.read(this.handler.name), 1)).length > 0;
    if (behind || (await this.steps.backlog()).count > 0) await this.queueRun({ background: true });
  }

  backlog(): Promise<Backlog> {
    return this.steps.backlog();
  }

  private async lowestUnread(): Promise<number | undefined> {
    for (let after = await this.cursors.read(this.handler.name); ; ) {
      const page = await this.log.after(after, UNREAD_PAGE);
      const wanted = page.find((event) => this.handler.wants(event));
      if (wanted) return wanted.id;
      if (page.length < UNREAD_PAGE) return undefined;
      after = page[page.length - 1]!.id;
    }
  }

  /** A delayed run for the next retry; its key carries the due second, so a sooner retry gets its own run. */
  private async queueNextDue(): Promise<void> {
    const due = await this.steps.nextDue();
    if (!due) return;
    const delayMs = Math.max(0, due.getTime() - this.clock.now().getTime());
    await this.queueRun({ delayMs, dedupeKey: `${this.handler.run.dedupeKey}:${Math.ceil(due.getTime() / 1000)}` });
  }
}
