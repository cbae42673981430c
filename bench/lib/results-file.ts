// bench/results.json keeps every run, oldest first, each with its dates: a partial run
// (`npm run bench -- live`) adds to the history instead of replacing the last full run.
import fs from 'node:fs';
import type { BenchResults } from '../run.js';

/** The runs in a results file, oldest first; none when there is no file. A file of one run (the shape before the list) reads as a list of one. */
export function readRuns(file: string): BenchResults[] {
  if (!fs.existsSync(file)) return [];
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchResults | BenchResults[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/** Adds a run at the end of the file's list. */
export function appendRun(file: string, run: BenchResults): void {
  fs.writeFileSync(file, `${JSON.stringify([...readRuns(file), run], null, 2)}\n`);
}
