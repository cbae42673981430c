// Retention of the order event log (docs/architecture/order-events.md "Retention"): old events go,
// recent ones stay, and so does every event a consumer has yet to read (a webhook endpoint's
// fan-out, payments' refund dispatch, the order e-mails); a stream replaying from a pruned id gets a reset; a list's
// ETag never goes back to a value a client may hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { buildContainer, jobHandlersOf } from '../../src/container.js';
import { KnexWebhookEndpoints } from '../../src/modules/integrations/adapters/knex-webhook-endpoints.js';
import { DELIVER_WEBHOOKS_JOB } from '../../src/modules/integrations/jobs/webhook-delivery.js';
import { PRUNE_ORDER_EVENTS_JOB } from '../../src/modules/ordering/index.js';
import { resolve } from '../../src/shared/di.js';
import { createLogger } from '../../src/shared/logger.js';
import { TOKENS } from '../../src/shared/tokens.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { eventually, paidInTime, submitCard } from '../support/payment-servers.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { openStream } from '../support/sse-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;

const RETENTION_HOURS = 48;
const RETENTION_MS = RETENTION_HOURS * 3_600_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDatabaseKinds())('order event retention on %s', (kind) => {
  let server: TestServer;
  // The pruning runs in a container of its own whose clock stands one retention after `keepFrom`.
  let pruner: Container;
  let keepFrom = new Date();
  let people = 0;
  const receivers: WebhookReceiver[] = [];

  const aNewCustomer = () => aCustomer(server, `retention-${kind}-${people++}@example.com`);
  const anotherOwner = () => anOwner(server, `retention-owner-${kind}-${people++}@example.com`);
  const eventIdsOf = async (orderId: string) => (await server.db('order_events').where({ order_id: orderId }).orderBy('id').pluck('id')).map(Number);
  const handler = (container: Container, name: string) => jobHandlersOf(container).find((h) => h.name === name)!;
  /** Prunes as a run would at one retention after now: every event committed so far is old. */
  const pruneAllOld = async () => {
    await sleep(5);
    keepFrom = new Date();
    await handler(pruner, PRUNE_ORDER_EVENTS_JOB).handle({});
  };
  const aPaidOrder = async (customer: Customer, owner: Owner) => {
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId, [1]);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    return orderId;
  };
  const listTag = async (customer: Customer, ifNoneMatch?: string) => {
    const answer = await fetch(`${server.url}/api/order`, { headers: { authorization: `Bearer ${customer.token}`, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } });
    return { status: answer.status, etag: answer.headers.get('etag')!, orders: answer.status === 200 ? ((await answer.json()) as Array<{ _id: string }>) : [] };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      ORDER_EVENTS_RETENTION_HOURS: String(RETENTION_HOURS),
      LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      RATE_LIMIT_CHECKOUT: '1000/60',
      WEBHOOKS_ALLOW_LOCAL: 'true',
    });
    pruner = buildContainer(server.config, createLogger('silent'), undefined, { now: () => new Date(keepFrom.getTime() + RETENTION_MS) });
  });
  afterAll(async () => {
    for (const r of receivers) await r.close();
    if (pruner) await resolve(pruner, TOKENS.database).destroy();
    await server?.stop();
  });

  it('deletes the events older than the retention and keeps the recent ones, and the newest', async () => {
    const owner = await anotherOwner();
    const customer = await aNewCustomer();
    const old = await placeOrder(server, customer, owner.restaurantId);
    const oldIds = await eventIdsOf(old.orderId);
    await pruneAllOld();
    // The log's newest event stays whatever its age: the ids below it are what list ETags fall back on.
    expect(await eventIdsOf(old.orderId)).toEqual(oldIds);

    // At another restaurant: a new checkout at the same one would cancel the old order (a recent event of it).
    const recent = await placeOrder(server, customer, (await anotherOwner()).restaurantId);
    const recentIds = await eventIdsOf(recent.orderId);
    await handler(pruner, PRUNE_ORDER_EVENTS_JOB).handle({});
    expect(await eventIdsOf(old.orderId)).toEqual([]);
    expect(await eventIdsOf(recent.orderId)).toEqual(recentIds);
    const older = await server.db('order_events').where('id', '<', recentIds[0]!).count({ n: '*' }).first();
    expect(Number(older?.n)).toBe(0);
  });

  it("keeps what a webhook endpoint has yet to fan out, and deletes it once the endpoint has it", async () => {
    const owner = await anotherOwner();
    const customer = await aNewCustomer();
    const { orderId } = await placeOrder(server, customer, owner.restaurantId);
    const ids = await eventIdsOf(orderId);
    const hooks = await startWebhookReceiver();
    receivers.push(hooks);
    // An endpoint whose cursor is behind the order's events with no run queued: as while the workers are down.
    const endpoint = await new KnexWebhookEndpoints(server.db).add({ restaurantId: owner.restaurantId, url: hooks.url, secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`, lastEventId: ids[0]! - 1, createdAt: new Date() });
    if (endpoint === 'full') throw new Error('no slot');
    await placeOrder(server, await aNewCustomer(), (await anotherOwner()).restaurantId);
    await pruneAllOld();
    // Kept, unless the server's own sweep (every 30 s) fanned them out first: either way none is lost to the endpoint.
    const fannedOut = (await server.db('order_event_cursors').where({ name: `integrations.webhooks:${endpoint.id}` }).first('last_event_id')).last_event_id;
    if (Number(fannedOut) < ids[0]!) expect(await eventIdsOf(orderId)).toEqual(ids);

    await handler(pruner, DELIVER_WEBHOOKS_JOB).handle({ endpointId: endpoint.id });
    await eventually(async () => hooks.delivered().length >= ids.length, 'the events delivered');
    expect(hooks.delivered().map((d) => d.id)).toEqual(ids);
    await pruneAllOld();
    expect(await eventIdsOf(orderId)).toEqual([]);
  });

  it("keeps a refund request payments has yet to hand to the provider, and every event after it", async () => {
    const owner = await anotherOwner();
    const orderId = await aPaidOrder(await aNewCustomer(), owner);
    const declined = await owner.api.POST('/api/my/restaurant/order/{orderId}/decline', { params: { path: { orderId } }, body: { reason: 'tooBusy' } });
    expect(declined.response.status).toBe(200);
    const requested = Number((await server.db('order_events').where({ order_id: orderId, type: 'refundRequested' }).first('id')).id);
    // The dispatcher has handed it over; put its cursor back, as if it had not.
    await eventually(async () => Number((await server.db('order_event_cursors').where({ name: 'payments.refund-dispatch' }).first('last_event_id'))?.last_event_id ?? 0) >= requested, 'the refund dispatched');
    // The order e-mails hold back the cancellation (requested - 1) until they have recorded it: wait for them, as this case is about payments.
    await eventually(async () => Number((await server.db('order_event_cursors').where({ name: 'notifications.order-mail' }).first('last_event_id'))?.last_event_id ?? 0) >= requested, 'the cancellation e-mail recorded');
    await server.db('order_event_cursors').where({ name: 'payments.refund-dispatch' }).update({ last_event_id: requested - 1 });
    try {
      await placeOrder(server, await aNewCustomer(), owner.restaurantId);
      await pruneAllOld();
      const left: number[] = (await server.db('order_events').orderBy('id').pluck('id')).map(Number);
      expect(left[0]).toBe(requested);
    } finally {
      // Put back even when the case fails, so the cases after it are not held back too.
      await server.db('order_event_cursors').where({ name: 'payments.refund-dispatch' }).update({ last_event_id: requested });
    }
    await pruneAllOld();
    expect(await eventIdsOf(orderId)).toEqual([]);
  });

  it('keeps a paid event the order e-mails have yet to turn into a message, and deletes it once they have (docs/architecture/mail.md)', async () => {
    const owner = await anotherOwner();
    const orderId = await aPaidOrder(await aNewCustomer(), owner);
    const paid = Number((await server.db('order_events').where({ order_id: orderId, type: 'paid' }).first('id')).id);
    // The e-mail is recorded; put the mail cursor back, as if it had not been.
    await eventually(async () => Number((await server.db('order_event_cursors').where({ name: 'notifications.order-mail' }).first('last_event_id'))?.last_event_id ?? 0) >= paid, 'the receipt recorded');
    await server.db('order_event_cursors').where({ name: 'notifications.order-mail' }).update({ last_event_id: paid - 1 });
    try {
      await placeOrder(server, await aNewCustomer(), owner.restaurantId);
      await pruneAllOld();
      const left: number[] = (await server.db('order_events').orderBy('id').pluck('id')).map(Number);
      expect(left[0]).toBe(paid);
    } finally {
      await server.db('order_event_cursors').where({ name: 'notifications.order-mail' }).update({ last_event_id: paid });
    }
    await pruneAllOld();
    expect(await eventIdsOf(orderId)).toEqual([]);
  });

  it('answers a stream reconnecting from a pruned id with a reset', async () => {
    const customer = await aNewCustomer();
    const { orderId } = await placeOrder(server, customer, (await anotherOwner()).restaurantId);
    const [placedId] = await eventIdsOf(orderId);
    await placeOrder(server, await aNewCustomer(), (await anotherOwner()).restaurantId);
    await pruneAllOld();
    expect(await eventIdsOf(orderId)).toEqual([]);
    const stream = await openStream(server.url, '/api/order/events', { token: customer.token, lastEventId: String(placedId) });
    try {
      expect(stream.status).toBe(200);
      const reset = await stream.nth(1);
      expect([reset.event, JSON.parse(reset.data)]).toEqual(['reset', { reason: 'beyondRetention' }]);
    } finally {
      stream.close();
    }
  });

  it("never gives a customer's list a tag it had before, once all of its events are pruned", async () => {
    const customer = await aNewCustomer();
    const empty = await listTag(customer);
    expect(empty.orders).toEqual([]);
    const { orderId } = await placeOrder(server, customer, (await anotherOwner()).restaurantId);
    const placed = await listTag(customer);
    await placeOrder(server, await aNewCustomer(), (await anotherOwner()).restaurantId);
    await pruneAllOld();
    expect(await eventIdsOf(orderId)).toEqual([]);

    const pruned = await listTag(customer);
    expect(pruned.etag).not.toBe(empty.etag);
    // A client still holding the empty list's tag is sent the order.
    const fromEmpty = await listTag(customer, empty.etag);
    expect([fromEmpty.status, fromEmpty.orders.map((o) => o._id)]).toEqual([200, [orderId]]);
    // The list is what it was: at most one needless 200 for a client holding the tag from before.
    expect([200, 304]).toContain((await listTag(customer, placed.etag)).status);
    // And its next change moves the tag on.
    const next = await placeOrder(server, customer, (await anotherOwner()).restaurantId);
    const moved = await listTag(customer, pruned.etag);
    expect([moved.status, moved.orders.map((o) => o._id).sort()]).toEqual([200, [orderId, next.orderId].sort()]);
  });
});
