import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { probe, type HealthResult } from '../health.js';
import type { Logger } from '../logger.js';
import { laneQueueName } from './job-lanes.js';
import { dedupeId, retryPolicy } from './job-policy.js';
import { QUEUE_NAME } from './job-queue.js';
import type { EnqueueOptions, JobQueue, JobSchedule } from './job-queue.js';
import { readHeartbeat } from './worker-heartbeat.js';

export function connect(redisUrl: string): Redis {
  // BullMQ workers block on Redis; they must not give up on a slow reply.
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

/** BullMQ leaves a connection it was given open. quit() would wait out a pending reconnect. */
export async function disconnect(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}

/**
 * BullMQ takes jobs without a priority before any prioritized one, and a lower number first:
 * urgent jobs carry none, background ones the last.
 */
const PRIORITY = { normal: 1, background: 2 };

/** Retries, priority, and enough finished jobs kept to look into recent failures without Redis growing. */
export function jobOptions(options: EnqueueOptions): JobsOptions {
  const { attempts, backoffMs } = retryPolicy(options);
  const priority = options.urgent ? undefined : PRIORITY[options.background ? 'background' : 'normal'];
  return { attempts, backoff: { type: 'exponential', delay: backoffMs }, priority, removeOnComplete: 100, removeOnFail: 500 };
}

/**
 * BullMQ's plain deduplication (no ttl) holds the key until the job *finishes*, so an enqueue
 * while it runs would be dropped and that change lost. `keepLastIfActive` keeps the rule of
 * the port: while the job waits (or is delayed) enqueues collapse into it; while it runs, the
 * last one is kept and becomes a new job once the run ends, so runs per key never overlap.
 * (A jobId-based key would also refuse enqueues while the job runs, or even after it ended.)
 */
function deduplication(name: string, dedupeKey: string | undefined): JobsOptions['deduplication'] {
  return dedupeKey === undefined ? undefined : { id: dedupeId(name, dedupeKey), keepLastIfActive: true };
}

/** How long an enqueue may hold up its caller (a request) while Redis does not answer. */
const ENQUEUE_WAIT_MS = 1_000;

/** True when `work` settled (resolved, or rejected: then it throws) within `ms`. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Producer side: the API enqueues; any number of workers share one Redis. */
export class BullMqJobQueue implements JobQueue {
  readonly holdsPayloadsInMemory = false;
  private readonly connection: Redis;
  /** A queue per kind of job (job-lanes.ts), made on first use; they share one connection. */
  private readonly lanes = new Map<string, Queue>();

  constructor(
    redisUrl: string,
    private readonly logger: Logger,
    readonly queueName = QUEUE_NAME,
  ) {
    this.connection = connect(redisUrl);
  }

  /** The queue of a kind of job: its lane. */
  laneOf(jobName: string): Queue {
    let lane = this.lanes.get(jobName);
    if (!lane) {
      lane = new Queue(laneQueueName(this.queueName, jobName), { connection: this.connection });
      // Without a listener BullMQ prints every failed reconnect to the console.
      lane.on('error', (err) => this.logger.warn({ err }, 'job queue cannot reach Redis'));
      this.lanes.set(jobName, lane);
    }
    return lane;
  }

  /**
   * Bounded: a request must not hang while Redis is away (the connection waits for it for
   * ever). Past ENQUEUE_WAIT_MS, or at once while reconnecting, the job stays in the
   * connection's offline queue and reaches Redis when it returns; only this process dying
   * first loses it (the outbox and staleness sweeps find such work again).
   */
  async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    const deduped = deduplication(name, options.dedupeKey);
    const added = this.laneOf(name).add(name, payload, { ...jobOptions(options), delay: options.delayMs, deduplication: deduped });
    const waitMs = this.connection.status === 'reconnecting' ? 0 : ENQUEUE_WAIT_MS;
    if (await settlesWithin(added, waitMs)) return;
    this.logger.warn({ job: name }, 'Redis is unreachable: the job is sent once it is back');
    added.catch((err: unknown) => this.logger.error({ err, job: name }, 'job not queued: Redis did not come back'));
  }

  /** The scheduler lives in Redis under the job's name, in its lane: every worker upserts the same one. */
  async schedule({ name, payload, everyMs }: JobSchedule): Promise<void> {
    await this.laneOf(name).upsertJobScheduler(name, { every: everyMs }, { name, data: payload, opts: jobOptions({}) });
  }

  /** Registers the schedules Redis does not hold (any more: a wiped Redis forgets them); returns their names. */
  async restoreSchedules(schedules: readonly JobSchedule[]): Promise<string[]> {
    const missing = await this.missingSchedules(schedules.map((s) => s.name));
    for (const s of schedules.filter((s) => missing.includes(s.name))) await this.schedule(s);
    return missing;
  }

  async missingSchedules(names: readonly string[]): Promise<string[]> {
    const found = await Promise.all(names.map((name) => this.laneOf(name).getJobScheduler(name)));
    return names.filter((_, i) => !found[i]);
  }

  /** Per lane, since when its longest-waiting job has been due (epoch ms); lanes with none waiting are left out. */
  async oldestWaiting(jobNames: readonly string[]): Promise<Map<string, number>> {
    const oldest = new Map<string, number>();
    await Promise.all(
      jobNames.map(async (name) => {
        // Oldest first in the wait list; the prioritized set starts with its most urgent, oldest job.
        const lane = this.laneOf(name);
        const firsts = await Promise.all([lane.getJobs(['wait'], 0, 0, true), lane.getJobs(['prioritized'], 0, 0, true)]);
        const times = firsts.flat().map((job) => job.timestamp + (job.delay ?? 0));
        if (times.length) oldest.set(name, Math.min(...times));
      }),
    );
    return oldest;
  }

  /** Counts summed over the lanes of the jobs named. */
  async health(jobNames: readonly string[]): Promise<HealthResult> {
    // Asking now would only queue one more command behind the reconnect.
    if (this.connection.status === 'reconnecting') return { status: 'error', detail: 'Redis unreachable, reconnecting' };
    return probe(async () => {
      const counts = await Promise.all(jobNames.map((name) => this.laneOf(name).getJobCounts('waiting', 'delayed', 'failed')));
      const sum = (state: string) => counts.reduce((total, lane) => total + (lane[state] ?? 0), 0);
      return { status: 'healthy', detail: `${sum('waiting')} waiting, ${sum('delayed')} delayed, ${sum('failed')} failed` };
    });
  }

  /** When any worker of this queue last said it is alive (epoch ms); the jobs health check reads it. */
  lastWorkerBeat(): Promise<number | undefined> {
    return readHeartbeat(this.connection, this.queueName);
  }

  /** Schedules stay in Redis: they belong to the deployment, not to one process. */
  async close(): Promise<void> {
    await Promise.all([...this.lanes.values()].map((lane) => lane.close()));
    await disconnect(this.connection);
  }
}
