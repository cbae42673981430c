import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../jobs/job-queue.js';
import { DurableConsumer, type ConsumerSteps } from './durable-consumer.js';
import type { ConsumerBase, LoggedEvent } from './event-consumer.js';
import type { ConsumerCursor } from './knex-consumer-cursors.js';

const clock = { now: () => new Date('2026-12-01T12:00:00Z') };

/** A log that always has another full page after the cursor: steady traffic. */
function busyLog() {
  return { after: async (afterId: number, limit: number): Promise<LoggedEvent[]> => Array.from({ length: limit }, (_, i) => ({ id: afterId + i + 1 })) };
}

function consumerOf(log: { after(afterId: number, limit: number): Promise<LoggedEvent[]> }, due: number[]) {
  let cursor = 0;
  const cursors: ConsumerCursor = { name: 'test', read: async () => cursor, advance: async () => true };
  const calls: string[] = [];
  const enqueued: unknown[] = [];
  const steps: ConsumerSteps<LoggedEvent> = {
    takeIn: async (wanted, upTo) => {
      calls.push('takeIn');
      cursor = upTo;
      return wanted.length;
    },
    performDue: async () => {
      calls.push('performDue');
      return due.shift() ?? 0;
    },
    nextDue: async () => undefined,
    backlog: async () => ({ count: 0 }),
    pruneFinished: async () => undefined,
  };
  const handler: ConsumerBase<LoggedEvent> = { name: 'test', run: { jobName: 'test.run', dedupeKey: 'test' }, sweep: { name: 'test.sweep', everyMs: 1_000 }, wants: () => true };
  const queue = { enqueue: async (...args: unknown[]) => void enqueued.push(args) } as unknown as JobQueue;
  return { consumer: new DurableConsumer(log, cursors, handler, steps, queue, clock), calls, enqueued };
}

describe('DurableConsumer.run (docs/architecture/order-consumers.md "Runs")', () => {
  it('performs what is due after every page under steady traffic, and queues itself again once its rounds are spent', async () => {
    const { consumer, calls, enqueued } = consumerOf(busyLog(), []);
    await consumer.run();
    expect(calls.filter((c) => c === 'takeIn').length).toBe(20);
    expect(calls).toEqual(Array.from({ length: 20 }, () => ['takeIn', 'performDue']).flat());
    expect(enqueued).toEqual([['test.run', {}, { dedupeKey: 'test', attempts: undefined, backoffMs: undefined }]]);
  });

  it('keeps performing while attempts are made after the log is read, then stops', async () => {
    const { consumer, calls, enqueued } = consumerOf({ after: async () => [] }, [3, 1]);
    await consumer.run();
    expect(calls).toEqual(['performDue', 'performDue', 'performDue']);
    expect(enqueued).toEqual([]);
  });
});
