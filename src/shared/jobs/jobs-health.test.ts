import { describe, expect, it } from 'vitest';
import { jobsHealthCheck, type QueueReport } from './jobs-health.js';
import type { OverdueWork } from './overdue-work.js';

const SCHEDULES = [
  { name: 'payments.sweep-local-outbox', payload: {}, everyMs: 15_000 },
  { name: 'insights.refresh-stale', payload: {}, everyMs: 600_000 },
];

/** A BullMQ-like queue whose worker beat just now, with the schedules and waiting jobs given. */
function queue(missing: string[] = [], oldestWaitingAt?: number): QueueReport {
  return {
    health: async () => ({ status: 'healthy', latencyMs: 3, detail: '0 waiting, 0 delayed, 0 failed' }),
    lastWorkerBeat: async () => Date.now(),
    missingSchedules: async (names) => names.filter((n) => missing.includes(n)),
    oldestWaitingAt: async () => oldestWaitingAt,
  };
}

function outbox(count: number, ageMs: number): OverdueWork {
  const oldestDueAt = new Date(Date.now() - ageMs);
  return { name: 'payments.sweep-local-outbox', everyMs: 15_000, sweep: async () => undefined, backlog: async () => ({ count, oldestDueAt }) };
}

describe('jobs health check', () => {
  it('is healthy while schedules are registered and nothing waits long', async () => {
    const check = jobsHealthCheck({ queue: queue(), schedules: SCHEDULES, overdue: [outbox(12, 4_000)] });
    expect(await check.check()).toEqual({ status: 'healthy', latencyMs: 3, detail: '0 waiting, 0 delayed, 0 failed; worker seen 0 s ago' });
  });

  it('warns, with the numbers, while schedules are missing or work has waited over a minute', async () => {
    const check = jobsHealthCheck({
      queue: queue(['payments.sweep-local-outbox'], Date.now() - 90_000),
      schedules: SCHEDULES,
      overdue: [outbox(1379, 75_000)],
    });
    expect(await check.check()).toEqual({
      status: 'warning',
      latencyMs: 3,
      detail:
        '0 waiting, 0 delayed, 0 failed; worker seen 0 s ago; 1 of 2 schedules missing (payments.sweep-local-outbox); ' +
        'oldest waiting job due 90 s ago; payments.sweep-local-outbox: 1379 pending, oldest due 75 s ago',
    });
  });

  it('leaves missing schedules to the "no worker" warning while no worker runs', async () => {
    const noWorker = { ...queue(['insights.refresh-stale']), lastWorkerBeat: async () => undefined };
    const check = jobsHealthCheck({ queue: noWorker, schedules: SCHEDULES, overdue: [] });
    expect(await check.check()).toMatchObject({ status: 'warning', detail: '0 waiting, 0 delayed, 0 failed; no worker seen' });
  });

  it('reports an unreachable queue as it is', async () => {
    const down = { ...queue(), health: async () => ({ status: 'error' as const, detail: 'Redis unreachable, reconnecting' }) };
    expect(await jobsHealthCheck({ queue: down, schedules: SCHEDULES, overdue: [] }).check()).toEqual({ status: 'error', detail: 'Redis unreachable, reconnecting' });
  });
});
