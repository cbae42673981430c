// Throughput of one product URL against the two baselines answering its very bytes, rounds
// interleaved (ceiling, floor, product) so drift on a shared machine hits all three alike.
import { startBaselines, type CannedResponse } from './baselines.js';
import { load, type LoadResult } from './load.js';
import { median, ratio } from './stats.js';
import type { BenchContext, BenchRow } from './types.js';

export interface Comparison {
  product: LoadResult;
  express: LoadResult;
  node: LoadResult;
}

/** Medians over ctx.rounds; `canned` is what the baselines answer (from baselines.capture). */
export async function compareWithBaselines(
  ctx: BenchContext,
  target: { url: string; headers?: Record<string, string>; canned: CannedResponse; path: string },
): Promise<Comparison> {
  const baselines = await startBaselines(target.canned);
  const runs: Record<keyof Comparison, LoadResult[]> = { product: [], express: [], node: [] };
  try {
    for (let round = 0; round < ctx.rounds; round++) {
      const options = { headers: target.headers, durationSec: ctx.durationSec };
      runs.node.push(await load({ ...options, url: baselines.nodeUrl + target.path }));
      runs.express.push(await load({ ...options, url: baselines.expressUrl + target.path }));
      runs.product.push(await load({ ...options, url: target.url }));
      const failures = runs.product.at(-1)!.failures;
      if (failures) ctx.log(`round ${round + 1}: ${failures} failed responses from the product (figures suspect)`);
    }
  } finally {
    await baselines.close();
  }
  return { product: medianOf(runs.product), express: medianOf(runs.express), node: medianOf(runs.node) };
}

function medianOf(results: LoadResult[]): LoadResult {
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
  };
}

/** The usual rows: req/s against the Express floor (with a goal) and the node:http ceiling, and p99. */
export function throughputRows(scenario: string, c: Comparison, floorGoal: number): BenchRow[] {
  const floor = ratio(c.product.rps, c.express.rps);
  return [
    { scenario, metric: 'req/s', value: c.product.rps, baseline: 'express floor', baselineValue: c.express.rps, ratio: floor, goal: `>= ${floorGoal}x express`, met: floor >= floorGoal },
    { scenario, metric: 'req/s', value: c.product.rps, baseline: 'node:http ceiling', baselineValue: c.node.rps, ratio: ratio(c.product.rps, c.node.rps) },
    { scenario, metric: 'p99 ms', value: c.product.p99, baseline: 'express floor', baselineValue: c.express.p99, ratio: ratio(c.product.p99, c.express.p99) },
  ];
}
