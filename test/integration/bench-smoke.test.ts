import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuns } from '../../bench/lib/results-file.js';
import type { BenchResults } from '../../bench/run.js';
import { loadConfig } from '../../src/config.js';
import { demoSnapshotDir } from '../support/demo-snapshot.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run bench -- --smoke <scenario> --out <file>` as a user runs it; resolves with its exit code and output. */
function bench(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// The harness only: tiny data, one short round. Figures on a shared machine mean nothing, so none is asserted.
describe('npm run bench --smoke', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-bench-smoke-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  // The demo app's scenarios start from this run's seeded demo data (bench/lib/demo-app.ts).
  const demoData: Record<string, string> = {};
  beforeAll(async () => {
    demoData.BENCH_DEMO_DATA_FROM = await demoSnapshotDir(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }));
  }, 180_000);

  /** A smoke run of one scenario that succeeded: its output and its results file. */
  async function smoke(scenario: string): Promise<{ stdout: string; results: BenchResults }> {
    const out = path.join(dir, `${scenario}.json`);
    const run = await bench(['--smoke', scenario, '--out', out], demoData);
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
    const runs = readRuns(out);
    expect(runs).toHaveLength(1);
    const results = runs[0]!;
    expect(results).toMatchObject({ smoke: true, rounds: 1, roundsByScenario: { [scenario]: 1 }, durationSec: 1, errors: [] });
    return { stdout: run.stdout, results };
  }

  it('runs a scenario, prints the table and writes results of the documented shape', async () => {
    const { stdout, results } = await smoke('polling');
    expect(stdout.split('\n')[0]).toMatch(/^scenario\s+metric\s+value\s+baseline\s+ratio\s+goal\s+met$/);
    expect(results.rows.length).toBeGreaterThan(0);
    for (const row of results.rows) {
      expect(row.scenario).toMatch(/^poll GET /);
      expect(Number.isFinite(row.value)).toBe(true);
      if (row.baselineValue !== undefined) expect(row.ratio).toBeTypeOf('number');
      if (row.goal !== undefined) expect(row.met).toBeTypeOf('boolean');
    }
    expect(results.rows.map((r) => r.metric)).toContain('req/s');
  }, 240_000);

  it('audits the floor page and a storefront page with Lighthouse, each figure with its runs', async () => {
    const { results } = await smoke('lighthouse');
    const detail = results.rows.filter((r) => r.scenario === 'lighthouse /detail/:id');
    expect(detail.map((r) => r.metric)).toEqual([
      'performance score (mobile)', 'TBT ms (mobile, simulated)', 'LCP ms (mobile, simulated)', 'accessibility score', 'best practices score', 'SEO score',
    ]);
    for (const row of results.rows) {
      // One audit of each page; the machine's benchmark index is taken over both.
      expect(row.runs).toHaveLength(row.scenario === 'lighthouse, every run' ? 2 : 1);
      if (row.metric.includes('score')) expect(row.value >= 0 && row.value <= 100, `${row.scenario} ${row.metric}`).toBe(true);
      if (row.goal !== undefined) expect(row.met).toBeTypeOf('boolean');
    }
    const tbt = detail.find((r) => r.metric.startsWith('TBT'))!;
    expect(tbt).toMatchObject({ baseline: 'static floor page', ratio: expect.any(Number) });
    expect(results.rows.map((r) => r.scenario)).toContain('lighthouse static floor page');
  }, 600_000);

  it('times cold loads of the owner area as the demo owner, signed in once', async () => {
    const { results } = await smoke('owner');
    expect(results.rows).toEqual([
      expect.objectContaining({ scenario: 'owner /manage-restaurant', metric: 'cold load to first order card ms (1x CPU)', goal: '<= 1500 ms' }),
    ]);
    const [row] = results.rows;
    expect(row!.value).toBeGreaterThan(0);
    expect(row!.runs).toEqual([row!.value]);
  }, 600_000);

  it('holds live streams on one API process against the same clients polling, and times changes to their streams', async () => {
    const { results } = await smoke('live');
    const scenario = 'live 50 streams, 1 API process (sqlite)';
    expect(results.rows.map((r) => [r.scenario, r.metric])).toEqual([
      ['polling 50 clients every 5 s', 'req/s (304)'],
      ['polling 50 clients every 5 s', 'API CPU % of a core (1 s)'],
      ['no streams, no requests', 'API CPU % idle (1 s)'],
      [scenario, 'API RSS MB (max)'],
      [scenario, 'API CPU % idle (1 s)'],
      [scenario, 'API CPU % at 200 changes/s'],
      [scenario, 'occurred_at -> arrival p50 ms'],
      [scenario, 'occurred_at -> arrival p99 ms'],
      [scenario, 'owner delay call p50 ms'],
      [scenario, 'owner delay call p99 ms'],
    ]);
    const idle = results.rows.find((r) => r.scenario === scenario && r.metric.startsWith('API CPU % idle'))!;
    expect(idle).toMatchObject({ baseline: 'polling every 5 s', ratio: expect.any(Number), met: expect.any(Boolean) });
    for (const row of results.rows) expect(Number.isFinite(row.value), `${row.scenario} ${row.metric}`).toBe(true);
  }, 120_000);

  it('refuses an unknown scenario and a bad option with a message, writing nothing', async () => {
    const out = path.join(dir, 'none.json');
    const unknown = await bench(['--smoke', 'no-such-scenario', '--out', out]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown scenario no-such-scenario; available: ');
    const bad = await bench(['--rounds', '0', '--out', out]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--rounds must be a whole number of at least 1 (got 0)');
    expect(fs.existsSync(out)).toBe(false);
  }, 60_000);
});
