import type { Logger } from '../logger.js';
import type { EnqueueOptions, JobHandler } from './job-queue.js';

/** Rules both adapters share, so in-process and BullMQ mode retry and log alike. */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

export function retryPolicy(options: EnqueueOptions = {}): RetryPolicy {
  return { attempts: Math.max(1, options.attempts ?? 3), backoffMs: options.backoffMs ?? 1000 };
}

/** Wait before the next try after `failed` tries: backoffMs, then 2x, 4x... (as BullMQ's 'exponential'). */
export function backoffDelay(policy: RetryPolicy, failed: number): number {
  return policy.backoffMs * 2 ** (failed - 1);
}

/**
 * Dedupe keys are scoped to the job name: two jobs that happen to share a key (an order id,
 * say) must never swallow each other.
 */
export function dedupeId(name: string, dedupeKey: string): string {
  return `${name}:${dedupeKey}`;
}

/** A failure that will be retried is a warning; the last one is an error. */
export function logFailure(logger: Logger, job: string, attempt: number, attempts: number, err: unknown): void {
  const fields = { err, job, attempt, attempts };
  if (attempt < attempts) logger.warn(fields, 'job failed, will retry');
  else logger.error(fields, 'job failed for good');
}

/** Indexes handlers by name; a duplicate name is a wiring mistake, so it fails at startup. */
export function handlersByName(handlers: JobHandler[]): Map<string, JobHandler> {
  const byName = new Map<string, JobHandler>();
  for (const handler of handlers) {
    if (byName.has(handler.name)) throw new Error(`Two job handlers are named "${handler.name}"`);
    byName.set(handler.name, handler);
  }
  return byName;
}
