// Live streams (docs/architecture/live.md) against the 5 s polling of docs/product/constants.md, on one API
// process: what 10,000 open streams (half customers, half owners, one each) cost it in memory and
// in CPU with nothing changing, what the same clients polling every 5 s (2,000 requests a second
// of 304s) cost it, and how soon a change reaches its streams at 200 changes a second. With
// PostgreSQL and Redis, the same streams over two API processes sharing Redis.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startApi, type ApiProcess } from '../lib/api-process.js';
import { liveAudience, type Audience, type Follower } from '../lib/live-audience.js';
import { changeTiming, type ChangeTiming } from '../lib/change-timing.js';
import { openStreams, type LiveClients } from '../lib/live-clients.js';
import { pacedRequests } from '../lib/paced-requests.js';
import { rawRequest } from '../../test/support/raw-http.js';
import { scaleDataSet } from '../lib/scale-data.js';
import { median, percentile, ratio } from '../lib/stats.js';
import type { BenchContext, BenchRow, BenchScenario } from '../lib/types.js';
import { queueEnv } from './checkout-confirmation.js';

/** 5,000 restaurants and 5,000 customers (one per 8 orders), so each stream is a user of its own. */
const FULL = { restaurants: 5_000, orders: 40_000, streams: 10_000 };
/** Enough orders that a few are in the kitchen (2 % are placed in the last two hours). */
const SMOKE = { restaurants: 25, orders: 2_000, streams: 50 };
/** The polling interval of docs/product/constants.md "Lists and polling": each client asks every 5 s. */
const POLL_EVERY_SEC = 5;
const CHANGES_PER_SEC = 200;
/** Idle and polling windows: two of the streams' 15 s heartbeats fall in each. */
const WINDOW_SEC = 30;
/** How long changes may take to arrive after the last one is made. */
const SETTLE_MS = 3_000;
/** Changes made through fresh API processes before the two-process rounds are timed. */
const WARM_UP_SEC = 5;
const GOALS = { rssMb: 400, idleCpuPercent: 5, p99OneMs: 100, p99TwoMs: 150 };
/** File descriptors the bench and each API need besides the streams' sockets. */
const SPARE_FDS = 500;

/** The open-files limit this process and its children run under (`ulimit -n`). */
function openFilesLimit(): number {
  try {
    const limit = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return limit === 'unlimited' ? Infinity : Number(limit);
  } catch {
    return Infinity;
  }
}

const cpuPercent = (api: ApiProcess, run: () => Promise<unknown>) => async () => {
  const [cpu, at] = [api.cpuMs(), performance.now()];
  await run();
  return ((api.cpuMs() - cpu) / (performance.now() - at)) * 100;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each follower's list answer's ETag, as a polling client holds it after its first poll, into
 * `tags`: of all followers, or of those in `only` (whose lists changed).
 */
async function etags(api: ApiProcess, followers: Follower[], tags: string[], only?: number[]): Promise<void> {
  const indexes = only ?? followers.map((_, i) => i);
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let n = next++; n < indexes.length; n = next++) {
        const i = indexes[n]!;
        const res = await rawRequest(api.url, { method: 'GET', path: followers[i]!.listPath, headers: { authorization: `Bearer ${followers[i]!.token}` } });
        const tag = res.headers.etag;
        if (res.status !== 200 || typeof tag !== 'string') throw new Error(`${followers[i]!.listPath} answered ${res.status} without an ETag`);
        tags[i] = tag;
      }
    }),
  );
}

/** The followers polling their lists with If-None-Match at one poll per follower per 5 s. */
async function poll(api: ApiProcess, followers: Follower[], tags: string[], durationSec: number): Promise<number> {
  const result = await pacedRequests({
    rate: followers.length / POLL_EVERY_SEC,
    durationSec,
    request: (i) => {
      const n = i % followers.length;
      return { baseUrl: api.url, method: 'GET', path: followers[n]!.listPath, headers: { authorization: `Bearer ${followers[n]!.token}`, 'if-none-match': tags[n]! } };
    },
  });
  // A list may change meanwhile (the sweeps cancel orders missed or abandoned as the clock moves
  // past the seeded times): its client gets a 200, as a browser would. Anything else, or more
  // than a few, means the figure is not polling's 304s.
  const notModified = result.byStatus['304'] ?? 0;
  const changed = result.byStatus['200'] ?? 0;
  if (notModified + changed < result.sent || changed > result.sent * 0.001) throw new Error(`polling: ${result.sent - notModified} of ${result.sent} answers were not 304: ${JSON.stringify(result.byStatus)}`);
  return result.sent / ((result.endedAt - result.startedAt) / 1000);
}

