// Vitest global setup: a directory for what test files of one run share instead of making each
// (the migrated SQLite template, test/support/databases.ts; the demo data snapshot,
// test/support/demo-snapshot.ts), named to every file through the environment and removed at
// the end. Per run, never kept: migrations change between runs, and the seed dates from when it ran.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RUN_DIR_ENV = 'FM_TEST_RUN_DIR';

/** This run's shared directory; undefined outside Vitest's global setup (each file then makes its own). */
export function runDir(): string | undefined {
  return process.env[RUN_DIR_ENV] || undefined;
}

/**
 * `name` made once per run in its shared directory by `make(dir)`, which writes into a private
 * directory renamed into place: files running side by side never see half of it, and when two
 * make it at once the first rename wins. Resolves to its path.
 */
export async function sharedOnce(name: string, make: (dir: string) => Promise<void>): Promise<string | undefined> {
  const root = runDir();
  if (!root) return undefined;
  const dir = path.join(root, name);
  if (fs.existsSync(dir)) return dir;
  const aside = `${dir}-${process.pid}`;
  fs.rmSync(aside, { recursive: true, force: true });
  fs.mkdirSync(aside, { recursive: true });
  await make(aside);
  try {
    fs.renameSync(aside, dir);
  } catch (error) {
    if (!fs.existsSync(dir)) throw error;
    fs.rmSync(aside, { recursive: true, force: true });
  }
  return dir;
}

export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-test-run-'));
  process.env[RUN_DIR_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
