// Four test tiers, run one at a time by the npm scripts (`vitest run --project <name>`).
// CI machines have 2 cores: unit tests use both; API/integration tests share real databases,
// so at most 2 files run at once; browser test files run 2 at once, each with a server, data
// directory and database of its own and contexts of its own in the run's one Chromium;
// reliability files run one at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A tier with no test files yet should not fail `npm test`.
    passWithNoTests: true,
    // The local checkout's built script and stylesheet; the server and worker bundles that tests
    // run as processes; a directory per run for what files share
    // (a migrated SQLite template, the demo data snapshot); the run's PostgreSQL databases dropped at its end.
    globalSetup: ['test/support/checkout-assets-setup.ts', 'test/support/server-bundles-setup.ts', 'test/support/run-dir-setup.ts', 'test/support/postgres-run-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts', 'test/integration/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          // The files of a worker share its loaded modules: importing the whole product again for
          // each file cost seconds a file. Each file still starts its own servers on databases of
          // its own (test/support/test-server.ts) and puts back any fake timers it set.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // Added to the global setup above: the web app built once, one Chromium for the run.
          globalSetup: ['test/support/web-build-setup.ts', 'test/support/chromium-server-setup.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          // A worker keeps the modules it loaded (the whole server) for its next file instead of
          // loading them again; each file still starts a server, data directory and database of its own.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:reliability`: real processes killed, restarted and scaled out.
          name: 'reliability',
          include: ['test/reliability/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // One file at a time: two at once (they start processes on ports, and queues, schemas or
          // private Redis/PostgreSQL instances of their own) is not yet shown stable on 2 cores.
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
