// Live streams of order changes (docs/architecture/live.md): what each stream is sent, once and
// to no one else; the replay after a reconnect; the reset beyond what is replayed; token expiry;
// the limits; the drain on shutdown; and, with Redis, a change crossing from one API process to
// a stream on another.
import { Redis } from 'ioredis';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { KnexOrderLifecycle } from '../../src/modules/ordering/adapters/knex-order-lifecycle.js';
import { decide } from '../../src/modules/ordering/domain/order-transitions.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { anOwner } from '../support/owners.js';
import { eventually } from '../support/payment-servers.js';
import { freePort } from '../support/ports.js';
import { rawRequest } from '../support/raw-http.js';
import { openStream, type SseMessage, type SseStream, type StreamOptions } from '../support/sse-client.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { expiringIn, tokenVariants } from '../support/token-variants.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;
interface Change {
  id: number;
  type: string;
  createdAt: string;
  order: { _id: string; status: string };
}

const CUSTOMER = '/api/order/events';
const OWNER = '/api/my/restaurant/order/events';
const DAY_MS = 24 * 3_600_000;

const changeOf = (message: SseMessage) => JSON.parse(message.data) as Change;
/** Resolves once the server has the stream following changes: it writes `retry:` then. */
const ready = (stream: SseStream) => stream.until((s) => s.retries.length > 0, 'the stream to be ready');
const cancel = (who: Customer, orderId: string) => who.api.POST('/api/order/{orderId}/cancel', { params: { path: { orderId } } });

