import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { printFigures } from '../support/checkout-load.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { anOwner } from '../support/owners.js';
import { eventually } from '../support/payment-servers.js';
import { checkPostings, ledgerCaughtUp, NO_LEDGER_PROBLEMS } from '../support/ledger-check.js';
import { completedEvent, deliverEvent } from '../support/signed-events.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const ORDERS = 4;
// One Korma at 10.00, delivery 2.50.
const DUE = 1000 + 250;
// The receiver answers this late, so attempts are in flight when the worker dies.
const ANSWER_AFTER_MS = 1_000;
// The shortest claim the settings allow: an attempt cut short by the kill is sent again after it.
const LEASE_MS = 15_000;

/**
 * docs/architecture/webhooks.md "At least once": an owner's endpoint receives every order event
 * while the only worker is killed with SIGKILL in the middle of attempts (the endpoint has the
 * request, the worker never reads the answer), then another worker starts. Every event arrives,
 * each order's in order; an attempt the kill cut short is sent again once its claim expires,
 * with the same `webhook-id` and the same bytes, so a receiver that drops repeats by it sees
 * each event once.
 */
describe.runIf(process.env.TEST_REDIS_URL).each(testDatabaseKinds())('webhooks while a worker is killed, on %s', (kind) => {
  let deployment: Deployment | undefined;
  let hooks: WebhookReceiver | undefined;
  afterEach(async () => {
    await hooks?.close();
    await deployment?.destroy();
  });

  it('delivers every event, in order per order, a repeat with the same webhook-id', { timeout: 180_000 }, async () => {
    deployment = await createDeployment({
      kind,
      redisUrl: process.env.TEST_REDIS_URL,
      env: { WEBHOOKS_ALLOW_LOCAL: 'true', WEBHOOK_LEASE_MS: String(LEASE_MS), WEBHOOK_RETRY_BASE_MS: '200', JOB_STALL_MS: '1000', RATE_LIMIT_CHECKOUT: '1000/60' },
    });
    const d = deployment;
    await d.startApi(d.config.port);
    const worker = await d.startWorker();
    hooks = await startWebhookReceiver(ANSWER_AFTER_MS);
    const owner = await anOwner(d, `hooks-killed-owner-${kind}@example.com`);
    const registered = await owner.api.POST('/api/my/restaurant/webhooks', { body: { url: hooks.url } });
    expect(registered.response.status).toBe(201);
    const { secret } = registered.data!;

    const orderIds: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const customer = await aCustomer(d, `hooks-killed-${kind}-${i}@example.com`);
      orderIds.push((await placeOrder(d, customer, owner.restaurantId, [1])).orderId);
    }
    const path = (orderId: string) => ({ params: { path: { orderId } } });
    // Each step is one more event of every order: paid, accepted, delayed twice, out for delivery, delivered.
    const steps: Array<(orderId: string) => Promise<{ response: Response }>> = [
      async (orderId) => {
        await d.db('local_checkout_sessions').where({ order_id: orderId }).update({ status: 'complete' });
        return { response: await deliverEvent(d, completedEvent(orderId, DUE)) };
      },
      (orderId) => owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { ...path(orderId), body: {} }),
      (orderId) => owner.api.POST('/api/my/restaurant/order/{orderId}/delay', { ...path(orderId), body: { minutes: 10 } }),
      (orderId) => owner.api.POST('/api/my/restaurant/order/{orderId}/delay', { ...path(orderId), body: { minutes: 5 } }),
      (orderId) => owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', { ...path(orderId), body: { status: 'outForDelivery' } }),
      (orderId) => owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', { ...path(orderId), body: { status: 'delivered' } }),
    ];
    const step = async (n: number) => {
      for (const orderId of orderIds) expect((await steps[n]!(orderId)).response.status).toBe(200);
    };

    await step(0);
    await step(1);
    // Killed while the endpoint holds requests it has not answered: those attempts are claimed and cut short.
    await eventually(async () => hooks!.received.length >= ORDERS && hooks!.inFlight() > 0, 'attempts in flight', 30_000);
    await worker.kill();
    const atKill = hooks.received.length;
    // Changes go on with no worker: their runs wait in Redis.
    for (let n = 2; n < steps.length; n += 1) await step(n);
    await d.startWorker();

    const eventIds: number[] = (await d.db('order_events').where({ restaurant_id: owner.restaurantId }).orderBy('id').pluck('id')).map(Number);
    expect(eventIds).toHaveLength(ORDERS * (steps.length + 1));
    const arrived = () => new Set(hooks!.received.filter((r) => r.answered < 300).map((r) => Number(r.headers['webhook-id'])));
    await eventually(async () => eventIds.every((id) => arrived().has(id)), 'every event at the endpoint', 120_000);

    const verifier = new Webhook(secret);
    const bodies = new Map<string, string>();
    const arrivals = new Map<string, number[]>();
    let repeats = 0;
    let changedRepeats = 0;
    for (const request of hooks.received) {
      const webhookId = request.headers['webhook-id']!;
      const event = verifier.verify(request.body, request.headers) as { id: number; order: { _id: string } };
      // A repeat is the same event: same id, same bytes.
      expect(event.id).toBe(Number(webhookId));
      if (bodies.has(webhookId)) {
        repeats += 1;
        if (request.body !== bodies.get(webhookId)) changedRepeats += 1;
      }
      bodies.set(webhookId, request.body);
      arrivals.set(event.order._id, [...(arrivals.get(event.order._id) ?? []), event.id]);
    }
    expect(changedRepeats).toBe(0);
    expect([...bodies.keys()].map(Number).sort((a, b) => a - b)).toEqual(eventIds);
    // In order per order, repeats included: a later event waits until the earlier one is answered.
    const outOfOrder = orderIds.filter((orderId) => (arrivals.get(orderId) ?? []).some((id, at, ids) => at > 0 && id < ids[at - 1]!));
    expect(outOfOrder).toEqual([]);
    // The kill cut at least one attempt short; it came again after its claim expired.
    expect(repeats).toBeGreaterThan(0);

    // The ledger (docs/architecture/ledger.md): every payment and refund posted once, each posting balanced.
    await ledgerCaughtUp(d.db);
    expect(await checkPostings(d.db)).toEqual(NO_LEDGER_PROBLEMS);

    console.info(`[reliability] webhooks (${kind}): ${atKill} requests received when the worker was killed, ${repeats} sent again after it`);
    // Duplicated: repeats a receiver dropping them by webhook-id would still take (a different body under one id).
    printFigures(`webhooks, worker killed (${kind})`, { requests: hooks.received.length, faults: 1, orders: ORDERS, lost: eventIds.length - bodies.size, duplicated: changedRepeats });
  });
});
