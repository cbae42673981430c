// Vitest global setup: the server and worker bundles, built once per run, for the tests that run
// them as real processes (test/support/app-process.ts). They run what production runs
// (src/scripts/server-build.ts), and start about 2 s sooner than through tsx, which compiles the
// whole source tree at every start: the reliability tier starts some seventy processes.
// Built under the project (the bundles import node_modules by name and find the project from
// where they are), in a folder of this run's own: `npm run bench` rebuilding dist/ beside a
// test run never swaps a file under a starting process.
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/shared/project-root.js';
import { buildServer } from '../../src/scripts/server-build.js';

export const BUNDLES_ENV = 'FM_TEST_BUNDLES_DIR';

export default async function setup(): Promise<() => void> {
  const root = path.join(PROJECT_ROOT, 'dist/test-runs');
  fs.mkdirSync(root, { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'run-'));
  await buildServer(dir);
  process.env[BUNDLES_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
