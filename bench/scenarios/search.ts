// Restaurant search at catalogue scale (the README's "Performance"): the real API in its own
// process on a seed:scale data set, against bare node:http and bare Express answering the
// very bytes it answered. Goals: >= 0.5x the Express floor, p99 <= 25 ms at 50
// connections, API process RSS <= 200 MB; the same with a typo forgiven, and with a dietary filter
// and with a postcode at 100k (docs/product/decisions.md "Search", "Menus" and "Search by postcode").
import { startApi, type ApiProcess } from '../lib/api-process.js';
import { capture, startBaselines } from '../lib/baselines.js';
import { load, type LoadResult } from '../lib/load.js';
import { scaleDataSet, type DataSetSize } from '../lib/scale-data.js';
import { median, ratio } from '../lib/stats.js';
import type { BenchContext, BenchRow, BenchScenario } from '../lib/types.js';

// Text, cuisines and a sort, over every city: the widest search a visitor can make.
const QUERY = '/api/restaurant/search/all?searchQuery=grill&selectedCuisines=Pizza&sortOption=bestMatch&page=1';
/**
 * The same with two dietary labels (docs/product/decisions.md "Menus"): restaurants with a dish carrying both, each card
 * counting them. seed:scale labels about a third of the dishes (scale-menu-details.ts); both of
 * these are on about one dish in thirty, so the filter keeps a fraction of the text's matches.
 */
const DIETARY = 'vegan,glutenFree';
const DIETARY_QUERY = `${QUERY}&dietary=${encodeURIComponent(DIETARY)}`;
/**
 * Every city's restaurants delivering to one London postcode, by that postcode's fee: the index's
 * postcode maps and the fee order merged for it (docs/architecture/performance.md). Most scale
 * restaurants have 2-3 areas of a few outcodes of their city (src/seed/scale/scale-areas.ts).
 */
const POSTCODE = 'E10 1AA';
const POSTCODE_QUERY = `/api/restaurant/search/all?postcode=${encodeURIComponent(POSTCODE)}&sortOption=deliveryPrice&page=1`;
/**
 * A typo in a long word (docs/product/decisions.md "Search"): 'pizzza' is in no name, so the index
 * also matches the known words one edit away; the exact and the forgiven matches both scanned.
 */
const TYPO_QUERY = '/api/restaurant/search/all?searchQuery=pizzza&sortOption=bestMatch&page=1';
// Orders do not matter to search: the 100k set and the smoke size are the polling and insights
// scenarios', so they are seeded once (100,000 restaurants take most of an hour on PostgreSQL).
const SIZES: Array<DataSetSize & { dietary: boolean }> = [
  { restaurants: 10_000, orders: 0, dietary: false },
  { restaurants: 100_000, orders: 1_000_000, dietary: true },
];
const SMOKE = { restaurants: 50, orders: 500, dietary: true };
// The dietary and postcode rows are measured at the sizes with `dietary` (100k, and the smoke size).

export const scenario: BenchScenario = {
  name: 'search',
  async run(ctx) {
    const rows: BenchRow[] = [];
    for (const size of ctx.smoke ? [SMOKE] : SIZES) rows.push(...(await measure(ctx, size)));
    return rows;
  },
};

async function measure(ctx: BenchContext, size: DataSetSize & { dietary: boolean }): Promise<BenchRow[]> {
  const data = await scaleDataSet(ctx, ctx.databaseUrl ? 'postgres' : 'sqlite', size);
  const api = await startApi(data.env);
  try {
    const name = `search ${size.restaurants / 1000}k restaurants ${data.kind}`;
    const rows = await measureQuery(ctx, api, QUERY, name);
    rows.push(...(await measureQuery(ctx, api, TYPO_QUERY, `${name}, one typo forgiven (pizzza)`)));
    // The same API process, its index built: the dietary filter's cost over the same search.
    if (size.dietary) rows.push(...(await measureQuery(ctx, api, DIETARY_QUERY, `${name}, dietary=${DIETARY}`)));
    if (size.dietary) rows.push(...(await measureQuery(ctx, api, POSTCODE_QUERY, `${name}, postcode=${POSTCODE} by fee`)));
    return rows;
  } finally {
    await api.stop();
    await data.close();
  }
}

