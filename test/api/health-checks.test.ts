import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContainer } from '../../src/container.js';
import { signDevAccessToken } from '../../src/identity-dev/index.js';
import { startLifecycle } from '../../src/shared/lifecycle.js';
import { QUEUE_NAME } from '../../src/shared/jobs/job-queue.js';
import { heartbeatKey, writeHeartbeat } from '../../src/shared/jobs/worker-heartbeat.js';
import { createLogger } from '../../src/shared/logger.js';
import { testDatabaseKinds } from '../support/databases.js';
import { obliterateLanes } from '../support/job-lanes.js';
import { freePort } from '../support/ports.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SIX_CHECKS = ['database', 'identity', 'jobs', 'mail', 'payments', 'storage'];

/**
 * The database check grades its latency (a warning past 100 ms), which a busy machine can
 * reach: these tests hold that nothing failed, and the other checks' verdicts exactly.
 */
const NOT_FAILED = ['healthy', 'warning'];

async function healthChecks(server: TestServer) {
  const { data, response } = await server.client().GET('/health/checks');
  // Whatever the verdict, the endpoint itself answers: a failing dependency is not a dead API.
  expect(response.status).toBe(200);
  if (!data) throw new Error('no body');
  const byName = Object.fromEntries(data.checks.map((c) => [c.name, c]));
  return { ...data, byName };
}

describe.each(testDatabaseKinds())('GET /health/checks on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.stop());

  it('runs the six checks the modules declare, all healthy, each with its latency', async () => {
    const result = await healthChecks(server);
    expect(NOT_FAILED).toContain(result.status);
    expect(result.uptime).toBeGreaterThan(0);
    expect(Date.parse(result.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(result.byName).sort()).toEqual(SIX_CHECKS);
    for (const check of result.checks) {
      expect(check, check.name).toMatchObject({ latencyMs: expect.any(Number) });
      if (check.name === 'database') expect(NOT_FAILED).toContain(check.status);
      else expect(check.status, check.name).toBe('healthy');
    }
    expect(result.byName.storage?.detail).toBe('local disk');
    expect(result.byName.identity?.detail).toBe('embedded provider, 1 signing key');
    // Without Redis the API runs the jobs itself: no separate worker to look for.
    expect(result.byName.jobs?.detail).toBe('in-process');
    expect(result.byName.payments?.detail).toBe('mode local; no event received yet');
    expect(result.byName.mail?.detail).toBe('embedded mail catcher; 0 waiting; none sent yet');
  });

  it('leaves no probe object behind in storage', async () => {
    await healthChecks(server);
    const storage = server.config.storage;
    if (storage.kind !== 'local') throw new Error('expected local storage');
    expect(fs.readdirSync(storage.dir).filter((name) => name.includes('health-probe'))).toEqual([]);
  });

  it('reports storage that takes no writes as an error, and the whole as an error', async () => {
    const storage = server.config.storage;
    if (storage.kind !== 'local') throw new Error('expected local storage');
    // A file where the directory should be: not writable even for root.
    fs.rmSync(storage.dir, { recursive: true, force: true });
    fs.writeFileSync(storage.dir, '');
    try {
      const result = await healthChecks(server);
      expect(result.status).toBe('error');
      expect(result.byName.storage).toMatchObject({ status: 'error', detail: expect.stringMatching(/^local disk not writable \(E[A-Z]+\)$/) });
      expect(result.byName.storage?.detail).not.toContain(storage.dir);
      expect(NOT_FAILED).toContain(result.byName.database?.status);
    } finally {
      fs.rmSync(storage.dir, { force: true });
      fs.mkdirSync(storage.dir, { recursive: true });
    }
    expect(NOT_FAILED).toContain((await healthChecks(server)).status);
  });

  it('reports an unreachable identity provider as an error', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const cut = await startTestServer(kind, { IDP_URL: nowhere });
    try {
      const result = await healthChecks(cut);
      expect(result.status).toBe('error');
      // Never reached, so no keys in hand: no token can be verified.
      expect(result.byName.identity).toMatchObject({ status: 'error', detail: 'embedded provider unreachable; no signing keys fetched yet' });
      expect(result.byName.storage?.status).toBe('healthy');
    } finally {
      await cut.stop();
    }
  });

  it('warns, and still verifies tokens, while the provider is down and this process holds its keys', async () => {
    // The provider of another host, as a second API process sees it: IDP_URL names it, and it can go down.
    const idpPort = await freePort();
    const provider = await stoppableProvider(`http://127.0.0.1:${idpPort}`);
    const cut = await startTestServer(kind, { IDP_PORT: String(idpPort), IDP_URL: provider.url });
    try {
      expect((await healthChecks(cut)).byName.identity).toMatchObject({ status: 'healthy', detail: 'embedded provider, 1 signing key' });
      // A signed-in request (verified, then 404: no user record yet): this process fetches the provider's keys.
      const signedIn = (sub: string) => signDevAccessToken(cut.config, { sub, email: `${sub.replace('|', '-')}@example.com` });
      const before = Date.now();
      expect((await cut.client(await signedIn('cached-keys|1')).GET('/api/my/user')).response.status).toBe(404);

      await provider.stop();
      const result = await healthChecks(cut);
      expect(result.byName.identity).toMatchObject({ status: 'warning', detail: expect.stringMatching(/^embedded provider unreachable; verifying with 1 cached signing key fetched at /) });
      const fetchedAt = Date.parse(result.byName.identity!.detail!.split(' fetched at ')[1]!);
      expect(fetchedAt).toBeGreaterThanOrEqual(before - 1_000);
      expect(fetchedAt).toBeLessThanOrEqual(Date.now());
      expect(result.status).not.toBe('error');
      // What the warning promises: a token this process has never seen still verifies (404, not 401).
      expect((await cut.client(await signedIn('cached-keys|2')).GET('/api/my/user')).response.status).toBe(404);
    } finally {
      await cut.stop();
      await provider.stop();
    }
  });
});

