// `npm run bench [-- --smoke] [--rounds N] [--duration S] [scenario ...]`: runs bench/scenarios/*.ts
// (all, or those named), prints one table on stdout and writes bench/results.json.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { formatTable } from './lib/table.js';
import type { BenchContext, BenchRow, BenchScenario } from './lib/types.js';

const HERE = import.meta.dirname;

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  smoke: boolean;
  rounds: number;
  durationSec: number;
  database: 'sqlite' | 'postgres';
  rows: BenchRow[];
  /** Scenarios that threw, with the message: a partial run still reports the rest. */
  errors: Array<{ scenario: string; message: string }>;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) fail(`--${name} must be a whole number of at least 1 (got ${raw})`);
  return Number(raw);
}

async function discover(names: string[]): Promise<BenchScenario[]> {
  const dir = path.join(HERE, 'scenarios');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();
  const available = files.map((f) => f.replace(/\.ts$/, ''));
  const unknown = names.filter((n) => !available.includes(n));
  if (unknown.length) fail(`Unknown scenario ${unknown.join(', ')}; available: ${available.join(', ')}`);
  const chosen = names.length ? files.filter((f) => names.includes(f.replace(/\.ts$/, ''))) : files;
  const scenarios: BenchScenario[] = [];
  for (const file of chosen) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { scenario?: BenchScenario };
    if (!module.scenario) fail(`bench/scenarios/${file} exports no \`scenario\``);
    scenarios.push(module.scenario);
  }
  return scenarios;
}

export async function main(argv: string[]): Promise<BenchResults> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { smoke: { type: 'boolean', default: false }, rounds: { type: 'string' }, duration: { type: 'string' }, out: { type: 'string' } },
  });
  const smoke = values.smoke ?? false;
  const ctx: BenchContext = {
    smoke,
    rounds: positive('rounds', values.rounds, smoke ? 1 : 3),
    durationSec: positive('duration', values.duration, smoke ? 1 : 10),
    databaseUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    redisUrl: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL,
    log: (line) => console.error(`[bench] ${line}`),
  };
  const scenarios = await discover(positionals);
  const startedAt = new Date().toISOString();
  const rows: BenchRow[] = [];
  const errors: BenchResults['errors'] = [];
  for (const scenario of scenarios) {
    ctx.log(`${scenario.name}: ${ctx.rounds} round(s) of ${ctx.durationSec} s${smoke ? ' (smoke)' : ''}`);
    try {
      rows.push(...(await scenario.run(ctx)));
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      ctx.log(`${scenario.name} failed: ${message}`);
      errors.push({ scenario: scenario.name, message: message.split('\n')[0]! });
    }
  }
  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    smoke,
    rounds: ctx.rounds,
    durationSec: ctx.durationSec,
    database: ctx.databaseUrl ? 'postgres' : 'sqlite',
    rows,
    errors,
  };
  const out = values.out ?? path.join(HERE, 'results.json');
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatTable(rows));
  for (const e of errors) console.log(`FAILED ${e.scenario}: ${e.message}`);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await main(process.argv.slice(2));
  process.exit(results.errors.length ? 1 : 0);
}
