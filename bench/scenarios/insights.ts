// Insights at 1,000,000 orders: the owner's snapshot read (p99) and one restaurant's
// recompute (its 100,000 orders, every range), both against computing on the spot: the
// same request while no snapshot exists, which the API answers by computing it there and then.
import { loadConfig } from '../../src/config.js';
import { buildContainer, jobHandlersOf } from '../../src/container.js';
import { RECOMPUTE_INSIGHTS_JOB } from '../../src/modules/insights/index.js';
import { SCALE_OWNER_EMAIL } from '../../src/seed/scale/seed-scale.js';
import { resolve } from '../../src/shared/di.js';
import { JOB_QUEUE } from '../../src/shared/jobs/job-queue.js';
import { createLogger } from '../../src/shared/logger.js';
import { TOKENS } from '../../src/shared/tokens.js';
import { startApi } from '../lib/api-process.js';
import { load } from '../lib/load.js';
import { scaleDataSet, type DataSet } from '../lib/scale-data.js';
import { median, percentile, ratio } from '../lib/stats.js';
import { tokenFor } from '../lib/tokens.js';
import type { BenchContext, BenchScenario } from '../lib/types.js';

const FULL = { restaurants: 100_000, orders: 1_000_000 };
const SMOKE = { restaurants: 50, orders: 500 };
const RANGE = '30d';
const READ_P99_MS = 10;
const RECOMPUTE_MS = 2_000;

/** Latency of single requests, one at a time, in ms. */
async function timed(times: number, request: () => Promise<Response>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`business insights answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The recompute job as the worker runs it, in this process, timed once per round. */
async function recomputeTimes(ctx: BenchContext, data: DataSet, restaurantId: string): Promise<number[]> {
  const container = buildContainer(loadConfig(data.env), createLogger('warn'));
  const job = jobHandlersOf(container).find((h) => h.name === RECOMPUTE_INSIGHTS_JOB);
  if (!job) throw new Error('no insights recompute job is registered');
  const times: number[] = [];
  try {
    for (let round = 0; round < ctx.rounds; round++) {
      const started = performance.now();
      await job.handle({ restaurantId });
      times.push(performance.now() - started);
    }
  } finally {
    await resolve(container, JOB_QUEUE).close();
    await resolve(container, TOKENS.database).destroy();
  }
  return times;
}

export const scenario: BenchScenario = {
  name: 'insights',
  async run(ctx) {
    const data = await scaleDataSet(ctx, ctx.databaseUrl ? 'postgres' : 'sqlite', ctx.smoke ? SMOKE : FULL);
    const owned: { id: string } | undefined = await data.db('restaurants').join('users', 'users.id', 'restaurants.owner_user_id').where('users.email', SCALE_OWNER_EMAIL).first('restaurants.id as id');
    if (!owned) throw new Error('the scale owner has no restaurant');
    const orders = Number((await data.db('orders').where('restaurant_id', owned.id).count({ n: '*' }).first())?.n);
    const api = await startApi(data.env);
    const label = `insights ${data.seeded.orders} orders, restaurant of ${orders} (${data.kind})`;
    try {
      const url = `${api.url}/api/business-insights?timeRange=${RANGE}`;
      const headers = { authorization: `Bearer ${await tokenFor(api, data, SCALE_OWNER_EMAIL)}` };
      // Baseline: no snapshot, so the API computes on the spot (and keeps it; removed again each time).
      const onTheSpot: number[] = [];
      for (let i = 0; i < Math.max(3, ctx.rounds * 2); i++) {
        await data.db('analytics_snapshots').where({ restaurant_id: owned.id, time_range: RANGE }).delete();
        onTheSpot.push(...(await timed(1, () => fetch(url, { headers }))));
      }
      ctx.log(`${label}: on the spot ${median(onTheSpot).toFixed(1)} ms`);
      const reads: number[] = [];
      for (let round = 0; round < ctx.rounds; round++) reads.push((await load({ url, headers, connections: 1, durationSec: ctx.durationSec })).p99);
      const recompute = await recomputeTimes(ctx, data, owned.id);
      const spot = percentile(onTheSpot, 99);
      const readP99 = median(reads);
      const recomputeMs = median(recompute);
      const onPostgres = data.kind === 'postgres';
      return [
        { scenario: label, metric: 'snapshot read p99 ms', value: readP99, baseline: 'computed on the spot p99', baselineValue: spot, ratio: ratio(readP99, spot), goal: `<= ${READ_P99_MS} ms`, met: readP99 <= READ_P99_MS },
        {
          scenario: label,
          metric: 'recompute ms (4 ranges)',
          value: recomputeMs,
          baseline: 'one range on the spot, median',
          baselineValue: median(onTheSpot),
          ratio: ratio(recomputeMs, median(onTheSpot)),
          goal: `<= ${RECOMPUTE_MS} ms on PostgreSQL`,
          met: onPostgres ? recomputeMs <= RECOMPUTE_MS : undefined,
        },
      ];
    } finally {
      await api.stop();
      await data.close();
    }
  },
};
