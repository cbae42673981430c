import { token } from '../di.js';

/** A background job: a name and a handler for its JSON payload. Modules bind these. */
export interface JobHandler<P = unknown> {
  name: string;
  handle(payload: P): Promise<void>;
  /** Jobs of this kind one BullMQ worker runs at once: its lane's budget (default JOB_CONCURRENCY). */
  concurrency?: number;
  /** /health/checks warns once a job of this kind has waited longer than this for its turn (default 30 s). */
  maxWaitMs?: number;
}

export interface EnqueueOptions {
  /**
   * Jobs enqueued under one key while an earlier one still waits collapse into that one,
   * so a burst of changes is one run. Once that job has started, an enqueue makes a new
   * job, which runs after the current run ends (runs per key never overlap), so a change
   * made during a run is not lost. Keys are per job name. Since a collapsed payload is
   * dropped, the payload should name the work (an id), not carry the change.
   * Without a key every call is a job of its own.
   */
  dedupeKey?: string;
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number;
  /** Tries in all, with exponential backoff from `backoffMs` between them (default 3 and 1000). */
  attempts?: number;
  backoffMs?: number;
  /**
   * Work that may wait behind everything else, such as a sweep's fan-out over every
   * restaurant. In-process, background jobs run one at a time, letting requests in between,
   * beside the other jobs; on BullMQ they have a lower priority, so other jobs go first.
   */
  background?: boolean;
  /**
   * A customer is waiting on it (a payment reaching its order): on BullMQ it is taken before
   * every other waiting job. In-process every job but a background one starts at once anyway.
   */
  urgent?: boolean;
}

/** A job a module wants run every `everyMs`; declared through the JOB_SCHEDULES multi-binding. */
export interface JobSchedule {
  name: string;
  payload: unknown;
  everyMs: number;
}

/** Where jobs go: BullMQ on Redis when REDIS_URL is set, otherwise the API process itself. */
export interface JobQueue {
  /**
   * True when payloads stay in this process's memory until their job ends; false when they are
   * written elsewhere (Redis keeps them, and BullMQ keeps the last finished jobs), where a
   * payload should name its data (an id), never carry personal data.
   */
  readonly holdsPayloadsInMemory: boolean;
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /**
   * Starts (or replaces, by name: one schedule per job) a schedule. On BullMQ it lives in
   * Redis, shared by every process, and outlives this one; in-process it runs at once too.
   */
  schedule(schedule: JobSchedule): Promise<void>;
  /** Stops this process's schedules and pending delays, and waits for jobs already running. */
  close(): Promise<void>;
}

/** Processes jobs from the queue; in-process mode runs inside the API, BullMQ mode in worker.ts. */
export interface JobRunner {
  /**
   * Runs the handlers' jobs and keeps the schedules registered (BullMQ: put back whenever Redis
   * has lost them). Throws when two handlers share a name.
   */
  start(handlers: JobHandler[], schedules?: readonly JobSchedule[]): Promise<void>;
  close(): Promise<void>;
}

export const JOB_QUEUE = token<JobQueue>('jobs.JobQueue');
export const JOB_RUNNER = token<JobRunner>('jobs.JobRunner');
/** Multi-bindings: every module adds its handlers and schedules. */
export const JOB_HANDLERS = token<JobHandler>('jobs.JobHandlers');
export const JOB_SCHEDULES = token<JobSchedule>('jobs.JobSchedules');
export const QUEUE_NAME = 'marketplace-jobs';
