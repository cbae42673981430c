import type { JobHandler } from './job-queue.js';

/**
 * Each kind of job has a lane of its own on BullMQ: a queue named after it, run by a worker of
 * its own with its own concurrency, so no kind can take every slot (a burst of payment events
 * once held 19 of 20) and a recovery sweep never waits behind the new work it recovers
 * (docs/architecture/jobs.md "Lanes").
 */
export function laneQueueName(baseQueueName: string, jobName: string): string {
  return `${baseQueueName}.${jobName}`;
}

/** A job that has waited longer than this for its turn makes /health/checks warn, naming its lane. */
export const DEFAULT_MAX_WAIT_MS = 30_000;

export function maxWaitOf(handler: Pick<JobHandler, 'maxWaitMs'>): number {
  return handler.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
}