/** CHANGES_PER_SEC owner delays spread over the audience's orders through the APIs in turn; the latencies of what arrived. */
interface Changed {
  /** Arrival minus commit or occurred_at (ms, see ChangeTiming) of each change's two events. */
  latencies: number[];
  /** The delay calls' answer times (ms): occurred_at is taken as the call starts, so where it is the start point a call kept waiting for the database counts in `latencies` too. */
  calls: number[];
  made: number;
  expected: number;
  arrived: number;
  /** The bench process's own event-loop delay p99 (ms) meanwhile: an arrival is timed when its loop gets to it. */
  clientLagMs: number;
  /** The machine's 1-minute load average at the end. */
  load: number;
}

async function change(urls: string[], audience: Audience, clients: LiveClients, timing: ChangeTiming, durationSec: number): Promise<Changed> {
  clients.takeArrivals();
  const before = clients.changes();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const result = await pacedRequests({
    rate: CHANGES_PER_SEC,
    durationSec,
    request: (i) => {
      const order = audience.orders[i % audience.orders.length]!;
      return {
        baseUrl: urls[i % urls.length]!,
        method: 'POST',
        path: `/api/my/restaurant/order/${order.id}/delay`,
        headers: { authorization: `Bearer ${order.ownerToken}`, 'content-type': 'application/json' },
        body: '{"minutes":1}',
      };
    },
    sockets: 32,
  });
  const made = result.byStatus['200'] ?? 0;
  if (made < result.sent) throw new Error(`changes: ${result.sent - made} of ${result.sent} delays failed: ${JSON.stringify(result.byStatus)} ${JSON.stringify(result.errors)}`);
  // Each change goes to its customer's stream and its restaurant's: both follow.
  const expected = made * 2;
  const deadline = Date.now() + SETTLE_MS;
  while (clients.changes() - before < expected && Date.now() < deadline) await sleep(100);
  lag.disable();
  const clientLagMs = Math.round(lag.percentile(99) / 1e6);
  return { latencies: await timing.latencies(clients.takeArrivals()), calls: result.answerMs, made, expected, arrived: clients.changes() - before, clientLagMs, load: os.loadavg()[0]! };
}

interface OneProcessRound {
  pollCpu: number;
  /** The API's CPU with no stream open and nothing asked: its schedules and timers alone. */
  bareCpu: number;
  pollRate: number;
  rssMb: number;
  idleCpu: number;
  changeCpu: number;
  latencies: number[];
  calls: number[];
  held: number;
}

async function oneProcessRound(ctx: BenchContext, api: ApiProcess, audience: Audience, tags: string[], timing: ChangeTiming, windowSec: number): Promise<OneProcessRound> {
  let pollRate = 0;
  const pollCpu = await cpuPercent(api, async () => (pollRate = await poll(api, audience.followers, tags, windowSec)))();
  const bareCpu = await cpuPercent(api, () => sleep(windowSec * 1000))();
  const clients = await openStreams([api.url], audience.followers);
  try {
    if (clients.open() < audience.followers.length) throw new Error(`${clients.open()} of ${audience.followers.length} streams opened: ${JSON.stringify(clients.failed)}`);
    await sleep(1_000);
    const rssMb = api.rssMb();
    const heartbeats = clients.heartbeats();
    const idleFrom = Date.now();
    const idleCpu = await cpuPercent(api, () => sleep(windowSec * 1000))();
    let changed: Changed = { latencies: [], calls: [], made: 0, expected: 0, arrived: 0, clientLagMs: 0, load: 0 };
    const changeCpu = await cpuPercent(api, async () => (changed = await change([api.url], audience, clients, timing, ctx.durationSec)))();
    const held = clients.open();
    ctx.log(
      `live 1 process: polling ${pollRate.toFixed(0)} req/s at ${pollCpu.toFixed(1)} % CPU; no streams idle ${bareCpu.toFixed(2)} % CPU; ${held} streams, RSS ${rssMb} MB, idle ${idleCpu.toFixed(2)} % CPU ` +
        `(${clients.heartbeats() - heartbeats} heartbeats in ${((Date.now() - idleFrom) / 1000).toFixed(0)} s of idle and changes); ${changed.made} changes, ${changed.arrived}/${changed.expected} arrived, p50 ${percentile(changed.latencies, 50).toFixed(0)} p99 ${percentile(changed.latencies, 99).toFixed(0)} ms (calls p99 ${percentile(changed.calls, 99).toFixed(0)} ms; bench loop delay p99 ${changed.clientLagMs} ms, load ${changed.load.toFixed(1)}), ${changeCpu.toFixed(1)} % CPU; lost ${clients.lost()}${clients.lost() ? ` ${JSON.stringify(clients.lostWhy)}` : ''}`,
    );
    if (changed.arrived < changed.expected) throw new Error(`${changed.expected - changed.arrived} of ${changed.expected} changes did not arrive within ${SETTLE_MS} ms`);
    return { pollCpu, bareCpu, pollRate, rssMb, idleCpu, changeCpu, latencies: changed.latencies, calls: changed.calls, held };
  } finally {
    clients.close();
    // The lists of the changed orders' customers and owners changed: their clients would poll a 200 once.
    await etags(api, audience.followers, tags, [...new Set(audience.orders.flatMap((o) => o.followers))]);
  }
}

