import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendRun, readRuns } from '../../bench/lib/results-file.js';
import type { BenchResults } from '../../bench/run.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-bench-results-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function aRun(startedAt: string): BenchResults {
  return { startedAt, finishedAt: startedAt, smoke: false, rounds: 3, roundsByScenario: { polling: 3 }, durationSec: 10, database: 'sqlite', rows: [], errors: [] };
}

describe('bench results file', () => {
  it('keeps every run, oldest first', () => {
    const file = path.join(dir, 'runs.json');
    expect(readRuns(file)).toEqual([]);
    appendRun(file, aRun('2026-11-27T09:00:00.000Z'));
    appendRun(file, aRun('2026-11-29T10:14:00.000Z'));
    expect(readRuns(file).map((r) => r.startedAt)).toEqual(['2026-11-27T09:00:00.000Z', '2026-11-29T10:14:00.000Z']);
  });

  it('reads a file of one run, the shape before the list, as a list of one and adds to it', () => {
    const file = path.join(dir, 'one.json');
    fs.writeFileSync(file, JSON.stringify(aRun('2026-11-27T09:00:00.000Z')));
    appendRun(file, aRun('2026-11-29T10:14:00.000Z'));
    expect(readRuns(file)).toHaveLength(2);
  });

  it('holds the committed runs as a list, each with its dates', () => {
    const runs = readRuns(path.resolve(import.meta.dirname, '../../bench/results.json'));
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) expect(Date.parse(run.finishedAt)).toBeGreaterThanOrEqual(Date.parse(run.startedAt));
  });
});
