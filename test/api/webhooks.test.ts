// Integrators' webhooks (docs/architecture/webhooks.md): the owner's endpoints, the refused
// addresses, and every order event delivered signed (Standard Webhooks), retried, in order.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContainer, jobHandlersOf } from '../../src/container.js';
import { KnexWebhookEndpoints } from '../../src/modules/integrations/adapters/knex-webhook-endpoints.js';
import { DELIVER_WEBHOOKS_JOB } from '../../src/modules/integrations/jobs/webhook-delivery.js';
import { toDb } from '../../src/shared/db/timestamps.js';
import { resolve } from '../../src/shared/di.js';
import { JOB_RUNNER } from '../../src/shared/jobs/job-queue.js';
import { createLogger } from '../../src/shared/logger.js';
import { TOKENS } from '../../src/shared/tokens.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { eventually, paidInTime, submitCard } from '../support/payment-servers.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;

const post = (server: TestServer, body: unknown, token?: string) =>
  fetch(`${server.url}/api/my/restaurant/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe.each(testDatabaseKinds())('integrator webhooks on %s', (kind) => {
  let server: TestServer;
  let customer: Customer;
  const receivers: WebhookReceiver[] = [];
  let owners = 0;

  const anotherOwner = () => anOwner(server, `hooks-owner-${(owners += 1)}@example.com`);
  const receiver = async (delayMs = 0) => {
    const started = await startWebhookReceiver(delayMs);
    receivers.push(started);
    return started;
  };
  const register = (owner: Owner, url: string) => owner.api.POST('/api/my/restaurant/webhooks', { body: { url } });
  const listOf = async (owner: Owner) => (await owner.api.GET('/api/my/restaurant/webhooks')).data!;
  /** Placed, paid at the local checkout and accepted: three events. */
  const anAcceptedOrder = async (owner: Owner) => {
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId, [1]);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    const accepted = await owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId } } });
    expect(accepted.response.status).toBe(200);
    return orderId;
  };
  const eventIdsOf = async (orderId: string) => (await server.db('order_events').where({ order_id: orderId }).orderBy('id').pluck('id')).map(Number);

  beforeAll(async () => {
    server = await startTestServer(kind, {
      WEBHOOKS_ALLOW_LOCAL: 'true',
      WEBHOOK_RETRY_BASE_MS: '200',
      LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      RATE_LIMIT_CHECKOUT: '1000/60',
    });
    customer = await aCustomer(server, 'hooks-customer@example.com');
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await server?.stop();
  });

  it('registers an endpoint, shows its secret once, and lists it without the secret', async () => {
    const owner = await anotherOwner();
    const { data, response } = await register(owner, 'http://127.0.0.1:9/hooks');
    expect(response.status).toBe(201);
    expect(data).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), url: 'http://127.0.0.1:9/hooks', secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/), createdAt: expect.any(String) });
    const listed = await listOf(owner);
    expect(listed).toEqual([{ id: data!.id, url: data!.url, createdAt: data!.createdAt, deliveries: [] }]);
    expect(JSON.stringify(listed)).not.toContain(data!.secret.slice(6));
  });

  it('allows 3 endpoints per restaurant (409 for a fourth), and one more once one is removed', async () => {
    const owner = await anotherOwner();
    const made = [];
    for (const n of [1, 2, 3]) made.push((await register(owner, `http://127.0.0.1:9/hook-${n}`)).data!.id);
    const fourth = await register(owner, 'http://127.0.0.1:9/hook-4');
    expect(fourth.response.status).toBe(409);
    expect(fourth.error).toMatchObject({ code: 'CONFLICT' });
    const removed = await owner.api.DELETE('/api/my/restaurant/webhooks/{webhookId}', { params: { path: { webhookId: made[1]! } } });
    expect(removed.response.status).toBe(204);
    expect((await listOf(owner)).map((w) => w.id)).toEqual([made[0], made[2]]);
    expect((await register(owner, 'http://127.0.0.1:9/hook-4')).response.status).toBe(201);
  });

  it('answers 400 naming the url for bad input', async () => {
    const owner = await anotherOwner();
    const cases: Array<[unknown, RegExp]> = [
      [{}, /url/],
      [{ url: 'not a url' }, /^url: must be an absolute URL$/],
      [{ url: 'ftp://127.0.0.1/x' }, /^url: must be an https:\/\/ URL$/],
      [{ url: 'http://user:secret@127.0.0.1/x' }, /^url: must not contain a user name or password$/],
      [{ url: `https://example.com/${'a'.repeat(2048)}` }, /^url: /],
      [{ url: 42 }, /^url: /],
    ];
    for (const [body, message] of cases) {
      const answer = await post(server, body, owner.token);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const error = (await answer.json()) as { message: string; details?: Array<{ path: string }> };
      expect(error.message).toMatch(message);
      expect(error.details?.[0]?.path).toBe('url');
    }
    expect(await listOf(owner)).toEqual([]);
  });

  it("answers 404 for another owner's webhook (and leaves it) and without a restaurant, 401 without a token", async () => {
    const [owner, intruder] = [await anotherOwner(), await anotherOwner()];
    const { data } = await register(owner, 'http://127.0.0.1:9/mine');
    const theirs = await intruder.api.DELETE('/api/my/restaurant/webhooks/{webhookId}', { params: { path: { webhookId: data!.id } } });
    expect(theirs.response.status).toBe(404);
    expect((await listOf(owner)).map((w) => w.id)).toEqual([data!.id]);
    expect((await listOf(intruder))).toEqual([]);
    // Someone without a restaurant has no webhooks to list or register.
    expect((await customer.api.GET('/api/my/restaurant/webhooks')).response.status).toBe(404);
    expect((await post(server, { url: 'http://127.0.0.1:9/x' }, customer.token)).status).toBe(404);
    const anonymous = server.client();
    expect((await anonymous.GET('/api/my/restaurant/webhooks')).response.status).toBe(401);
    expect((await post(server, { url: 'http://127.0.0.1:9/x' })).status).toBe(401);
    expect((await anonymous.DELETE('/api/my/restaurant/webhooks/{webhookId}', { params: { path: { webhookId: data!.id } } })).response.status).toBe(401);
  });

  it("sends every event of the restaurant's orders signed, verifiable with the Standard Webhooks library", async () => {
    const owner = await anotherOwner();
    const hooks = await receiver();
    const { secret } = (await register(owner, hooks.url)).data!;
    const orderId = await anAcceptedOrder(owner);
    const ids = await eventIdsOf(orderId);
    await eventually(async () => hooks.delivered().length >= 3, 'three events at the receiver');

    const verifier = new Webhook(secret);
    for (const request of hooks.received) {
      const payload = verifier.verify(request.body, request.headers) as { id: number };
      expect(request.headers['webhook-id']).toBe(String(payload.id));
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(hooks.delivered().map((e) => [e.id, e.type, e.order._id])).toEqual([
      [ids[0], 'placed', orderId],
      [ids[1], 'paid', orderId],
      [ids[2], 'accepted', orderId],
    ]);
    const [accepted] = (await owner.api.GET('/api/my/restaurant/order')).data!.filter((o) => o._id === orderId);
    expect(hooks.delivered()[2]!.order).toEqual(accepted);
    // Each event carries what it changed, whatever the order had become by the time it was sent.
    expect(hooks.delivered().map((e) => e.change)).toEqual([
      { from: null, status: 'placed', by: 'customer' },
      { from: 'placed', status: 'paid', by: 'payment', acceptBy: expect.any(String) },
      { from: 'paid', status: 'inProgress', by: 'restaurant', expectedBy: accepted!.expectedBy },
    ]);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(hooks.received[0]!.body, hooks.received[0]!.headers)).toThrow();
  });

  it('retries after a 500 with the same webhook-id, holds later events of the order until then, and logs each attempt', async () => {
    const owner = await anotherOwner();
    const hooks = await receiver();
    await register(owner, hooks.url);
    hooks.answerNext(500, 503);
    const orderId = await anAcceptedOrder(owner);
    const [placed, paid, accepted] = await eventIdsOf(orderId);
    await eventually(async () => hooks.delivered().length >= 3, 'three events delivered');

    const sent = hooks.received.map((r) => [Number(r.headers['webhook-id']), r.answered]);
    expect(sent).toEqual([
      [placed, 500],
      [placed, 503],
      [placed, 200],
      [paid, 200],
      [accepted, 200],
    ]);
    // The receiver has the last request before the job records its answer.
    const log = await eventually(async () => {
      const attempts = (await listOf(owner))[0]!.deliveries;
      return attempts.length === 5 ? attempts : undefined;
    }, 'five attempts in the log');
    // `state` is the event's delivery now: the placed event's failed attempts show it delivered since.
    expect(log!.map((a) => [a.eventId, a.type, a.attempt, a.statusCode, a.error, a.delivered, a.state])).toEqual([
      [accepted, 'accepted', 1, 200, null, true, 'delivered'],
      [paid, 'paid', 1, 200, null, true, 'delivered'],
      [placed, 'placed', 3, 200, null, true, 'delivered'],
      [placed, 'placed', 2, 503, null, false, 'delivered'],
      [placed, 'placed', 1, 500, null, false, 'delivered'],
    ]);
    const bodies = new Set(hooks.received.filter((r) => Number(r.headers['webhook-id']) === placed).map((r) => r.body));
    expect(bodies.size).toBe(1);
  });

  it("tells in the log whether an attempt's event is still retried or given up", async () => {
    const owner = await anotherOwner();
    const hooks = await receiver();
    hooks.answerNext(...Array.from({ length: 50 }, () => 500));
    await register(owner, hooks.url);
    await placeOrder(server, customer, owner.restaurantId, [1]);
    const first = await eventually(async () => (await listOf(owner))[0]!.deliveries[0], 'a first attempt');
    expect(first).toMatchObject({ type: 'placed', statusCode: 500, delivered: false, state: 'pending' });
    // As if the first attempt had been a day ago: the next failure gives the event up. Written
    // again at each look, as an attempt under way settles with the time it read before.
    const aDayAgo = toDb(new Date(Date.now() - 25 * 3_600_000));
    const log = await eventually(async () => {
      await server.db('webhook_deliveries').where({ event_id: first!.eventId }).update({ first_attempt_at: aDayAgo });
      const attempts = (await listOf(owner))[0]!.deliveries;
      return attempts[0]?.state === 'failed' ? attempts : undefined;
    }, 'the event given up');
    expect(new Set(log!.map((a) => a.state))).toEqual(new Set(['failed']));
  });

  it('catches up events whose runs were lost, and runs of several workers at once send each event once, in order', async () => {
    const owner = await anotherOwner();
    const orderId = await anAcceptedOrder(owner);
    const ids = await eventIdsOf(orderId);
    // An endpoint whose cursor is behind the order's events and no run queued: as after a crash between commit and enqueue.
    const hooks = await receiver(150);
    const endpoint = await new KnexWebhookEndpoints(server.db).add({ restaurantId: owner.restaurantId, url: hooks.url, secret: `whsec_${Buffer.alloc(32, 9).toString('base64')}`, lastEventId: ids[0]! - 1, createdAt: new Date() });
    if (endpoint === 'full') throw new Error('no slot');
    const workers = [buildContainer(server.config, createLogger('silent')), buildContainer(server.config, createLogger('silent'))];
    // Two more in-process workers on the same database, running their own jobs (the retries a run queues), without schedules.
    for (const w of workers) await resolve(w, JOB_RUNNER).start(jobHandlersOf(w));
    try {
      const runs = workers.flatMap((w) => [1, 2].map(() => jobHandlersOf(w).find((h) => h.name === DELIVER_WEBHOOKS_JOB)!.handle({ endpointId: endpoint.id })));
      await Promise.all(runs);
      await eventually(async () => hooks.delivered().length >= 3, 'three events delivered');
      expect(hooks.received.map((r) => [Number(r.headers['webhook-id']), r.answered])).toEqual(ids.map((id) => [id, 200]));
    } finally {
      for (const w of workers) {
        await resolve(w, JOB_RUNNER).close();
        await resolve(w, TOKENS.database).destroy();
      }
    }
  });

  it("keeps each order's events in order while another order's go ahead", async () => {
    const owner = await anotherOwner();
    const hooks = await receiver();
    await register(owner, hooks.url);
    hooks.answerNext(500);
    const first = await anAcceptedOrder(owner);
    const second = await anAcceptedOrder(owner);
    await eventually(async () => hooks.delivered().length >= 6, 'six events delivered');
    for (const orderId of [first, second]) {
      const ids = await eventIdsOf(orderId);
      const arrivals = hooks.received.filter((r) => ids.includes(Number(r.headers['webhook-id'])));
      // Each event is first sent only once the one before it of its order was answered 2xx.
      const firstSent = ids.map((id) => arrivals.findIndex((r) => Number(r.headers['webhook-id']) === id));
      const deliveredAt = ids.map((id) => arrivals.findIndex((r) => Number(r.headers['webhook-id']) === id && r.answered < 300));
      for (let i = 1; i < ids.length; i += 1) expect(firstSent[i]).toBeGreaterThan(deliveredAt[i - 1]!);
    }
  });
});