/**
 * The changes' arrival after their commit, or after their occurred_at (taken when the owner's
 * call starts its change, before its transaction: an upper bound on commit to arrival) where the
 * commit time is not recorded. The calls' own answer times say how long an owner waited.
 */
function latencyRows(scenario: string, timing: ChangeTiming, changed: Array<Pick<Changed, 'latencies' | 'calls'>>, goalMs: number): BenchRow[] {
  const latencies = changed.flatMap((c) => c.latencies);
  const calls = changed.flatMap((c) => c.calls);
  const p99 = percentile(latencies, 99);
  return [
    { scenario, metric: `${timing.from} -> arrival p50 ms`, value: percentile(latencies, 50) },
    { scenario, metric: `${timing.from} -> arrival p99 ms`, value: p99, goal: `<= ${goalMs} ms`, met: p99 <= goalMs, runs: changed.map((c) => percentile(c.latencies, 99)) },
    { scenario, metric: 'owner delay call p50 ms', value: percentile(calls, 50) },
    { scenario, metric: 'owner delay call p99 ms', value: percentile(calls, 99), runs: changed.map((c) => percentile(c.calls, 99)) },
  ];
}

async function oneProcess(ctx: BenchContext, size: typeof FULL, streams: number): Promise<BenchRow[]> {
  const data = await scaleDataSet(ctx, 'sqlite', size, true);
  const timing = await changeTiming(data.db);
  const api = await startApi({ ...data.env, LIVE_STREAMS_PER_PROCESS: String(streams + 100) });
  try {
    const audience = await liveAudience(api, data, streams);
    ctx.log(`live: ${audience.followers.length} followers, ${audience.orders.length} orders in flight to change`);
    const tags: string[] = [];
    await etags(api, audience.followers, tags);
    const windowSec = ctx.smoke ? ctx.durationSec : Math.max(ctx.durationSec, WINDOW_SEC);
    const rounds: OneProcessRound[] = [];
    for (let round = 0; round < ctx.rounds; round++) rounds.push(await oneProcessRound(ctx, api, audience, tags, timing, windowSec));
    const held = Math.min(...rounds.map((r) => r.held));
    const scenario = `live ${held} streams, 1 API process (sqlite)`;
    const polling = `polling ${audience.followers.length} clients every ${POLL_EVERY_SEC} s`;
    const pollCpu = median(rounds.map((r) => r.pollCpu));
    const idleCpu = median(rounds.map((r) => r.idleCpu));
    const rss = Math.max(...rounds.map((r) => r.rssMb));
    const round1 = (values: number[]) => values.map((v) => Math.round(v * 100) / 100);
    return [
      { scenario: polling, metric: 'req/s (304)', value: median(rounds.map((r) => r.pollRate)), runs: round1(rounds.map((r) => r.pollRate)) },
      { scenario: polling, metric: `API CPU % of a core (${windowSec} s)`, value: pollCpu, runs: round1(rounds.map((r) => r.pollCpu)) },
      { scenario: 'no streams, no requests', metric: `API CPU % idle (${windowSec} s)`, value: median(rounds.map((r) => r.bareCpu)), runs: round1(rounds.map((r) => r.bareCpu)) },
      { scenario, metric: 'API RSS MB (max)', value: rss, goal: `<= ${GOALS.rssMb} MB`, met: rss <= GOALS.rssMb, runs: rounds.map((r) => r.rssMb) },
      {
        scenario,
        metric: `API CPU % idle (${windowSec} s)`,
        value: idleCpu,
        baseline: 'polling every 5 s',
        baselineValue: pollCpu,
        ratio: ratio(idleCpu, pollCpu),
        goal: `<= ${GOALS.idleCpuPercent} %`,
        met: idleCpu <= GOALS.idleCpuPercent,
        runs: round1(rounds.map((r) => r.idleCpu)),
      },
      { scenario, metric: `API CPU % at ${CHANGES_PER_SEC} changes/s`, value: median(rounds.map((r) => r.changeCpu)), runs: round1(rounds.map((r) => r.changeCpu)) },
      ...latencyRows(scenario, timing, rounds, GOALS.p99OneMs),
    ];
  } finally {
    await api.stop();
    await data.close();
  }
}

