import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { EnqueueOptions, JobQueue } from '../../../shared/jobs/job-queue.js';
import type { OrderEvent } from '../../ordering/index.js';
import type { InsightsService } from '../insights-service.js';
import { InsightsJobs, RECOMPUTE_INSIGHTS_JOB } from './insights-jobs.js';

function harness(stale: string[] = []) {
  const enqueued: Array<{ name: string; payload: unknown; options?: EnqueueOptions }> = [];
  const recomputed: string[] = [];
  const queue: JobQueue = {
    holdsPayloadsInMemory: true,
    enqueue: async (name, payload, options) => void enqueued.push({ name, payload, options }),
    schedule: async () => {},
    close: async () => {},
  };
  const service = {
    recompute: async (id: string) => void recomputed.push(id),
    staleRestaurants: async () => stale,
  } as unknown as InsightsService;
  return { jobs: new InsightsJobs(service, queue, pino({ level: 'silent' }), 1_500), enqueued, recomputed };
}

describe('InsightsJobs', () => {
  const anEvent = (type: OrderEvent['type'], status: OrderEvent['status']): OrderEvent => ({
    id: 7,
    type,
    orderId: 'o1',
    restaurantId: 'r1',
    customerId: 'u1',
    status,
    occurredAt: new Date('2026-11-27T12:00:00Z'),
    changes: { from: null, to: status, by: 'customer:u1' },
  });

  it('enqueues one recompute per restaurant for an order event, keyed by the restaurant, after the configured delay', async () => {
    const { jobs, enqueued } = harness();
    await jobs.onOrderChange(anEvent('paid', 'paid'));
    expect(enqueued).toEqual([
      { name: RECOMPUTE_INSIGHTS_JOB, payload: { restaurantId: 'r1' }, options: { dedupeKey: 'r1', delayMs: 1_500 } },
    ]);
  });

  // docs/product/decisions.md "Running a service" (Figures): revenue is net of refunds, cancelled orders leave the figures.
  it.each([
    ['cancelled', 'cancelled'],
    ['refundRequested', 'delivered'],
    ['refunded', 'delivered'],
    ['refundFailed', 'delivered'],
  ] as const)('recomputes after a %s event', async (type, status) => {
    const { jobs, enqueued } = harness();
    await jobs.onOrderChange(anEvent(type, status));
    expect(enqueued.map((e) => e.payload)).toEqual([{ restaurantId: 'r1' }]);
  });

  it('leaves a placed order to the sweep', async () => {
    const { jobs, enqueued } = harness();
    await jobs.onOrderChange(anEvent('placed', 'placed'));
    expect(enqueued).toEqual([]);
  });

  it('recomputes the restaurant a job names, and refuses a job that names none', async () => {
    const { jobs, recomputed } = harness();
    await jobs.recomputeJob.handle({ restaurantId: 'r1' });
    expect(recomputed).toEqual(['r1']);
    await expect(jobs.recomputeJob.handle({})).rejects.toThrow(/restaurantId/);
  });

  it('enqueues a background recompute for every stale restaurant the sweep finds', async () => {
    const stale = Array.from({ length: 2_500 }, (_, i) => `r${i}`);
    const { jobs, enqueued } = harness(stale);
    await jobs.refreshStaleJob.handle({});
    expect(enqueued.map((e) => e.options?.dedupeKey)).toEqual(stale);
    expect(enqueued.every((e) => e.options?.background === true)).toBe(true);
  });
});
