// A bounded fuzz run of every operation (fixed seed, FUZZ_SEED overrides); the long run of
// 10,000 requests is test/reliability/fuzz.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { formatReport, fuzzSeed, runFuzz } from '../support/fuzz-runner.js';
import { errorShapeProblem, rawRequest } from '../support/raw-http.js';
import { buildWorld, type World } from '../support/security-world.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// 1,000 in all, split over the databases in use; each runs the same requests (same seed),
// so a difference between SQLite and PostgreSQL shows.
const TOTAL = 1_000;
const kinds = testDatabaseKinds();
const REQUESTS = Math.ceil(TOTAL / kinds.length);

describe.each(kinds)('fuzzing every operation on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    world = await buildWorld(server);
  });
  afterAll(async () => server?.stop());

  it(`answers ${REQUESTS} generated and mutated requests without a 5xx, in the error shape, changing nothing it refuses`, { timeout: 300_000 }, async () => {
    const report = await runFuzz(server, world, { runs: REQUESTS, seed: fuzzSeed() });
    const summary = formatReport(kind, report);
    console.log(summary);
    expect(report.requests).toBe(REQUESTS);
    expect(report.failures.length, summary).toBe(0);
  });

  it('answers a request line over 16 KB (refused by the HTTP parser itself) in the error shape', async () => {
    const response = await rawRequest(server.url, { method: 'GET', path: `/api/restaurant/search/all?searchQuery=${'x'.repeat(20_000)}` });
    expect(response.status).toBe(431);
    expect(errorShapeProblem(response)).toBeUndefined();
    expect((await rawRequest(server.url, { method: 'GET', path: '/health' })).status).toBe(200);
  });
});
