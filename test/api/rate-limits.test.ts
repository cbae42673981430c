// Rate limits on checkout and restaurant uploads: 429 with Retry-After in the JSON error shape,
// per user, counted before an upload is read, shared through Redis by every API instance.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createApp } from '../../src/http/app.js';
import { createRateLimiterStore, isRateLimited, type RateLimiterStore } from '../../src/http/rate-limiter-store.js';
import { createLogger } from '../../src/shared/logger.js';
import { aCustomer, DELIVERY, type Customer } from '../support/customers.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const CHECKOUT = '/api/order/checkout/create-checkout-session';

async function expectTooMany(response: Response, what: RegExp) {
  expect(response.status).toBe(429);
  const seconds = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toEqual({ message: expect.stringMatching(what), code: 'TOO_MANY_REQUESTS', requestId: expect.any(String) });
  expect(body.message).toContain(`try again in ${seconds} seconds`);
}

describe('rate limits on checkout and uploads (sqlite)', () => {
  let server: TestServer;
  let customer: Customer;
  const send = (method: string, path: string, token: string | undefined, body?: RequestInit['body'], type?: string) =>
    fetch(`${server.url}${path}`, {
      method,
      body,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(type ? { 'content-type': type } : {}) },
    });
  // Not a valid cart (400), but each call counts all the same.
  const checkout = (token?: string) =>
    send('POST', CHECKOUT, token, JSON.stringify({ restaurantId: 'none', cartItems: [], deliveryDetails: { ...DELIVERY, email: 'a@example.com' } }), 'application/json');

  beforeAll(async () => {
    server = await startTestServer('sqlite', { RATE_LIMIT_CHECKOUT: '2/60', RATE_LIMIT_UPLOADS: '2/60' });
    customer = await aCustomer(server, 'limited@example.com');
  });
  afterAll(() => server?.stop());

  it('answers a user over the checkout limit 429, resuming included, and no one else', async () => {
    expect((await checkout(customer.token)).status).toBe(400);
    expect((await checkout(customer.token)).status).toBe(400);
    await expectTooMany(await checkout(customer.token), /^Too many checkout requests/);
    await expectTooMany(await send('POST', '/api/order/0123456789abcdef01234567/checkout-session', customer.token), /checkout/);

    const other = await aCustomer(server, 'unlimited@example.com');
    expect((await checkout(other.token)).status).toBe(400);
    // No valid token: the contract's 401, whatever the count.
    expect((await checkout()).status).toBe(401);
    expect((await checkout('forged.token.value')).status).toBe(401);
  });

  it('refuses uploads over the limit before reading them', async () => {
    const owner = await aCustomer(server, 'uploader@example.com');
    const form = () => {
      const data = new FormData();
      data.set('restaurantName', 'Limits Café');
      return data;
    };
    expect((await send('POST', '/api/my/restaurant', owner.token, form())).status).toBe(400);
    expect((await send('PUT', '/api/my/restaurant', owner.token, form())).status).toBe(404);
    // Over 5 MB: read, it would be a 413; the limit answers first.
    const big = form();
    big.set('imageFile', new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    await expectTooMany(await send('PUT', '/api/my/restaurant', owner.token, big), /^Too many upload requests/);
    expect((await send('GET', '/api/my/restaurant', owner.token)).status).toBe(404);
  });

  it("counts every call that takes a form against the same limit: the menu's and a courier's proof of delivery too", async () => {
    const courier = await aCustomer(server, 'photo-courier@example.com');
    const photo = () => {
      const data = new FormData();
      data.set('photo', new Blob([new Uint8Array(1024)], { type: 'image/jpeg' }), 'door.jpg');
      return data;
    };
    const delivered = '/api/courier/deliveries/0123456789abcdef01234567/delivered';
    expect((await send('POST', delivered, courier.token, photo())).status).not.toBe(429);
    expect((await send('PUT', '/api/my/restaurant/menu', courier.token, new FormData())).status).toBe(404);
    await expectTooMany(await send('POST', `${delivered}/`, courier.token, photo()), /^Too many upload requests/);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  const stores: RateLimiterStore[] = [];
  const servers: Server[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    // Keys of their own on the shared Redis: other runs and tests do not count here.
    const env = { NODE_ENV: 'test' as const, LOG_LEVEL: 'silent' as const, REDIS_URL: process.env.TEST_REDIS_URL, RATE_LIMIT_CHECKOUT: '2/60', RATE_LIMIT_KEY_PREFIX: `test-${randomUUID()}` };
    const config = loadConfig(env);
    const logger = createLogger('silent');
    for (let i = 0; i < 2; i++) {
      const store = createRateLimiterStore({ redisUrl: config.redisUrl, keyPrefix: config.rateLimits.keyPrefix, logger });
      // Before it is connected each instance would count on its own (the fallback for a Redis outage).
      await store.ready();
      // The token is the user: enough to tell callers apart without an identity provider.
      const app = createApp({ config, logger, rateLimitStore: store, verifyAccessToken: async (token) => ({ sub: token, exp: Math.floor(Date.now() / 1000) + 3600 }), routers: [], rawBodyPaths: [] });
      const server = await new Promise<Server>((done) => {
        const listening = app.listen(0, () => done(listening));
      });
      stores.push(store);
      servers.push(server);
      urls.push(`http://localhost:${(server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const server of servers) await new Promise<void>((done) => server.close(() => done()));
    for (const store of stores) await store.close();
  });

  const checkoutAt = (url: string, user: string) =>
    fetch(`${url}${CHECKOUT}`, { method: 'POST', headers: { authorization: `Bearer ${user}`, 'content-type': 'application/json' }, body: '{}' });

  it('counts one user across two API instances', async () => {
    const [first, second] = urls as [string, string];
    expect((await checkoutAt(first, 'alice')).status).not.toBe(429);
    expect((await checkoutAt(second, 'alice')).status).not.toBe(429);
    await expectTooMany(await checkoutAt(first, 'alice'), /checkout/);
    await expectTooMany(await checkoutAt(second, 'alice'), /checkout/);
    expect((await checkoutAt(second, 'bob')).status).not.toBe(429);
  });
});

describe('rate limits without their Redis', () => {
  it('keep limiting in each process when Redis cannot be reached', async () => {
    // Port 1: nothing listens there, so every call to Redis fails at once.
    const store = createRateLimiterStore({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'unreachable', logger: createLogger('silent') });
    try {
      const limiter = store.limiter('checkout', { points: 1, seconds: 60 });
      await expect(limiter.consume('alice')).resolves.toMatchObject({ remainingPoints: 0 });
      const refused = await limiter.consume('alice').catch((rejection: unknown) => rejection);
      expect(isRateLimited(refused)).toBe(true);
    } finally {
      await store.close();
    }
  });
});
