// The HTTP shell keeps the exact request bytes only on paths bound to RAW_BODY_PATHS, so a
// webhook can check a signature over them. Uses createApp with a tiny router: no database.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createApp } from '../../src/http/app.js';
import { rawBodyOf } from '../../src/http/request-context.js';
import { createLogger } from '../../src/shared/logger.js';

const WEBHOOK = '/api/order/checkout/webhook';
const UNDECLARED = '/hooks/undeclared';

// Odd spacing, key order and an escaped next to a literal non-ASCII character: any
// re-serialisation of the parsed body would differ from these bytes.
const SENT = '{ "type":"checkout.session.completed" ,\n\t"id" : "evt_1",  "name": "Caf\\u00e9 \u00e9", "n": 1.50 }';

function testRoutes(): Router {
  const router = Router();
  router.post(WEBHOOK, (req, res) => {
    res.json({ raw: rawBodyOf(req).toString('base64'), parsedId: (req.body as { id: string }).id });
  });
  router.post(UNDECLARED, (req, res) => {
    const kept = req.rawBody !== undefined;
    try {
      rawBodyOf(req);
      res.json({ kept });
    } catch (error) {
      res.json({ kept, error: (error as Error).message });
    }
  });
  return router;
}

describe('raw request bodies', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
    const app = createApp({
      config,
      logger: createLogger('silent'),
      verifyAccessToken: () => Promise.reject(new Error('no protected route here')),
      routers: [testRoutes()],
      rawBodyPaths: [WEBHOOK],
    });
    server = await new Promise<Server>((done) => {
      const listening = app.listen(0, () => done(listening));
    });
    url = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const post = (path: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: SENT,
    });

  it('hands a declared route exactly the bytes that were sent, beside the parsed body', async () => {
    const response = await post(WEBHOOK);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { raw: string; parsedId: string };
    expect(Buffer.from(body.raw, 'base64').equals(Buffer.from(SENT, 'utf8'))).toBe(true);
    expect(body.parsedId).toBe('evt_1');
  });

  it('keeps nothing on other paths, where rawBodyOf says how to declare one', async () => {
    const response = await post(UNDECLARED);
    expect(await response.json()).toEqual({
      kept: false,
      error: `No raw body kept for POST ${UNDECLARED}: bind the path to RAW_BODY_PATHS and send JSON`,
    });
  });
});
