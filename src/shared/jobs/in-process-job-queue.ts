import type { HealthResult } from '../health.js';
import type { Logger } from '../logger.js';
import { BackgroundLane } from './background-lane.js';
import { backoffDelay, dedupeId, handlersByName, logFailure, retryPolicy, type RetryPolicy } from './job-policy.js';
import type { EnqueueOptions, JobHandler, JobQueue, JobRunner, JobSchedule } from './job-queue.js';
import { PendingTimers } from './pending-timers.js';

/** Ticks of one schedule share this key, so a slow run never piles up more runs behind it. */
const SCHEDULE_KEY = 'schedule';
/**
 * Background jobs at a time. One: on SQLite every query runs on the event loop, and the
 * lane's job is to keep the API answering while it works through a sweep's backlog.
 */
const BACKGROUND_CONCURRENCY = 1;

/**
 * Runs jobs in this process, after the current request; used when no Redis is configured.
 * Jobs do not survive a restart: the price of needing nothing installed.
 */
export class InProcessJobQueue implements JobQueue, JobRunner {
  readonly holdsPayloadsInMemory = true;
  private handlers = new Map<string, JobHandler>();
  private readonly schedules = new Map<string, NodeJS.Timeout>();
  private readonly timers = new PendingTimers();
  private readonly background = new BackgroundLane(BACKGROUND_CONCURRENCY);
  private readonly jobs = new Set<Promise<void>>();
  /** Dedupe ids whose job has not started (first attempt) yet: a new enqueue collapses into it. */
  private readonly waiting = new Set<string>();
  /** Last job per dedupe id; the next one starts after it, as with BullMQ's keepLastIfActive. */
  private readonly latest = new Map<string, Promise<void>>();
  private closed = false;

  constructor(private readonly logger: Logger) {}

  async start(handlers: JobHandler[], schedules: readonly JobSchedule[] = []): Promise<void> {
    this.handlers = handlersByName(handlers);
    for (const s of schedules) await this.schedule(s);
  }

  async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for job "${name}"`);
    if (this.closed) throw new Error('The job queue is closed');
    const id = options.dedupeKey === undefined ? undefined : dedupeId(name, options.dedupeKey);
    if (id !== undefined && this.waiting.has(id)) return;
    const previous = id === undefined ? undefined : this.latest.get(id);
    const job = this.run(handler, payload, options, id, previous).finally(() => {
      this.jobs.delete(job);
      if (id === undefined || this.latest.get(id) !== job) return;
      // The newest job of its key ended, run or dropped on close: nothing is left to collapse into.
      this.latest.delete(id);
      this.waiting.delete(id);
    });
    this.jobs.add(job);
    if (id === undefined) return;
    this.waiting.add(id);
    this.latest.set(id, job);
  }

  async schedule({ name, payload, everyMs }: JobSchedule): Promise<void> {
    const tick = () => this.enqueue(name, payload, { dedupeKey: SCHEDULE_KEY });
    await tick();
    clearInterval(this.schedules.get(name));
    const timer = setInterval(() => {
      tick().catch((err: unknown) => this.logger.error({ err, job: name }, 'scheduled job not enqueued'));
    }, everyMs);
    this.schedules.set(name, timer.unref());
  }

  async health(): Promise<HealthResult> {
    return { status: 'healthy', detail: 'in-process' };
  }

  /**
   * Resolves once no job is delayed, waiting or running, counting jobs enqueued meanwhile (a
   * sweep's fan-out): for tools that must see background work through, such as the bench.
   */
  async idle(): Promise<void> {
    while (this.jobs.size > 0) await Promise.all(this.jobs);
  }

  /**
   * Stops schedules, drops delayed jobs, pending retries and background jobs not yet begun,
   * and waits for jobs already running.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.schedules.values()) clearInterval(timer);
    this.schedules.clear();
    this.timers.close();
    this.background.close();
    await Promise.all(this.jobs);
  }

  private async run(
    handler: JobHandler,
    payload: unknown,
    options: EnqueueOptions,
    id?: string,
    previous?: Promise<void>,
  ): Promise<void> {
    // Even without a delay the job waits a tick, so it runs after the caller has moved on.
    const due = await this.timers.wait(options.delayMs ?? 0);
    await previous;
    if (!due || this.closed) return;
    const start = () => {
      if (id !== undefined) this.waiting.delete(id);
      return handler.handle(payload);
    };
    await this.attempt(handler.name, options.background ? () => this.background.run(start) : start, retryPolicy(options));
  }

  /** Each try takes its own turn in the background lane: a backoff wait holds no slot. */
  private async attempt(job: string, once: () => Promise<void>, policy: RetryPolicy): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await once();
        return;
      } catch (err) {
        logFailure(this.logger, job, attempt, policy.attempts, err);
        if (attempt >= policy.attempts || !(await this.timers.wait(backoffDelay(policy, attempt)))) return;
      }
    }
  }
}
