// `npm run bench [-- --smoke] [--rounds N] [--duration S] [scenario ...]`: runs bench/scenarios/*.ts
// (all, or those named), prints one table on stdout and adds the run to bench/results.json.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { appendRun } from './lib/results-file.js';
import { formatTable } from './lib/table.js';
import type { BenchContext, BenchRow, BenchScenario } from './lib/types.js';

const HERE = import.meta.dirname;
/** Rounds per figure unless `--rounds` or the scenario says otherwise. */
const DEFAULT_ROUNDS = 3;

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  smoke: boolean;
  /** Rounds of a scenario that sets no default of its own (`--rounds`, else 3). */
  rounds: number;
  /** The rounds each scenario ran. */
  roundsByScenario: Record<string, number>;
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

/** Rounds for a scenario: `--rounds` when given, one in a smoke run, else the scenario's default or 3. */
export function roundsFor(scenario: Pick<BenchScenario, 'defaultRounds'>, options: { asked?: number; smoke: boolean }): number {
  return options.asked ?? (options.smoke ? 1 : (scenario.defaultRounds ?? DEFAULT_ROUNDS));
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
  const roundsAsked = { asked: values.rounds === undefined ? undefined : positive('rounds', values.rounds, 1), smoke };
  const ctx: BenchContext = {
    smoke,
    rounds: roundsFor({}, roundsAsked),
    durationSec: positive('duration', values.duration, smoke ? 1 : 10),
    databaseUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    redisUrl: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL,
    log: (line) => console.error(`[bench] ${line}`),
  };
  const scenarios = await discover(positionals);
  const startedAt = new Date().toISOString();
  const rows: BenchRow[] = [];
  const errors: BenchResults['errors'] = [];
  const roundsByScenario: Record<string, number> = {};
  for (const scenario of scenarios) {
    const rounds = roundsFor(scenario, roundsAsked);
    roundsByScenario[scenario.name] = rounds;
    ctx.log(`${scenario.name}: ${rounds} round(s) of ${ctx.durationSec} s${smoke ? ' (smoke)' : ''}`);
    try {
      rows.push(...(await scenario.run({ ...ctx, rounds })));
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
    roundsByScenario,
    durationSec: ctx.durationSec,
    database: ctx.databaseUrl ? 'postgres' : 'sqlite',
    rows,
    errors,
  };
  const out = values.out ?? path.join(HERE, 'results.json');
  appendRun(out, results);
  console.log(formatTable(rows));
  for (const e of errors) console.log(`FAILED ${e.scenario}: ${e.message}`);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await main(process.argv.slice(2));
  process.exit(results.errors.length ? 1 : 0);
}
