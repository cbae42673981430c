/** A background job: a name and a handler for its JSON payload. Modules bind these. */
export interface JobHandler<P = unknown> {
  name: string;
  handle(payload: P): Promise<void>;
}

/** Where jobs go: BullMQ on Redis when REDIS_URL is set, otherwise the API process itself. */
export interface JobQueue {
  enqueue(name: string, payload: unknown): Promise<void>;
  /** Runs the job every `everyMs`; calling it again with the same name replaces the schedule. */
  repeat(name: string, payload: unknown, everyMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Processes jobs from the queue; in-process mode runs inside the API, BullMQ mode in worker.ts. */
export interface JobRunner {
  start(handlers: JobHandler[]): Promise<void>;
  close(): Promise<void>;
}

export const JOB_QUEUE = Symbol.for('jobs.JobQueue');
export const JOB_RUNNER = Symbol.for('jobs.JobRunner');
export const JOB_HANDLERS = Symbol.for('jobs.JobHandlers');
export const QUEUE_NAME = 'marketplace-jobs';
