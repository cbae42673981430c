// The checkout's second figure: how long a customer who has paid waits for the order to read
// `paid`, from the hosted page's answer to the paid status the webhook wrote, as jobs run
// in-process (SQLite) or on BullMQ with one worker (PostgreSQL + Redis).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { startAppProcess, type AppProcess } from '../../test/support/app-process.js';
import { obliterateLanes } from '../../test/support/job-lanes.js';
import type { DataSet } from '../lib/scale-data.js';
import { percentile } from '../lib/stats.js';
import type { BenchRow } from '../lib/types.js';

export const CONFIRMATION_GOAL_MS = 2_000;
const CHUNK = 500;

/** Milliseconds from each pay answer to its order's `paid` record (0 when the order was paid first). */
export async function confirmationTimes(data: DataSet, answered: Array<[string, number]>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < answered.length; i += CHUNK) {
    const chunk = new Map(answered.slice(i, i + CHUNK));
    const rows: Array<{ checkout_session_id: string; changed_at: Date | string }> = await data.db('orders')
      .join('order_status_history as h', 'h.order_id', 'orders.id')
      .where('h.status', 'paid')
      .whereIn('orders.checkout_session_id', [...chunk.keys()])
      .select('orders.checkout_session_id', 'h.changed_at');
    for (const row of rows) times.push(Math.max(0, new Date(row.changed_at).getTime() - chunk.get(row.checkout_session_id)!));
  }
  return times;
}

/** The p50 and p99 rows, p99 judged against the goal; `unpaid` counts answers whose order never read paid. */
export function confirmationRows(scenario: string, times: number[], unpaid: number): BenchRow[] {
  if (times.length === 0) return [];
  const p99 = percentile(times, 99);
  return [
    { scenario, metric: 'pay answer to order paid, p50 ms', value: percentile(times, 50) },
    { scenario, metric: `pay answer to order paid, p99 ms${unpaid ? ` (${unpaid} never paid)` : ''}`, value: p99, goal: `<= ${CONFIRMATION_GOAL_MS} ms`, met: p99 <= CONFIRMATION_GOAL_MS && unpaid === 0 },
  ];
}

/** Settings that put an API process and a worker on one BullMQ queue of their own. */
export function queueEnv(redisUrl: string): Record<string, string> {
  return { REDIS_URL: redisUrl, JOB_QUEUE_NAME: `bench-checkout-${randomUUID()}` };
}

/** One worker (src/worker.ts, bundled) delivering to `apiUrl`; its queue is removed from Redis when it stops. */
export async function startBenchWorker(env: Record<string, string>, apiUrl: string): Promise<{ stop(): Promise<void> }> {
  const settings = { ...env, NODE_ENV: 'production', ALLOW_EMBEDDED_DEFAULTS: 'true', LOCAL_CHECKOUT_WEBHOOK_URL: `${apiUrl}/api/order/checkout/webhook` };
  const worker: AppProcess = await startAppProcess('worker', settings, 'worker started');
  return {
    stop: async () => {
      await worker.stop();
      const connection = new Redis(env.REDIS_URL!, { maxRetriesPerRequest: null });
      await obliterateLanes(connection, env.JOB_QUEUE_NAME!);
      await connection.quit();
    },
  };
}