describe.each(testDatabaseKinds())('webhook addresses without WEBHOOKS_ALLOW_LOCAL on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let hooks: WebhookReceiver;

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    owner = await anOwner(server, 'strict-hooks-owner@example.com');
    hooks = await startWebhookReceiver();
  });
  afterAll(async () => {
    await hooks?.close();
    await server?.stop();
  });

  it.each([
    ['https://127.0.0.1/hooks', 'must not point at a loopback address (127.0.0.1)'],
    ['https://10.1.2.3/hooks', 'must not point at a private address (10.1.2.3)'],
    ['https://192.168.0.10/hooks', 'must not point at a private address (192.168.0.10)'],
    ['https://169.254.169.254/latest/meta-data', 'must not point at a link-local (cloud metadata) address (169.254.169.254)'],
    ['https://[::1]/hooks', 'must not point at a loopback address (::1)'],
    ['https://localhost/hooks', 'must not point at a loopback address (localhost resolves to'],
    ['http://example.com/hooks', 'must be an https:// URL'],
  ])('refuses %s at registration', async (url, message) => {
    const answer = await post(server, { url }, owner.token);
    expect(answer.status).toBe(400);
    const error = (await answer.json()) as { message: string; details?: unknown };
    expect(error.message).toContain(`url: ${message}`);
    expect(error.details).toEqual([{ path: 'url', message: expect.stringContaining(message) }]);
  });

  it('refuses a host that resolves to a loopback address at send time too, and sends nothing', async () => {
    // As if the host's DNS answer had changed since registration (rebinding): stored as the registration would have.
    const local = new URL(hooks.url);
    const endpoints = new KnexWebhookEndpoints(server.db);
    const endpoint = await endpoints.add({ restaurantId: owner.restaurantId, url: `http://localhost:${local.port}${local.pathname}`, secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`, lastEventId: 0, createdAt: new Date() });
    expect(endpoint).not.toBe('full');
    const customer = await aCustomer(server, 'strict-hooks-customer@example.com');
    await placeOrder(server, customer, owner.restaurantId, [1]);
    const log = await eventually(async () => {
      const attempts = (await owner.api.GET('/api/my/restaurant/webhooks')).data![0]!.deliveries;
      return attempts.length ? attempts : undefined;
    }, 'an attempt in the log');
    expect(log![0]).toMatchObject({ type: 'placed', attempt: 1, statusCode: null, delivered: false, state: 'pending', error: expect.stringMatching(/^refused loopback address (127\.0\.0\.1|::1)$/) });
    expect(hooks.received).toEqual([]);
  });
});
