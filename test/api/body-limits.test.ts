// Every body the API reads has a size limit, answered 413 in the JSON error shape before the
// route runs. (Uploads: my-restaurant-validation.test.ts; the sign-in forms:
// identity-provider-limits.test.ts.) Uses createApp with no routes: no database.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createApp } from '../../src/http/app.js';
import { createLogger } from '../../src/shared/logger.js';

describe('request body limits', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
    const app = createApp({ config, logger: createLogger('silent'), verifyAccessToken: async (token) => ({ sub: token, exp: Math.floor(Date.now() / 1000) + 3600 }), routers: [], rawBodyPaths: [] });
    server = await new Promise<Server>((done) => {
      const listening = app.listen(0, () => done(listening));
    });
    url = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const json = (path: string, body: string) =>
    fetch(`${url}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: 'Bearer someone' } });

  it.each(['/api/my/user', '/api/order/checkout/create-checkout-session', '/api/order/checkout/webhook'])(
    'answers a JSON body over 100 KB on %s with 413, no internals',
    async (path) => {
      const response = await json(path, JSON.stringify({ padding: 'x'.repeat(101 * 1024) }));
      expect(response.status).toBe(413);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({ message: expect.any(String), code: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) });
      expect(JSON.stringify(body)).not.toMatch(/node_modules|\bat \S+ \(|Error:/);
    },
  );
});
