// Vitest global setup of the browser tests: a directory for this run's demo data snapshot
// (test/support/demo-snapshot.ts), named to every test file through the environment and removed
// at the end. Per run, not kept: the seed dates reviews and opening states from when it ran.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEMO_SNAPSHOT_ENV = 'FM_DEMO_SNAPSHOT_DIR';

export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-demo-snapshot-'));
  process.env[DEMO_SNAPSHOT_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
