import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BenchResults } from '../../bench/run.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run bench -- --smoke <scenario> --out <file>` as a user runs it; resolves with its exit code and output. */
function bench(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
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

  it('runs a scenario, prints the table and writes results of the documented shape', async () => {
    const out = path.join(dir, 'results.json');
    const run = await bench(['--smoke', 'polling', '--out', out]);
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^scenario\s+metric\s+value\s+baseline\s+ratio\s+goal\s+met$/);
    const results = JSON.parse(fs.readFileSync(out, 'utf8')) as BenchResults;
    expect(results).toMatchObject({ smoke: true, rounds: 1, roundsByScenario: { polling: 1 }, durationSec: 1, errors: [] });
    expect(results.rows.length).toBeGreaterThan(0);
    for (const row of results.rows) {
      expect(row.scenario).toMatch(/^poll GET /);
      expect(Number.isFinite(row.value)).toBe(true);
      if (row.baselineValue !== undefined) expect(row.ratio).toBeTypeOf('number');
      if (row.goal !== undefined) expect(row.met).toBeTypeOf('boolean');
    }
    expect(results.rows.map((r) => r.metric)).toContain('req/s');
  }, 240_000);

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
