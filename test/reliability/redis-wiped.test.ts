import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app-process.js';
import { CheckoutLoad, printFigures } from '../support/checkout-load.js';
import { aCustomer, menuOf } from '../support/customers.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { checkLedger } from '../support/order-ledger.js';
import { checkPostings, ledgerCaughtUp, NO_LEDGER_PROBLEMS } from '../support/ledger-check.js';
import { anOwner } from '../support/owners.js';
import { eventually } from '../support/payment-servers.js';
import { freePort } from '../support/ports.js';
import { startPrivateRedis, type PrivateService } from '../support/private-services.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.js';

const CUSTOMERS = 8;
const LOAD_MS = 30_000;
const REDIS_DOWN_AT_MS = 10_000;
const REDIS_DOWN_FOR_MS = 5_000;
const WORKER_DOWN_FOR_MS = 10_000;
/** The promise: every paid order reads paid this soon after Redis is back. */
const PAID_WITHIN_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True while the process runs: it never exited (crashed or restarted) during the test. */
async function stillRunning(process: AppProcess): Promise<boolean> {
  return Promise.race([process.exited.then(() => false), sleep(10).then(() => true)]);
}

/**
 * Two API processes and a worker on PostgreSQL and a Redis of the test's own without
 * persistence, behind a round-robin proxy. Customers pay by card for 30 s; in the middle Redis
 * is stopped and comes back empty: the queued payment events and the job schedules are gone.
 * The outbox in the database is the truth, so the sweep, rescheduled by the worker on its own,
 * delivers every event again: no paid order stays unpaid, none is paid twice, nothing restarts.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('Redis wiped under load', () => {
  let redis: PrivateService | undefined;
  let deployment: Deployment | undefined;
  let proxy: RoundRobinProxy | undefined;
  afterEach(async () => {
    await deployment?.destroy();
    await proxy?.close();
    await redis?.destroy();
  });

  it.each([
    { workerKilled: false, title: 'Redis alone' },
    { workerKilled: true, title: 'Redis and the worker, the worker back 10 s later' },
  ])('every paid order reads paid within 60 s of Redis returning empty: $title', { timeout: 420_000 }, async ({ workerKilled }) => {
    redis = await startPrivateRedis();
    const proxyPort = await freePort();
    deployment = await createDeployment({ kind: 'postgres', redisUrl: redis.url, publicPort: proxyPort });
    const d = deployment;
    const secondPort = await freePort();
    const apis = [await d.startApi(d.config.port), await d.startApi(secondPort)];
    let worker = await d.startWorker();
    const firstWorker = worker;
    proxy = await startRoundRobinProxy(proxyPort, [d.config.port, secondPort]);
    const owner = await anOwner(d, 'wiped-owner@example.com');
    const menu = await menuOf(d, owner.restaurantId);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => aCustomer(d, `wiped-${i}@example.com`)));
    const load = new CheckoutLoad(d);

    const started = Date.now();
    const shoppers = customers.map(async (customer) => {
      while (Date.now() - started < LOAD_MS) {
        const checkout = await load.checkout(customer, owner.restaurantId, menu);
        if (checkout) await load.payByCard(checkout);
      }
    });
    await sleep(REDIS_DOWN_AT_MS);
    await Promise.all([redis.stop(), workerKilled ? worker.kill() : undefined]);
    const paidBefore = load.paidByCard.length;
    await sleep(REDIS_DOWN_FOR_MS);
    await redis.start();
    const redisBackAt = Date.now();
    if (workerKilled) {
      await sleep(WORKER_DOWN_FOR_MS - REDIS_DOWN_FOR_MS);
      worker = await d.startWorker();
    }
    await Promise.all(shoppers);
    expect(load.paidByCard.length).toBeGreaterThan(paidBefore);

    const unpaid = async () => {
      const ids = load.paidByCard.map((c) => c.sessionId);
      return (await d.db('orders').whereIn('checkout_session_id', ids).whereNot({ status: 'paid' }).count({ n: '*' }).first())?.n;
    };
    const left = Math.max(0, redisBackAt + PAID_WITHIN_MS - Date.now());
    const what = `every paid order to read paid within ${PAID_WITHIN_MS / 1000} s of Redis returning`;
    await eventually(async () => Number(await unpaid()) === 0, what, left).catch(async (error: unknown) => {
      // What the worker was doing, for the failure's message.
      const undelivered = await d.db('local_checkout_outbox').whereNull('delivered_at').count({ n: '*' }).first();
      const delivered = worker.logs.filter((line) => line.includes('event delivered')).length;
      const troubles = [...apis, worker].flatMap((p) => p.logs.filter((line) => /"level":[45]0/.test(line)).slice(-5).map((line) => line.slice(0, 300)));
      throw new Error(`${String(error)}: ${String(await unpaid())} unpaid, ${String(undelivered?.n)} undelivered, ${delivered} delivered by the worker\n${troubles.join('\n')}`);
    });
    const paidAfterMs = Date.now() - redisBackAt;

    for (const api of apis) expect(await stillRunning(api)).toBe(true);
    expect(await stillRunning(worker)).toBe(true);
    if (!workerKilled) expect(worker).toBe(firstWorker);
    const ledger = await checkLedger(d.db, load);
    printFigures(`Redis wiped${workerKilled ? ' with the worker' : ''} (all paid ${(paidAfterMs / 1000).toFixed(1)} s after Redis returned)`, {
      requests: load.requests,
      faults: workerKilled ? 2 : 1,
      orders: ledger.orders,
      lost: ledger.lost.length,
      duplicated: ledger.duplicated.length,
    });
    // The ledger (docs/architecture/ledger.md): every payment and refund posted once, each posting balanced.
    await ledgerCaughtUp(d.db);
    expect(await checkPostings(d.db)).toEqual(NO_LEDGER_PROBLEMS);
    expect(ledger.lost).toEqual([]);
    expect(ledger.duplicated).toEqual([]);
  });
});
