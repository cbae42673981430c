import { describe, expect, it } from 'vitest';
import { jobsHealthCheck, type QueueReport } from './jobs-health.js';
import type { OverdueWork } from './overdue-work.js';

const SCHEDULES = [
  { name: 'payments.sweep-local-outbox', payload: {}, everyMs: 15_000 },
  { name: 'insights.refresh-stale', payload: {}, everyMs: 600_000 },
];

/** The kinds of job: a payment event waits at most 10 s, the others the default 30 s. */
const HANDLERS = [{ name: 'payments.deliver-local-event', maxWaitMs: 10_000 }, { name: 'insights.recompute' }, ...SCHEDULES];

/** A BullMQ-like queue whose worker beat just now, with the schedules missing and, per lane, how long its oldest job has waited. */
function queue(missing: string[] = [], waitedMs: Record<string, number> = {}): QueueReport {
  return {
    health: async () => ({ status: 'healthy', latencyMs: 3, detail: '0 waiting, 0 delayed, 0 failed' }),
    lastWorkerBeat: async () => Date.now(),
    missingSchedules: async (names) => names.filter((n) => missing.includes(n)),
    oldestWaiting: async (names) => new Map(names.filter((n) => n in waitedMs).map((n) => [n, Date.now() - waitedMs[n]!])),
  };
}

function outbox(count: number, ageMs: number): OverdueWork {
  const oldestDueAt = new Date(Date.now() - ageMs);
  return { name: 'payments.sweep-local-outbox', everyMs: 15_000, sweep: async () => undefined, backlog: async () => ({ count, oldestDueAt }) };
}

describe('jobs health check', () => {
  it('is healthy while schedules are registered and nothing waits long', async () => {
    const check = jobsHealthCheck({ queue: queue([], { 'insights.recompute': 20_000 }), handlers: HANDLERS, schedules: SCHEDULES, overdue: [outbox(12, 4_000)] });
    expect(await check.check()).toEqual({ status: 'healthy', latencyMs: 3, detail: '0 waiting, 0 delayed, 0 failed; worker seen 0 s ago' });
  });

  it('warns, with the numbers, while schedules are missing, a lane waits past its bound or overdue work is over a minute old', async () => {
    const check = jobsHealthCheck({
      queue: queue(['payments.sweep-local-outbox'], { 'payments.deliver-local-event': 11_000, 'insights.recompute': 29_000, 'insights.refresh-stale': 90_000 }),
      handlers: HANDLERS,
      schedules: SCHEDULES,
      overdue: [outbox(1379, 75_000)],
    });
    expect(await check.check()).toEqual({
      status: 'warning',
      latencyMs: 3,
      detail:
        '0 waiting, 0 delayed, 0 failed; worker seen 0 s ago; 1 of 2 schedules missing (payments.sweep-local-outbox); ' +
        'payments.deliver-local-event: oldest waiting job due 11 s ago; insights.refresh-stale: oldest waiting job due 90 s ago; ' +
        'payments.sweep-local-outbox: 1379 pending, oldest due 75 s ago',
    });
  });

  it('leaves missing schedules to the "no worker" warning while no worker runs', async () => {
    const noWorker = { ...queue(['insights.refresh-stale']), lastWorkerBeat: async () => undefined };
    const check = jobsHealthCheck({ queue: noWorker, handlers: HANDLERS, schedules: SCHEDULES, overdue: [] });
    expect(await check.check()).toMatchObject({ status: 'warning', detail: '0 waiting, 0 delayed, 0 failed; no worker seen' });
  });

  it('reports an unreachable queue as it is', async () => {
    const down = { ...queue(), health: async () => ({ status: 'error' as const, detail: 'Redis unreachable, reconnecting' }) };
    expect(await jobsHealthCheck({ queue: down, handlers: HANDLERS, schedules: SCHEDULES, overdue: [] }).check()).toEqual({ status: 'error', detail: 'Redis unreachable, reconnecting' });
  });
});
