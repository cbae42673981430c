import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import type { paths } from '../../src/generated/api.js';
import { printFigures } from '../support/checkout-load.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { anOwner } from '../support/owners.js';
import { eventually } from '../support/payment-servers.js';
import { freePort } from '../support/ports.js';
import { startPrivateRedis, type PrivateService } from '../support/private-services.js';
import { completedEvent, deliverEvent } from '../support/signed-events.js';
import { openStream, type SseStream } from '../support/sse-client.js';

const CUSTOMERS = 20;
const ROUNDS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client as the web app is one (docs/architecture/live.md): it follows a stream and, when the
 * stream ends or cannot be opened, reconnects to the next API address with the last id it saw.
 * It keeps every event id it was sent, repeats included.
 */
class FollowingClient {
  readonly ids: number[] = [];
  reconnects = 0;
  private stream?: SseStream;
  private stopped = false;
  private at = 0;

  constructor(
    private readonly urls: string[],
    private readonly path: string,
    private readonly token: string,
    first: number,
  ) {
    this.at = first;
  }

  /** Resolves once the first stream follows changes (its `retry:` line arrived). */
  async start(): Promise<void> {
    await this.connect();
    void this.follow();
  }

  stop(): void {
    this.stopped = true;
    this.stream?.close();
  }

  private async connect(): Promise<void> {
    for (;;) {
      const url = this.urls[this.at % this.urls.length]!;
      const last = this.ids.at(-1);
      try {
        const stream = await openStream(url, this.path, { token: this.token, ...(last !== undefined && { lastEventId: String(last) }) });
        if (stream.status === 200) {
          await stream.until((s) => s.retries.length > 0, 'the stream to follow changes', 5_000);
          this.stream = stream;
          return;
        }
      } catch {
        // refused or reset: this API is down
      }
      this.at += 1;
      this.reconnects += 1;
      await sleep(200);
    }
  }

  private async follow(): Promise<void> {
    while (!this.stopped) {
      const stream = this.stream!;
      let read = 0;
      const take = () => {
        for (; read < stream.events.length; read += 1) {
          const event = stream.events[read]!;
          if (event.event === 'message' && event.id) this.ids.push(Number(event.id));
        }
      };
      const reading = setInterval(take, 20);
      await stream.ended.catch(() => undefined);
      clearInterval(reading);
      take();
      if (this.stopped) return;
      this.at += 1;
      this.reconnects += 1;
      await this.connect();
    }
  }
}

/**
 * docs/product/decisions.md "Live updates": two API processes and a worker on PostgreSQL and Redis; 20 customers and the
 * owner follow their streams, spread over both APIs, while the owner changes every order round
 * after round. One API is killed with SIGKILL, and Redis is stopped and started again, mid-run.
 * Every client ends with every event of its orders after it subscribed, each once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('live streams while an API process is killed and Redis restarts', () => {
  let deployment: Deployment | undefined;
  let redis: PrivateService | undefined;
  afterEach(async () => {
    await deployment?.destroy();
    await redis?.destroy();
  });

  it('gives every client every event once, through the other API', { timeout: 180_000 }, async () => {
    redis = await startPrivateRedis();
    deployment = await createDeployment({ kind: 'postgres', redisUrl: redis.url, env: { RATE_LIMIT_CHECKOUT: '1000/60', ORDER_ACCEPT_TIMEOUT_S: '3600' } });
    const d = deployment;
    const [first, second] = [d.config.port, await freePort()];
    await d.startApi(first);
    const other = await d.startApi(second);
    await d.startWorker();
    const urls = [`http://127.0.0.1:${first}`, `http://127.0.0.1:${second}`];
    const clientAt = (url: string, token: string) => createClient<paths>({ baseUrl: url, headers: { Authorization: `Bearer ${token}` } });

    const owner = await anOwner(d, 'live-owner@example.com');
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) customers.push(await aCustomer(d, `live-${i}@example.com`));
    const orderIds: string[] = [];
    for (const customer of customers) {
      const { orderId } = await placeOrder(d, customer, owner.restaurantId);
      const row: { total_amount: unknown; delivery_price: unknown } = await d.db('orders').where({ id: orderId }).first('total_amount', 'delivery_price');
      expect((await deliverEvent(d, completedEvent(orderId, Number(row.total_amount) + Number(row.delivery_price)))).status).toBe(200);
      orderIds.push(orderId);
    }

    // Half the clients on each API.
    const clients = customers.map((c, i) => new FollowingClient(urls, '/api/order/events', c.token, i));
    const ownerClient = new FollowingClient(urls, '/api/my/restaurant/order/events', owner.token, 1);
    await Promise.all([...clients, ownerClient].map((c) => c.start()));
    const baseline = Number((await d.db('order_events').max({ id: 'id' }).first())?.id ?? 0);

    let failedCalls = 0;
    /** The owner's call through whichever API answers. */
    const ownerCall = async (call: (api: ReturnType<typeof clientAt>) => Promise<{ response: Response }>) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const { response } = await call(clientAt(urls[attempt % 2]!, owner.token));
          if (response.ok) return;
          failedCalls += 1;
        } catch {
          failedCalls += 1;
        }
        await sleep(100);
      }
    };
    for (const orderId of orderIds) {
      await ownerCall((api) => api.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId } }, body: { estimatedMinutes: 30 } }));
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round === 2) await other.kill();
      if (round === 4) await redis.stop();
      if (round === 5) await redis.start();
      await Promise.all(orderIds.map((orderId) => ownerCall((api) => api.POST('/api/my/restaurant/order/{orderId}/delay', { params: { path: { orderId } }, body: { minutes: 10 } }))));
    }

    const events: Array<{ id: number | string; user_id: string }> = await d.db('order_events').where('id', '>', baseline).orderBy('id').select('id', 'user_id');
    const userIds = await Promise.all(customers.map(async (c) => (await c.api.GET('/api/my/user')).data!._id));
    const expected = (userId?: string) => events.filter((e) => userId === undefined || e.user_id === userId).map((e) => Number(e.id));
    const all = [...clients, ownerClient];
    const wants = [...userIds.map((u) => expected(u)), expected()];
    await eventually(async () => all.every((c, i) => new Set(c.ids).size >= wants[i]!.length), 'every client to have every event', 30_000);
    all.forEach((c) => c.stop());

    let lost = 0;
    let duplicated = 0;
    all.forEach((c, i) => {
      lost += wants[i]!.filter((id) => !c.ids.includes(id)).length;
      duplicated += c.ids.length - new Set(c.ids).size;
      expect(c.ids).toEqual(wants[i]);
    });
    const reconnects = all.reduce((n, c) => n + c.reconnects, 0);
    console.info(`[reliability] live streams: ${events.length} events, ${reconnects} reconnects, ${failedCalls} owner calls retried`);
    printFigures('live streams, API killed and Redis restarted', { requests: events.length, faults: 2, orders: orderIds.length, lost, duplicated });
    expect(reconnects).toBeGreaterThanOrEqual(CUSTOMERS / 2);
  });
});