/** Passes requests on to the provider at `target` until stopped; then its address refuses connections. */
async function stoppableProvider(target: string): Promise<{ url: string; stop(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const answer = await fetch(target + req.url).catch(() => undefined);
    if (!answer) return void res.writeHead(502).end();
    res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' }).end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => {
      if (!stopped) {
        stopped = new Promise((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
      }
      return stopped;
    },
  };
}

/**
 * A logical database of its own on the shared Redis: workers of other tests neither beat
 * into this test's key nor take jobs from its queue.
 */
function ownRedisDatabase(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = '/13';
  return url.toString();
}

describe.runIf(process.env.TEST_REDIS_URL)('GET /health/checks with BullMQ on real Redis', () => {
  const redisUrl = ownRedisDatabase(process.env.TEST_REDIS_URL ?? 'redis://unused');
  let redis: Redis;
  let server: TestServer;

  const clearQueue = async () => {
    await redis.del(heartbeatKey(QUEUE_NAME));
    await obliterateLanes(redis, QUEUE_NAME);
  };

  beforeAll(async () => {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    await clearQueue();
    server = await startTestServer('sqlite', { REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await server?.stop();
    await clearQueue();
    await redis.quit();
  });

  it('warns while no worker runs, is healthy once one beats, and warns when its beat goes stale', async () => {
    const before = await healthChecks(server);
    expect(before.byName.jobs).toMatchObject({ status: 'warning', detail: '0 waiting, 0 delayed, 0 failed; no worker seen' });
    expect(before.status).toBe('warning');

    // What worker.ts runs, in this process: it registers the deployment's schedules too.
    const logger = createLogger('silent');
    const worker = await startLifecycle(buildContainer(server.config, logger, { role: 'worker' }), logger);
    try {
      const running = await healthChecks(server);
      expect(running.byName.jobs).toMatchObject({ status: 'healthy', detail: expect.stringMatching(/; worker seen [0-9] s ago$/) });
      expect(NOT_FAILED).toContain(running.status);
    } finally {
      await worker.stop();
    }
    // The schedules' jobs gone with the worker: the queue as a fresh deployment's.
    await clearQueue();

    // What a worker gone two minutes ago leaves behind.
    await writeHeartbeat(redis, QUEUE_NAME, Date.now() - 2 * 60_000);
    const stale = await healthChecks(server);
    expect(stale.byName.jobs).toMatchObject({ status: 'warning', detail: '0 waiting, 0 delayed, 0 failed; worker seen 2 min ago' });
  });
});
