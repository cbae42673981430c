// `npm run seed:scale -- --restaurants N --orders M [--customers C] [--seed S] [--now ISO] [--snapshots K]`:
// a deterministic marketplace at scale in the configured database (DATABASE_URL, else DATA_DIR's SQLite).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { buildContainer, jobHandlersOf } from '../container.js';
import { RECOMPUTE_INSIGHTS_JOB } from '../modules/insights/index.js';
import { SCALE_OWNER_EMAIL, seedScale, type ScaleOptions } from '../seed/scale/seed-scale.js';
import { migrateToLatest } from '../shared/db/database.js';
import { resolve } from '../shared/di.js';
import { JOB_QUEUE } from '../shared/jobs/job-queue.js';
import { createLogger } from '../shared/logger.js';
import { TOKENS } from '../shared/tokens.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function count(name: string, raw: string | undefined, fallback?: number): number {
  if (raw === undefined && fallback !== undefined) return fallback;
  if (raw === undefined || !/^\d+$/.test(raw)) fail(`--${name} must be a whole number (got ${raw ?? 'nothing'})`);
  return Number(raw);
}

/** The end of the 18 months: given, or the start of today (UTC), so a day's runs agree. */
function endOfHistory(raw: string | undefined): Date {
  if (raw === undefined) return new Date(new Date().toISOString().slice(0, 10));
  const at = new Date(raw);
  if (Number.isNaN(at.getTime())) fail(`--now must be an ISO date (got ${raw})`);
  return at;
}

function options(): ScaleOptions & { snapshots: number } {
  const { values } = parseArgs({
    options: {
      restaurants: { type: 'string' },
      orders: { type: 'string' },
      customers: { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
      snapshots: { type: 'string' },
    },
  });
  return {
    restaurants: count('restaurants', values.restaurants),
    orders: count('orders', values.orders),
    customers: values.customers === undefined ? undefined : count('customers', values.customers),
    seed: count('seed', values.seed, 1),
    now: endOfHistory(values.now),
    snapshots: count('snapshots', values.snapshots, 0),
  };
}

async function main(): Promise<void> {
  const opts = options();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const container = buildContainer(config, createLogger('warn'));
  const db = resolve(container, TOKENS.database);
  try {
    await migrateToLatest(db);
    if (await db('users').where({ email: SCALE_OWNER_EMAIL }).first('id')) fail('This database already holds scale data: seed a fresh one.');
    const started = performance.now();
    const log = (line: string) => console.error(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
    const result = await seedScale(db, { ...opts, log });
    log(`seeded: ${JSON.stringify({ ...result, busiest: result.busiest.slice(0, 3) })}`);
    // The real recompute job, busiest restaurants first; the worker's sweep does the rest.
    const recompute = jobHandlersOf(container).find((h) => h.name === RECOMPUTE_INSIGHTS_JOB);
    for (const { id } of result.busiest.slice(0, opts.snapshots)) await recompute?.handle({ restaurantId: id });
    if (opts.snapshots) log(`insights snapshots recomputed for ${Math.min(opts.snapshots, result.busiest.length)} restaurants`);
  } finally {
    await resolve(container, JOB_QUEUE).close();
    await db.destroy();
  }
}

await main();
