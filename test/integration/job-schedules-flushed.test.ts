import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContainer } from '../../src/container.js';
import { resolve } from '../../src/shared/di.js';
import { RUNNABLE_JOBS } from '../../src/shared/jobs/overdue-work.js';
import { startLifecycle, type Lifecycle } from '../../src/shared/lifecycle.js';
import { laneQueue, obliterateLanes } from '../support/job-lanes.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** The period under test, short so the test takes seconds (the default is 30 s). */
const SCHEDULE_CHECK_MS = 1_000;

/**
 * A logical database of its own on the shared Redis: FLUSHDB there wipes this test's keys and
 * nobody else's (never FLUSHALL a shared server).
 */
function ownRedisDatabase(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = '/12';
  return url.toString();
}

/** Ids of the connections to this test's database, but for `self`. */
async function connectionIds(redis: Redis, self: number): Promise<string[]> {
  const list = (await redis.client('LIST')) as string;
  return list
    .split('\n')
    .filter((line) => / db=12 /.test(` ${line} `))
    .map((line) => /(?:^| )id=(\d+)/.exec(line)![1]!)
    .filter((id) => id !== String(self));
}

/**
 * A FLUSHALL (or a failover to a replica that missed the last writes) empties Redis without
 * cutting a connection: no reconnect tells the worker. Its periodic check puts the schedules
 * back (docs/architecture/jobs.md, "Redis holds nothing we cannot rebuild").
 */
describe.runIf(process.env.TEST_REDIS_URL)('job schedules after Redis is emptied under a running worker', () => {
  const redisUrl = ownRedisDatabase(process.env.TEST_REDIS_URL ?? 'redis://unused');
  const queueName = `test-flushed-${randomBytes(4).toString('hex')}`;
  const logged: Array<{ msg: string; schedules?: string[] }> = [];
  let redis: Redis;
  let server: TestServer;
  let worker: Lifecycle | undefined;
  let scheduleNames: string[];

  beforeAll(async () => {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    server = await startTestServer('sqlite', { REDIS_URL: redisUrl, JOB_QUEUE_NAME: queueName, JOB_SCHEDULE_CHECK_MS: String(SCHEDULE_CHECK_MS) });
    // What worker.ts runs, in this process, with a logger whose lines the test reads.
    const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const container = buildContainer(server.config, logger, { role: 'worker' });
    scheduleNames = resolve(container, RUNNABLE_JOBS).schedules.map((s) => s.name);
    worker = await startLifecycle(container, logger);
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.stop();
    await obliterateLanes(redis, queueName);
    await redis?.quit();
  });

  const jobsHealth = async () => {
    const { data } = await server.client().GET('/health/checks');
    return data?.checks.find((c) => c.name === 'jobs');
  };
  const schedulesInRedis = async () => {
    const lanes = scheduleNames.map((name) => laneQueue(redis, queueName, name));
    try {
      return (await Promise.all(scheduleNames.map((name, i) => lanes[i]!.getJobScheduler(name)))).filter(Boolean).length;
    } finally {
      await Promise.all(lanes.map((lane) => lane.close()));
    }
  };

  it('puts the schedules back within the check period, with no reconnect, and the jobs check goes warning -> healthy', { timeout: 60_000 }, async () => {
    expect(scheduleNames.length).toBeGreaterThan(1);
    expect(await schedulesInRedis()).toBe(scheduleNames.length);
    await expect.poll(async () => (await jobsHealth())?.status, { timeout: 10_000 }).toBe('healthy');
    const self = Number(await redis.client('ID'));
    const before = await connectionIds(redis, self);
    expect(before.length).toBeGreaterThan(0);

    logged.length = 0;
    await redis.flushdb();
    // The worker's heartbeat went with everything else, so the check says so first.
    expect(await jobsHealth()).toMatchObject({ status: 'warning', detail: expect.stringMatching(/no worker seen|schedules missing/) });

    await expect.poll(schedulesInRedis, { timeout: 5 * SCHEDULE_CHECK_MS, interval: 200 }).toBe(scheduleNames.length);
    const registered = logged.filter((line) => line.msg === 'job schedules registered').flatMap((line) => line.schedules ?? []);
    expect(registered.sort()).toEqual([...scheduleNames].sort());
    // Every connection open before the flush is still the same one: no reconnect put them back.
    expect(await connectionIds(redis, self)).toEqual(expect.arrayContaining(before));

    // Healthy again once the next heartbeat (every 10 s) is in.
    await expect.poll(async () => (await jobsHealth())?.status, { timeout: 20_000, interval: 500 }).toBe('healthy');
    expect((await jobsHealth())?.detail).not.toContain('missing');
  });
});