/** Two API processes on PostgreSQL sharing Redis, the streams and the changes spread over both. */
async function twoProcesses(ctx: BenchContext, size: typeof FULL, streams: number, redisUrl: string): Promise<BenchRow[]> {
  const data = await scaleDataSet(ctx, 'postgres', size, true);
  const timing = await changeTiming(data.db);
  const apis: ApiProcess[] = [];
  try {
    const env = { ...data.env, ...queueEnv(redisUrl), LIVE_STREAMS_PER_PROCESS: String(streams) };
    for (let i = 0; i < 2; i++) {
      // One identity provider for both, as deployed (checkout.ts does the same).
      const provider = apis[0] && { IDP_URL: `http://localhost:${apis[0].env.IDP_PORT}` };
      apis.push(await startApi({ ...env, ...provider }));
    }
    const audience = await liveAudience(apis[0]!, data, streams);
    const urls = apis.map((a) => a.url);
    const changes: Changed[] = [];
    let held = 0;
    for (let round = 0; round < ctx.rounds; round++) {
      const clients = await openStreams(urls, audience.followers);
      try {
        if (clients.open() < audience.followers.length) throw new Error(`${clients.open()} of ${audience.followers.length} streams opened: ${JSON.stringify(clients.failed)}`);
        held = clients.open();
        await sleep(1_000);
        if (round === 0) {
          // Fresh processes and a freshly seeded database answer the first seconds of changes slowly
          // (compilation, pools, caches): a warm-up whose figures are logged, not counted.
          const warm = await change(urls, audience, clients, timing, WARM_UP_SEC);
          ctx.log(`live 2 processes, warm-up: ${warm.made} changes, p99 ${percentile(warm.latencies, 99).toFixed(0)} ms (calls p50 ${percentile(warm.calls, 50).toFixed(0)} ms): not counted`);
        }
        const changed = await change(urls, audience, clients, timing, ctx.durationSec);
        ctx.log(
          `live 2 processes: ${changed.made} changes, ${changed.arrived}/${changed.expected} arrived, p50 ${percentile(changed.latencies, 50).toFixed(0)} p99 ${percentile(changed.latencies, 99).toFixed(0)} ms ` +
            `(calls p50 ${percentile(changed.calls, 50).toFixed(0)} p99 ${percentile(changed.calls, 99).toFixed(0)} ms; bench loop delay p99 ${changed.clientLagMs} ms, load ${changed.load.toFixed(1)}); RSS ${apis.map((a) => a.rssMb()).join(' + ')} MB`,
        );
        if (changed.arrived < changed.expected) throw new Error(`${changed.expected - changed.arrived} of ${changed.expected} changes did not arrive within ${SETTLE_MS} ms`);
        changes.push(changed);
      } finally {
        clients.close();
        await sleep(1_000);
      }
    }
    return latencyRows(`live ${held} streams, 2 API processes (postgres + Redis)`, timing, changes, GOALS.p99TwoMs);
  } finally {
    for (const api of apis) await api.stop();
    await data.close();
  }
}

export const scenario: BenchScenario = {
  name: 'live',
  async run(ctx) {
    const size = ctx.smoke ? SMOKE : FULL;
    const limit = openFilesLimit();
    const streams = Math.min(size.streams, Math.floor((limit - SPARE_FDS) / 2) * 2);
    if (streams < size.streams) ctx.log(`live: ulimit -n is ${limit}; holding ${streams} streams, not ${size.streams}`);
    const rows = await oneProcess(ctx, size, streams);
    if (ctx.smoke) return rows;
    if (!ctx.databaseUrl || !ctx.redisUrl) {
      ctx.log('live: two API processes need PostgreSQL and Redis (BENCH_DATABASE_URL, BENCH_REDIS_URL): skipped');
      return rows;
    }
    return [...rows, ...(await twoProcesses(ctx, size, streams, ctx.redisUrl))];
  },
};
