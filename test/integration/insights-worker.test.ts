import { randomBytes } from 'node:crypto';
import type { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { RECOMPUTE_INSIGHTS_JOB } from '../../src/modules/insights/index.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { ownerWithPaidOrders } from '../support/insights-fixture.js';
import { laneQueue, obliterateLanes } from '../support/job-lanes.js';
import { anOwner } from '../support/owners.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** INSIGHTS_RECOMPUTE_DELAY_MS here: the dedupe window, shorter than the 2 s default so waiting past it costs little. */
const RECOMPUTE_DELAY_MS = 500;
const PENDING = ['waiting', 'delayed', 'active', 'prioritized', 'waiting-children'] as const;
const BLOCKED_ON_SNAPSHOTS = "not granted and relation = 'analytics_snapshots'::regclass";
type Owner = Awaited<ReturnType<typeof anOwner>>;

/**
 * The API (in this process) and `src/worker.ts` (a child process) on one test PostgreSQL
 * database and the real Redis, on a queue of each test's own, stall detection at 1 s. Each
 * test starts both (the worker a process of its own): slower than most.
 */
describe.runIf(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL)('insights worker on real Redis and PostgreSQL', { timeout: 120_000 }, () => {
  const redisUrl = process.env.TEST_REDIS_URL as string;
  let server: TestServer;
  let workers: WorkerProcess[] = [];
  let redis: Redis | undefined;
  let queue: Queue;
  let queueName: string;

  async function setUp() {
    queueName = `insights-worker-test-${randomBytes(4).toString('hex')}`;
    const env = {
      REDIS_URL: redisUrl,
      JOB_QUEUE_NAME: queueName,
      JOB_STALL_MS: '1000',
      INSIGHTS_RECOMPUTE_DELAY_MS: String(RECOMPUTE_DELAY_MS),
      LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    };
    server = await startTestServer('postgres', env);
    redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    queue = laneQueue(redis, queueName, RECOMPUTE_INSIGHTS_JOB);
    const workerEnv = { ...env, NODE_ENV: 'test', DATABASE_URL: (server.database.config as { url: string }).url, DATA_DIR: server.config.dataDir };
    const startWorker = async () => {
      const worker = await startWorkerProcess(workerEnv);
      workers.push(worker);
      return worker;
    };
    return { startWorker, worker: await startWorker() };
  }

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    workers = [];
    await server?.stop();
    if (!redis) return;
    await queue.close();
    await obliterateLanes(redis, queueName);
    // Whatever else the run left under its queue name (the workers' heartbeat).
    const keys = await redis.keys(`*${queueName}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    redis = undefined;
  });

  const recomputes = async (restaurantId: string, states: readonly string[]): Promise<Job[]> =>
    (await queue.getJobs([...states] as Parameters<Queue['getJobs']>[0])).filter(
      (job) => job.name === RECOMPUTE_INSIGHTS_JOB && job.data.restaurantId === restaurantId,
    );

  /** Until no recompute of the restaurant waits or runs, twice in a row, past the dedupe delay apart. */
  async function settled(restaurantId: string): Promise<void> {
    let quiet = 0;
    while (quiet < 2) {
      await sleep(RECOMPUTE_DELAY_MS + 200);
      quiet = (await recomputes(restaurantId, PENDING)).length === 0 ? quiet + 1 : 0;
    }
  }

  const setStatus = (owner: Owner, orderId: string, status: 'inProgress' | 'delivered') =>
    owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId } }, body: { status } });

  it('updates the snapshot within seconds of an order being paid', async () => {
    await setUp();
    const owner = await anOwner(server, 'paid-owner@example.com');
    const customer = await aCustomer(server, 'paid-customer@example.com');
    const { orderId } = await placeOrder(server, customer, owner.restaurantId, [1]);
    const insights = async () => (await owner.api.GET('/api/business-insights', { params: { query: { timeRange: '7d' } } })).data;
    // Unpaid, it counts in no figure yet (docs/product/decisions.md "Running a service", Figures).
    expect(await insights()).toMatchObject({ totalOrders: 0, totalRevenue: 0 });

    const paidAt = Date.now();
    expect((await deliverEvent(server, completedEvent(orderId, 1000 + 250))).status).toBe(200);
    await expect.poll(async () => (await insights())?.totalRevenue, { timeout: 10_000, interval: 100 }).toBe(1250);
    expect((await insights())?.totalOrders).toBe(1);
    const seconds = (Date.now() - paidAt) / 1000;
    console.info(`insights snapshot updated ${seconds.toFixed(2)} s after the payment`);
    expect(seconds).toBeLessThan(10);
  });

  it('recomputes a few times, not a hundred, for a burst of 100 status changes', async () => {
    await setUp();
    const { owner, orderIds } = await ownerWithPaidOrders(server, 'burst-owner@example.com', 100);
    await owner.api.GET('/api/business-insights', { params: { query: { timeRange: '7d' } } });
    await settled(owner.restaurantId);
    const before = (await recomputes(owner.restaurantId, ['completed'])).length;

    const started = Date.now();
    const answers = await Promise.all(orderIds.map((orderId) => setStatus(owner, orderId, 'inProgress')));
    const burstSeconds = (Date.now() - started) / 1000;
    expect(answers.filter((a) => a.response.status === 200)).toHaveLength(100);
    await settled(owner.restaurantId);
    const runs = (await recomputes(owner.restaurantId, ['completed'])).length - before;
    console.info(`100 status changes in ${burstSeconds.toFixed(2)} s -> ${runs} recomputes`);
    // At most one run per dedupe window while the changes keep coming, and one after them.
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(runs).toBeLessThanOrEqual(Math.ceil((burstSeconds * 1000) / RECOMPUTE_DELAY_MS) + 1);
    const { data } = await owner.api.GET('/api/business-insights', { params: { query: { timeRange: '7d' } } });
    expect(data?.totalOrders).toBe(100);
    expect(new Set(data?.recentOrders.map((o) => o.status))).toEqual(new Set(['inProgress']));
  });

  it('finishes a recompute after its worker was killed mid-job and started again', async () => {
    const { startWorker, worker } = await setUp();
    const { owner, orderIds: [orderId] } = await ownerWithPaidOrders(server, 'killed-owner@example.com', 1);
    await settled(owner.restaurantId);

    // Holds the job at its write: the snapshot table stays locked until the worker is dead.
    const lock = await server.database.db.transaction();
    await lock.raw('lock table analytics_snapshots in share mode');
    expect((await setStatus(owner, orderId!, 'delivered')).response.status).toBe(200);
    const waitingOnLock = async () => (await server.database.db.raw(`select pid from pg_locks where ${BLOCKED_ON_SNAPSHOTS}`)).rows.length;
    await expect.poll(waitingOnLock, { timeout: 10_000, interval: 100 }).toBe(1);
    const [job] = await recomputes(owner.restaurantId, ['active']);
    expect(job).toBeDefined();

    await worker.kill();
    // The dead worker's statement would still run once the lock goes: end it as the crash would have.
    await server.database.db.raw(`select pg_terminate_backend(pid) from pg_locks where ${BLOCKED_ON_SNAPSHOTS}`);
    await lock.rollback();
    expect(await server.db('analytics_snapshots').where({ restaurant_id: owner.restaurantId })).toHaveLength(0);

    const killedAt = Date.now();
    await startWorker();
    const startedAt = Date.now();
    await expect.poll(async () => (await queue.getJob(job!.id!))?.getState(), { timeout: 20_000, interval: 200 }).toBe('completed');
    const recovered = await queue.getJob(job!.id!);
    const secondsSince = (at: number) => ((Date.now() - at) / 1000).toFixed(2);
    console.info(`killed job completed ${secondsSince(startedAt)} s after the new worker started (${secondsSince(killedAt)} s after the kill)`);
    expect(recovered?.stalledCounter).toBe(1);
    const rows = await server.db('analytics_snapshots').where({ restaurant_id: owner.restaurantId });
    expect(rows.map((r) => r.time_range).sort()).toEqual(['1y', '30d', '7d', '90d']);
    expect(JSON.parse(rows[0].payload).recentOrders[0]).toMatchObject({ id: orderId, status: 'delivered' });
  });
});
