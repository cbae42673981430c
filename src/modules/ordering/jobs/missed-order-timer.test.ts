import { describe, expect, it } from 'vitest';
import type { EnqueueOptions, JobQueue } from '../../../shared/jobs/job-queue.js';
import { createLogger } from '../../../shared/logger.js';
import type { OrderEvent } from '../domain/order-event.js';
import type { OrderLifecycleService } from '../order-lifecycle-service.js';
import type { OrderLifecycleRepository } from '../ports.js';
import { DueOrderJobs } from './due-order-jobs.js';
import { CANCEL_MISSED_ORDER_JOB, MissedOrderTimer } from './missed-order-timer.js';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const clock = { now: () => NOW };

function recordingQueue() {
  const queued: Array<{ name: string; payload: unknown; options?: EnqueueOptions }> = [];
  const queue: JobQueue = {
    holdsPayloadsInMemory: true,
    enqueue: async (name, payload, options) => void queued.push({ name, payload, options }),
    schedule: async () => undefined,
    close: async () => undefined,
  };
  return { queue, queued };
}

const event = (type: OrderEvent['type'], changes: Partial<OrderEvent['changes']> = {}): OrderEvent => ({
  id: 1,
  type,
  orderId: 'o1',
  restaurantId: 'r1',
  customerId: 'c1',
  status: 'paid',
  occurredAt: NOW,
  changes: { from: 'placed', to: 'paid', by: 'payment:evt', ...changes },
});

describe('the missed-order timer', () => {
  it('queues one job per paid order, deduped by its id, due at its accept-by time', async () => {
    const { queue, queued } = recordingQueue();
    const timer = new MissedOrderTimer(queue, clock);
    await timer.onOrderChange(event('paid', { acceptBy: '2026-11-27T12:10:00.000Z' }));
    await timer.onOrderChange(event('accepted'));
    await timer.onOrderChange(event('placed'));
    expect(queued).toEqual([
      { name: CANCEL_MISSED_ORDER_JOB, payload: { orderId: 'o1', acceptBy: '2026-11-27T12:10:00.000Z' }, options: { dedupeKey: 'o1', delayMs: 600_000 } },
    ]);
  });

  it('runs the cancel once due, and queues itself again for the rest when run early', async () => {
    const { queue, queued } = recordingQueue();
    const cancelled: string[] = [];
    const lifecycle = { cancelMissed: async (id: string) => Boolean(cancelled.push(id)) } as unknown as OrderLifecycleService;
    const jobs = new DueOrderJobs(lifecycle, {} as OrderLifecycleRepository, new MissedOrderTimer(queue, clock), clock, createLogger('silent'), 600_000);
    await jobs.cancelMissedJob.handle({ orderId: 'early', acceptBy: '2026-11-27T12:00:02.000Z' });
    await jobs.cancelMissedJob.handle({ orderId: 'due', acceptBy: NOW.toISOString() });
    expect(cancelled).toEqual(['due']);
    expect(queued).toEqual([{ name: CANCEL_MISSED_ORDER_JOB, payload: { orderId: 'early', acceptBy: '2026-11-27T12:00:02.000Z' }, options: { dedupeKey: 'early', delayMs: 2_000 } }]);
    await expect(jobs.cancelMissedJob.handle({ orderId: 'x' })).rejects.toThrow(/needs an orderId and acceptBy/);
  });

  it('sweeps as often as the accept timeout, at most every minute, and stops on a page where nothing changed', async () => {
    const { queue } = recordingQueue();
    const timer = new MissedOrderTimer(queue, clock);
    const full = Array.from({ length: 100 }, (_, i) => `o${i}`);
    let pages = 0;
    const orders = { paidUnacceptedBy: async () => (pages++, full), placedBefore: async () => [] } as unknown as OrderLifecycleRepository;
    // Another worker got there first: every cancel finds nothing to do.
    const lifecycle = { cancelMissed: async () => false, cancelUnpaid: async () => false, payOwedPauses: async () => 0 } as unknown as OrderLifecycleService;
    const jobs = new DueOrderJobs(lifecycle, orders, timer, clock, createLogger('silent'), 1_000);
    await jobs.sweep();
    expect(pages).toBe(1);
    expect(jobs.everyMs).toBe(1_000);
    expect(new DueOrderJobs(lifecycle, orders, timer, clock, createLogger('silent'), 600_000).everyMs).toBe(60_000);
  });
});