async function measureQuery(ctx: BenchContext, api: ApiProcess, query: string, name: string): Promise<BenchRow[]> {
  const url = `${api.url}${query}`;
  const started = performance.now();
  const canned = await capture(url);
  ctx.log(`${name}: first answer (index built) in ${Math.round(performance.now() - started)} ms`);
  if (canned.status !== 200) throw new Error(`search answered ${canned.status}: ${canned.body.toString().slice(0, 200)}`);
  const baselines = await startBaselines(canned);
  try {
    const runs = { api: [] as LoadResult[], express: [] as LoadResult[], node: [] as LoadResult[] };
    const cpu = { api: [] as number[], express: [] as number[] };
    let peakRss = api.rssMb();
    for (let round = 0; round < ctx.rounds; round++) {
      ctx.log(`${name}: round ${round + 1}/${ctx.rounds}`);
      runs.node.push(await load({ url: `${baselines.nodeUrl}${query}`, durationSec: ctx.durationSec }));
      const express = () => load({ url: `${baselines.expressUrl}${query}`, durationSec: ctx.durationSec });
      runs.express.push(await measured(cpu.express, ownCpuMs, express));
      runs.api.push(await measured(cpu.api, () => api.cpuMs(), () => load({ url, durationSec: ctx.durationSec })));
      peakRss = Math.max(peakRss, api.rssMb());
    }
    if (runs.api.some((r) => r.failures > 0)) throw new Error(`${name}: the API answered errors under load`);
    return rowsOf(name, runs, cpu, peakRss);
  } finally {
    await baselines.close();
  }
}

/**
 * Runs `run` and records the CPU milliseconds a request cost the server under load.
 * On a shared machine req/s swings with the neighbours; CPU per request hardly does.
 */
async function measured(into: number[], cpuMs: () => number, run: () => Promise<LoadResult>): Promise<LoadResult> {
  const before = cpuMs();
  const result = await run();
  into.push((cpuMs() - before) / Math.max(1, result.requests));
  return result;
}

/** The baselines live in this process, which only waits for autocannon meanwhile. */
function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function rowsOf(scenario: string, runs: Record<'api' | 'express' | 'node', LoadResult[]>, cpu: Record<'api' | 'express', number[]>, rss: number): BenchRow[] {
  const rps = (list: LoadResult[]) => median(list.map((r) => r.rps));
  const [api, express, node] = [rps(runs.api), rps(runs.express), rps(runs.node)];
  const p99 = median(runs.api.map((r) => r.p99));
  const [apiCpu, expressCpu] = [median(cpu.api) * 1000, median(cpu.express) * 1000].map(Math.round) as [number, number];
  return [
    // Express's CPU per request over ours: the req/s ratio the goal means, without the neighbours' noise.
    { scenario, metric: 'CPU us/req', value: apiCpu, baseline: 'express floor', baselineValue: expressCpu, ratio: ratio(expressCpu, apiCpu), goal: '>= 0.5x express', met: expressCpu >= 0.5 * apiCpu, runs: cpu.api.map((ms) => Math.round(ms * 1000)) },
    { scenario, metric: 'req/s', value: api, baseline: 'express floor', baselineValue: express, ratio: ratio(api, express), goal: '>= 0.5x express', met: api >= 0.5 * express, runs: runs.api.map((r) => r.rps) },
    { scenario, metric: 'req/s', value: api, baseline: 'node:http ceiling', baselineValue: node, ratio: ratio(api, node) },
    { scenario, metric: 'p99 ms', value: p99, baseline: 'express floor', baselineValue: median(runs.express.map((r) => r.p99)), goal: '<= 25 ms', met: p99 <= 25, runs: runs.api.map((r) => r.p99) },
    { scenario, metric: 'RSS MB (after each round, max)', value: rss, goal: '<= 200 MB', met: rss <= 200 },
  ];
}

