import { Queue, UnrecoverableError, Worker, type Job, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { connect, disconnect, type BullMqJobQueue } from './bullmq-job-queue.js';
import { laneQueueName } from './job-lanes.js';
import { handlersByName, logFailure } from './job-policy.js';
import { QUEUE_NAME, type JobHandler, type JobRunner, type JobSchedule } from './job-queue.js';
import { startHeartbeat } from './worker-heartbeat.js';

export interface RunnerSettings {
  queueName?: string;
  /** See stallSettings; unset keeps BullMQ's 30 s. */
  stallMs?: number;
  /** Jobs of one kind this worker runs at once, unless its handler sets its own (job-lanes.ts). */
  concurrency: number;
  /** How often this worker makes sure the schedules are in Redis (a FLUSHALL cuts no connection). */
  scheduleCheckMs: number;
}

/**
 * A job whose worker died (its lock not renewed for `stallMs`) goes back to the queue at a
 * later stall check, so another worker, or the same one restarted, finishes it: within two
 * to three times stallMs. Short values suit tests; a busy event loop must renew within it.
 */
function stallSettings(stallMs: number | undefined): Pick<WorkerOptions, 'lockDuration' | 'stalledInterval'> {
  return stallMs === undefined ? {} : { lockDuration: stallMs, stalledInterval: stallMs };
}

/**
 * Consumer side, run by worker.ts. Redis keeps nothing the deployment cannot rebuild: each
 * worker puts the schedules back whenever its connection is (re)established and every
 * `scheduleCheckMs`, and the schedules' sweeps find lost jobs' work again in the database.
 */
export class BullMqJobRunner implements JobRunner {
  private workers: Worker[] = [];
  private connection?: Redis;
  private stopHeartbeat?: () => void;
  private scheduleCheck?: NodeJS.Timeout;

  constructor(
    private readonly redisUrl: string,
    private readonly logger: Logger,
    private readonly producer: BullMqJobQueue,
    private readonly settings: RunnerSettings,
  ) {}

  async start(handlers: JobHandler[], schedules: readonly JobSchedule[] = []): Promise<void> {
    const byName = handlersByName(handlers);
    const base = this.settings.queueName ?? QUEUE_NAME;
    this.connection = connect(this.redisUrl);
    // A worker per lane, each with its own budget; the base queue's worker finishes what a
    // process from before lanes queued there (docs/architecture/jobs.md "Lanes").
    const lanes = [...handlers.map((h) => ({ queue: laneQueueName(base, h.name), concurrency: h.concurrency ?? this.settings.concurrency })), { queue: base, concurrency: 1 }];
    this.workers = lanes.map(({ queue, concurrency }) => {
      const worker = new Worker(queue, (job) => this.process(byName, job), { connection: this.connection!, concurrency, ...stallSettings(this.settings.stallMs) });
      worker.on('error', (err) => this.logger.error({ err, queue }, 'job worker error'));
      return worker;
    });
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
    await this.dropBaseSchedules();
    // Job-free proof of life: an idle worker is as alive as a busy one.
    this.stopHeartbeat = await startHeartbeat(this.connection, base, this.logger);
    await this.restoreSchedules(schedules);
    this.connection.on('ready', () => void this.restoreSchedules(schedules));
    this.scheduleCheck = setInterval(() => void this.restoreSchedules(schedules), this.settings.scheduleCheckMs).unref();
  }

  /** Waits for the jobs this worker is running; the rest stay in Redis for other workers. */
  async close(): Promise<void> {
    clearInterval(this.scheduleCheck);
    this.stopHeartbeat?.();
    await Promise.all(this.workers.map((worker) => worker.close()));
    if (this.connection) await disconnect(this.connection);
  }

  /** Schedules registered on the base queue before lanes would keep queueing there beside their lanes' own. */
  private async dropBaseSchedules(): Promise<void> {
    const base = new Queue(this.settings.queueName ?? QUEUE_NAME, { connection: this.connection! });
    try {
      for (const scheduler of await base.getJobSchedulers()) await base.removeJobScheduler(scheduler.key);
    } finally {
      await base.close();
    }
  }

  /** Upserts only what is missing, so a check does not move a schedule's next run. */
  private async restoreSchedules(schedules: readonly JobSchedule[]): Promise<void> {
    if (schedules.length === 0 || this.connection?.status !== 'ready') return;
    try {
      const restored = await this.producer.restoreSchedules(schedules);
      if (restored.length) this.logger.info({ schedules: restored }, 'job schedules registered');
    } catch (err) {
      this.logger.warn({ err }, 'job schedules not checked: Redis did not answer');
    }
  }

  private async process(byName: Map<string, JobHandler>, job: Job): Promise<void> {
    const handler = byName.get(job.name);
    if (!handler) {
      // Retrying would not help: no worker of this deployment handles it.
      this.logger.error({ job: job.name, id: job.id }, 'no handler for job');
      throw new UnrecoverableError(`No handler for job "${job.name}"`);
    }
    try {
      await handler.handle(job.data);
    } catch (err) {
      logFailure(this.logger, job.name, job.attemptsMade + 1, job.opts.attempts ?? 1, err);
      throw err;
    }
  }
}
