// The long fuzz run: 10,000 generated and mutated requests over every operation of
// openapi.yaml, split over the databases in use, the same requests on each (fixed seed,
// FUZZ_SEED overrides).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { formatReport, fuzzSeed, runFuzz } from '../support/fuzz-runner.js';
import { buildWorld, type World } from '../support/security-world.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const TOTAL = 10_000;
const kinds = testDatabaseKinds();
const REQUESTS = Math.ceil(TOTAL / kinds.length);

describe.each(kinds)('long fuzz run on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    world = await buildWorld(server);
  }, 120_000);
  afterAll(async () => server?.stop());

  // A different stretch of the sequence than the fast run in npm test (seed + 1,000,000).
  it(`answers ${REQUESTS} requests without a 5xx, in the error shape, changing nothing it refuses`, { timeout: 1_800_000 }, async () => {
    const report = await runFuzz(server, world, { runs: REQUESTS, seed: fuzzSeed() + 1_000_000 });
    const summary = formatReport(`${kind} (long run)`, report);
    console.log(summary);
    expect(report.requests).toBe(REQUESTS);
    expect(report.failures.length, summary).toBe(0);
  });
});