describe.each(testDatabaseKinds())('live streams on %s', (kind) => {
  let server: TestServer;
  let ownerA: Owner;
  let ownerB: Owner;
  let clockOffset = 0;
  let people = 0;
  const opened: SseStream[] = [];

  const stream = async (path: string, options: StreamOptions, baseUrl = server.url) => {
    const opening = await openStream(baseUrl, path, options);
    opened.push(opening);
    return opening;
  };
  const live = async (path: string, options: StreamOptions) => {
    const opening = await stream(path, options);
    expect(opening.status, opening.text).toBe(200);
    await ready(opening);
    return opening;
  };
  const aNewCustomer = () => aCustomer(server, `live-${kind}-${people++}@example.com`);
  const eventIdOf = async (orderId: string, type: string) => Number((await server.db('order_events').where({ order_id: orderId, type }).first('id')).id);

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60', LIVE_STREAMS_PER_USER: '3' },
      // Moved forward only to read an event as older than the retention.
      { clock: { now: () => new Date(Date.now() + clockOffset) } },
    );
    ownerA = await anOwner(server, `live-owner-a-${kind}@example.com`);
    ownerB = await anOwner(server, `live-owner-b-${kind}@example.com`);
  });
  afterEach(() => {
    for (const s of opened.splice(0)) s.close();
    clockOffset = 0;
  });
  afterAll(async () => server?.stop());

  it('sends each change once to every stream of its customer and of its restaurant, and to no one else', async () => {
    const [alice, bob] = [await aNewCustomer(), await aNewCustomer()];
    const ofAlice = [await live(CUSTOMER, { token: alice.token }), await live(CUSTOMER, { token: alice.token })];
    const ofA = [await live(OWNER, { token: ownerA.token }), await live(OWNER, { token: ownerA.token })];
    const ofBob = await live(CUSTOMER, { token: bob.token });
    const ofB = await live(OWNER, { token: ownerB.token });
    const first = ofAlice[0]!;
    expect(first.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('x-accel-buffering')).toBe('no');
    expect([first.headers.get('content-encoding'), first.headers.get('etag')]).toEqual([null, null]);
    expect(first.retries).toEqual([2000]);

    const { orderId } = await placeOrder(server, alice, ownerA.restaurantId);
    const placedId = await eventIdOf(orderId, 'placed');
    const asCustomerLists = (await alice.api.GET('/api/order')).data!.find((o) => o._id === orderId);
    const asOwnerLists = (await ownerA.api.GET('/api/my/restaurant/order')).data!.find((o) => o._id === orderId);
    expect(asOwnerLists).toEqual(asCustomerLists);
    for (const s of [...ofAlice, ...ofA]) {
      const message = await s.nth(1);
      expect([message.id, message.event]).toEqual([String(placedId), 'message']);
      expect(changeOf(message)).toEqual({ id: placedId, type: 'placed', createdAt: expect.any(String), change: { from: null, status: 'placed', by: 'customer' }, order: asCustomerLists });
    }

    // Bob's streams see Bob's order first: Alice's change never reached them.
    const bobs = await placeOrder(server, bob, ownerB.restaurantId);
    for (const s of [ofBob, ofB]) expect(changeOf(await s.nth(1)).order._id).toBe(bobs.orderId);
    // Alice's see her cancel next: Bob's change never reached them.
    expect((await cancel(alice, orderId)).response.status).toBe(200);
    for (const s of [...ofAlice, ...ofA]) {
      expect(changeOf(await s.nth(2))).toMatchObject({
        id: await eventIdOf(orderId, 'cancelled'),
        type: 'cancelled',
        change: { from: 'placed', status: 'cancelled', by: 'customer', cancellation: { by: 'customer', reason: 'customerRequest', at: expect.any(String) } },
        order: { _id: orderId, status: 'cancelled' },
      });
    }
    expect((await cancel(bob, bobs.orderId)).response.status).toBe(200);
    for (const s of [ofBob, ofB]) expect(changeOf(await s.nth(2))).toMatchObject({ type: 'cancelled', order: { _id: bobs.orderId } });
    for (const s of [...ofAlice, ...ofA, ofBob, ofB]) expect(s.events).toHaveLength(2);
  });

  it('replays what a reconnecting client missed, in order and once, then goes on live; the id may come as a query parameter', async () => {
    const carol = await aNewCustomer();
    const before = await live(CUSTOMER, { token: carol.token });
    const first = await placeOrder(server, carol, ownerA.restaurantId);
    const seen = await before.nth(1);
    before.close();
    // Missed while away: the cancel, and a second order.
    expect((await cancel(carol, first.orderId)).response.status).toBe(200);
    const second = await placeOrder(server, carol, ownerA.restaurantId);
    const missed = [await eventIdOf(first.orderId, 'cancelled'), await eventIdOf(second.orderId, 'placed')];

    const again = await live(CUSTOMER, { token: carol.token, lastEventId: seen.id });
    await again.nth(2);
    expect(again.events.map((m) => Number(m.id))).toEqual(missed);
    expect(again.events.map((m) => changeOf(m).type)).toEqual(['cancelled', 'placed']);
    const fresh = await live(CUSTOMER, { token: carol.token });
    const byQuery = await live(CUSTOMER, { token: carol.token, queryLastEventId: seen.id });
    await byQuery.nth(2);
    const desk = await live(OWNER, { token: ownerA.token, lastEventId: seen.id });
    await desk.nth(2);

    expect((await cancel(carol, second.orderId)).response.status).toBe(200);
    const cancelled = await eventIdOf(second.orderId, 'cancelled');
    for (const s of [again, byQuery, desk]) {
      await s.nth(3);
      expect(s.events.map((m) => Number(m.id))).toEqual([...missed, cancelled]);
    }
    // Without Last-Event-ID nothing is replayed: the next change comes first.
    expect((await fresh.nth(1)).id).toBe(String(cancelled));
    expect(fresh.events).toHaveLength(1);
  });

  it('sends every change once and in order to a client reconnecting while changes keep coming', async () => {
    const kim = await aNewCustomer();
    const { orderId } = await placeOrder(server, kim, ownerA.restaurantId);
    const from = await eventIdOf(orderId, 'placed');
    // Each checkout at the restaurant also gives up Kim's earlier unpaid one: two changes each.
    const checkouts = Array.from({ length: 4 }, () => placeOrder(server, kim, ownerA.restaurantId));
    const reconnected = await live(CUSTOMER, { token: kim.token, lastEventId: String(from) });
    const last = (await Promise.all(checkouts)).at(-1)!;
    expect((await cancel(kim, last.orderId)).response.status).toBe(200);
    const lastId = await eventIdOf(last.orderId, 'cancelled');
    await reconnected.until((s) => s.events.some((m) => m.id === String(lastId)), 'the last change');
    const logged = (await server.db('order_events').where('id', '>', from).where({ user_id: (await server.db('orders').where({ id: orderId }).first('user_id')).user_id }).orderBy('id').select('id')).map(
      (row: { id: number | string }) => Number(row.id),
    );
    expect(reconnected.events.map((m) => Number(m.id))).toEqual(logged);
    // Four checkouts and the cancel at least; how many earlier orders the concurrent checkouts give up varies.
    expect(logged.length).toBeGreaterThanOrEqual(5);
  });

  it('finds a change whose signal was lost by reading the log while streams are open, and sends it once to a stream replaying it too', async () => {
    const lee = await aNewCustomer();
    const { orderId } = await placeOrder(server, lee, ownerA.restaurantId);
    const placedId = await eventIdOf(orderId, 'placed');
    const watching = await live(CUSTOMER, { token: lee.token });
    // Written straight through ordering's adapter: committed and logged, but no process is told.
    const at = new Date();
    const cancellation = { by: 'customer' as const, reason: 'customerRequest' as const, at };
    await new KnexOrderLifecycle(server.db).change(orderId, {}, (state) => decide(state, { kind: 'cancel', cancellation }, at), 'customer:test', at);
    const cancelledId = await eventIdOf(orderId, 'cancelled');
    // Reconnecting before the hub's next read of the log: the replay sends the cancel, and the hub
    // hands it over again once it reads it.
    const replaying = await live(CUSTOMER, { token: lee.token, lastEventId: String(placedId) });
    expect(changeOf(await watching.nth(1, 10_000))).toMatchObject({ id: cancelledId, type: 'cancelled' });
    const next = await placeOrder(server, lee, ownerA.restaurantId);
    const nextId = await eventIdOf(next.orderId, 'placed');
    await replaying.until((s) => s.events.some((m) => m.id === String(nextId)), 'the next change');
    expect(replaying.events.map((m) => Number(m.id))).toEqual([cancelledId, nextId]);
  });

  it('sends one reset, then goes on live, for an id older than the retention or one the log does not have', async () => {
    const dave = await aNewCustomer();
    const { orderId } = await placeOrder(server, dave, ownerA.restaurantId);
    const placedId = await eventIdOf(orderId, 'placed');

    clockOffset = DAY_MS + 60_000;
    const late = await live(CUSTOMER, { token: dave.token, lastEventId: String(placedId) });
    const reset = await late.nth(1);
    clockOffset = 0;
    expect([reset.event, JSON.parse(reset.data)]).toEqual(['reset', { reason: 'beyondRetention' }]);
    expect(Number(reset.id)).toBeGreaterThanOrEqual(placedId);
    const unknown = await live(CUSTOMER, { token: dave.token, lastEventId: '999999999' });
    expect([(await unknown.nth(1)).event, JSON.parse(unknown.events[0]!.data)]).toEqual(['reset', { reason: 'unknownId' }]);

    expect((await cancel(dave, orderId)).response.status).toBe(200);
    const cancelledId = await eventIdOf(orderId, 'cancelled');
    for (const s of [late, unknown]) {
      expect(changeOf(await s.nth(2))).toMatchObject({ id: cancelledId, type: 'cancelled' });
      expect(s.events.filter((m) => m.event === 'reset')).toHaveLength(1);
    }
    // The reset's id is where the client stands: reconnecting from it replays, with no reset.
    const resumed = await live(CUSTOMER, { token: dave.token, lastEventId: reset.id! });
    expect((await resumed.nth(1)).id).toBe(String(cancelledId));
    expect(resumed.events.map((m) => m.event)).toEqual(['message']);
  });

  it('refuses no token, a forged or expired one (401), a Last-Event-ID that is no id (400), and callers with nothing to follow (404)', async () => {
    const erin = await aNewCustomer();
    const variants = await tokenVariants(server, erin.token);
    for (const path of [CUSTOMER, OWNER]) {
      for (const token of [undefined, variants.forged, variants.expired, variants.malformed]) {
        const refused = await stream(path, { token });
        expect([refused.status, JSON.parse(refused.text).code]).toEqual([401, 'UNAUTHORIZED']);
      }
      const badId = await stream(path, { token: path === OWNER ? ownerA.token : erin.token, lastEventId: 'abc' });
      expect(badId.status).toBe(400);
      expect(JSON.parse(badId.text).message).toMatch(/^last-event-id: /i);
    }
    const notOwner = await stream(OWNER, { token: erin.token });
    expect([notOwner.status, JSON.parse(notOwner.text).message]).toEqual([404, 'Restaurant not found']);
    // HEAD: a stream's headers, no stream.
    const head = await rawRequest(server.url, { method: 'HEAD', path: CUSTOMER, headers: { authorization: `Bearer ${erin.token}` } });
    expect([head.status, head.headers['content-type'], head.text]).toEqual([200, 'text/event-stream; charset=utf-8', '']);
    const noRecord = await issueDevAccessToken({ config: server.config, db: server.db, email: `live-no-record-${kind}@example.com` });
    const notUser = await stream(CUSTOMER, { token: noRecord });
    expect([notUser.status, JSON.parse(notUser.text).message]).toEqual([404, 'User not found']);
  });

  it('ends a stream with tokenExpired when its token expires', async () => {
    const frank = await aNewCustomer();
    const expiring = await live(CUSTOMER, { token: await expiringIn(server, frank.token, 2) });
    await expiring.until((s) => s.events.some((m) => m.event === 'tokenExpired'), 'tokenExpired', 10_000);
    await expiring.ended;
    const [last] = expiring.events;
    expect(last!.event).toBe('tokenExpired');
    expect(new Date((JSON.parse(last!.data) as { expiredAt: string }).expiredAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('holds at most LIVE_STREAMS_PER_USER streams per user (429 beyond), and frees a place when one closes', async () => {
    const grace = await aNewCustomer();
    const held = [await live(CUSTOMER, { token: grace.token }), await live(CUSTOMER, { token: grace.token }), await live(CUSTOMER, { token: grace.token })];
    const refused = await stream(CUSTOMER, { token: grace.token });
    expect([refused.status, JSON.parse(refused.text)]).toEqual([429, { message: 'Too many open streams: at most 3 per user', code: 'TOO_MANY_REQUESTS', requestId: expect.any(String) }]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another user is not held back by Grace's streams.
    await live(OWNER, { token: ownerA.token });
    held[0]!.close();
    await eventually(async () => {
      const next = await stream(CUSTOMER, { token: grace.token });
      return next.status === 200 || (next.close(), false);
    }, 'a place to be freed', 5_000);
  });

  it('drains its streams with a retry hint when the server stops, and holds at most LIVE_STREAMS_PER_PROCESS', async () => {
    const own = await startTestServer(kind, { LIVE_STREAMS_PER_PROCESS: '2' });
    let stopping: Promise<void> | undefined;
    try {
      const [hal, ida, jo] = [await aCustomer(own, 'live-hal@example.com'), await aCustomer(own, 'live-ida@example.com'), await aCustomer(own, 'live-jo@example.com')];
      const held = [await stream(CUSTOMER, { token: hal.token }, own.url), await stream(CUSTOMER, { token: ida.token }, own.url)];
      for (const s of held) await ready(s);
      const refused = await stream(CUSTOMER, { token: jo.token }, own.url);
      expect([refused.status, JSON.parse(refused.text).message]).toEqual([429, 'Too many open streams on this server: try again shortly']);
      stopping = own.stop();
      await Promise.all(held.map((s) => s.ended));
      for (const s of held) {
        expect(s.retries).toHaveLength(2);
        expect(s.retries[1]).toBeGreaterThanOrEqual(2000);
      }
    } finally {
      await (stopping ?? own.stop());
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('live streams across two API processes sharing Redis', () => {
  let deployment: Deployment | undefined;
  let listener: Redis | undefined;
  const opened: SseStream[] = [];
  afterAll(async () => {
    for (const s of opened) s.close();
    await listener?.quit();
    await deployment?.destroy();
  });

  it('sends a change committed through one process to the streams held by the other', { timeout: 120_000 }, async () => {
    deployment = await createDeployment({ kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', redisUrl: process.env.TEST_REDIS_URL });
    const d = deployment;
    const otherPort = await freePort();
    await d.startApi(d.config.port);
    await d.startApi(otherPort);
    const owner = await anOwner(d, 'live-redis-owner@example.com');
    const customer = await aCustomer(d, 'live-redis@example.com');
    const other = `http://127.0.0.1:${otherPort}`;
    const streams = [await openStream(other, CUSTOMER, { token: customer.token }), await openStream(other, OWNER, { token: owner.token })];
    opened.push(...streams);
    for (const s of streams) await ready(s);
    // What goes over Redis: the ids, published by the committing process, heard by the other.
    const channel = `order-events:${d.env.JOB_QUEUE_NAME}`;
    listener = new Redis(process.env.TEST_REDIS_URL!);
    const published: number[] = [];
    listener.on('message', (_channel: string, id: string) => published.push(Number(id)));
    await listener.subscribe(channel);
    const [, listening] = (await new Redis(process.env.TEST_REDIS_URL!).pipeline().pubsub('NUMSUB', channel).quit().exec())![0]![1] as [string, number];
    expect(listening).toBe(2); // this test, and the process holding the streams

    // Through the first process (the deployment's address).
    const { orderId } = await placeOrder(d, customer, owner.restaurantId);
    expect((await cancel(customer, orderId)).response.status).toBe(200);
    for (const s of streams) {
      await s.nth(2, 20_000);
      expect(s.events.map((m) => [changeOf(m).order._id, changeOf(m).type])).toEqual([
        [orderId, 'placed'],
        [orderId, 'cancelled'],
      ]);
    }
    expect(published).toEqual(streams[0]!.events.map((m) => Number(m.id)));
  });
});
