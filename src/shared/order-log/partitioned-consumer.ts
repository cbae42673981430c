import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import type { EnqueueOptions, JobHandler, JobQueue } from '../jobs/job-queue.js';
import type { Backlog, OverdueWork } from '../jobs/overdue-work.js';
import type { Logger } from '../logger.js';
import { firstWanted, isBehind, queueConsumerRun, runStream, type ConsumerStream } from './durable-consumer.js';
import type { LoggedEvent, PartitionedHandler, RunQueueing } from './event-consumer.js';
import { KnexConsumerCursors, partitionCursorName } from './knex-consumer-cursors.js';
import type { KnexWorkItems } from './knex-work-items.js';
import { recordedSteps } from './recorded-steps.js';

/** Partitions read at once by the sweep and the retention floor. */
const PARTITIONS_PAGE = 500;

type PartitionRuns = PartitionedHandler<LoggedEvent, unknown, unknown>['run'];

/** A partition's run: the job names the partition only, and runs of one partition collapse by its key. */
const runOf = (run: PartitionRuns, key: string): RunQueueing => ({ jobName: run.jobName, dedupeKey: key, payload: { [run.field]: key } });

/** Queues a partition's run (a module's ORDER_CHANGE_LISTENERS listener: it needs only the queue). */
export function queuePartitionRun(queue: JobQueue, run: PartitionRuns, key: string, options: Pick<EnqueueOptions, 'background'> = {}): Promise<void> {
  return queueConsumerRun(queue, runOf(run, key), options);
}

/**
 * A recording consumer per partition (docs/architecture/order-consumers.md "Partitions"): each
 * partition's runs read its own events after its own cursor and perform its own items, as a
 * DurableConsumer's do; the sweep, the backlog, pruning and the retention floor go over them all.
 */
export class PartitionedConsumer<E extends LoggedEvent, P, T, D = undefined> implements OverdueWork {
  readonly name: string;
  readonly everyMs: number;
  readonly job: JobHandler<Record<string, string>>;
  /** ORDER_EVENT_CONSUMERS: the first event after any partition's cursor that the consumer wants. */
  readonly unread: { name: string; lowestUnread(): Promise<number | undefined> };
  private readonly cursors: KnexConsumerCursors;

  constructor(
    private readonly handler: PartitionedHandler<E, P, T, D>,
    private readonly work: KnexWorkItems<P>,
    private readonly deps: { db: Knex; queue: JobQueue; clock: Clock; logger: Logger },
  ) {
    this.cursors = new KnexConsumerCursors(deps.db);
    this.name = handler.sweep.name;
    this.everyMs = handler.sweep.everyMs;
    this.job = { name: handler.run.jobName, handle: (payload) => this.run(String(payload[handler.run.field])).then(() => undefined) };
    this.unread = { name: handler.name, lowestUnread: () => this.lowestUnread() };
  }

  /** The partition's run; nothing once it is removed. */
  async run(key: string): Promise<number> {
    const partition = await this.handler.partitions.find(key);
    return partition === undefined ? 0 : runStream(this.streamOf(partition), this.deps.queue, this.deps.clock);
  }

  /** Prunes every partition's finished items, then queues a run for each partition behind its events or with an item due. */
  async sweep(): Promise<void> {
    const now = this.deps.clock.now();
    await this.work.pruneFinished(new Date(now.getTime() - this.handler.keepMs));
    const due = await this.work.duePartitions(now);
    await this.eachPartition(async (partition, after) => {
      const key = this.handler.partitions.keyOf(partition);
      if (due.has(key) || (await isBehind(this.handler.partitions.log(partition), after))) await queuePartitionRun(this.deps.queue, this.handler.run, key, { background: true });
    });
  }

  backlog(): Promise<Backlog> {
    return this.work.backlog(this.deps.clock.now());
  }

  private async lowestUnread(): Promise<number | undefined> {
    let lowest: number | undefined;
    await this.eachPartition(async (partition, after) => {
      const next = await firstWanted(this.handler.partitions.log(partition), after, (event) => this.handler.wants(event));
      if (next !== undefined && (lowest === undefined || next < lowest)) lowest = next;
    });
    return lowest;
  }

  /** Every partition with its cursor, a page at a time. */
  private async eachPartition(visit: (partition: T, after: number) => Promise<void>): Promise<void> {
    const { partitions, name } = this.handler;
    for (let page = await partitions.page('', PARTITIONS_PAGE); page.length; page = await partitions.page(partitions.keyOf(page[page.length - 1]!), PARTITIONS_PAGE)) {
      const cursors = await this.cursors.positions(page.map((partition) => partitionCursorName(name, partitions.keyOf(partition))));
      for (const partition of page) {
        const after = cursors.get(partitionCursorName(name, partitions.keyOf(partition)));
        if (after !== undefined) await visit(partition, after);
      }
    }
  }

  private streamOf(partition: T): ConsumerStream<E> {
    const key = this.handler.partitions.keyOf(partition);
    const cursor = this.cursors.ofPartition(this.handler.name, key);
    const steps = recordedSteps(this.handler, this.work.partition(key), cursor, this.deps, partition);
    return { log: this.handler.partitions.log(partition), cursor, steps, run: runOf(this.handler.run, key), wants: (event) => this.handler.wants(event) };
  }
}
