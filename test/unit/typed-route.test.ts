import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api.js';
import { expressPath, JsonText, typedRoute } from '../../src/http/typed-route.js';

describe('expressPath', () => {
  it('writes OpenAPI path parameters the Express 5 way', () => {
    expect(expressPath('/api/my/restaurant/order/{orderId}/status')).toBe('/api/my/restaurant/order/:orderId/status');
    expect(expressPath('/api/restaurant/cities/all')).toBe('/api/restaurant/cities/all');
  });
});

describe('typedRoute', () => {
  const router = Router();
  typedRoute(router, 'get', '/api/restaurant/{restaurantId}', (req) => {
    if (req.params.restaurantId === 'slow') return Promise.reject(new Error('failed after a wait'));
    return { status: 404, body: { message: `No ${req.params.restaurantId}`, code: 'NOT_FOUND', requestId: 'r' } };
  });
  typedRoute(router, 'get', '/api/order', (req, res) => {
    res.set('ETag', 'W/"x"');
    return req.get('if-none-match') ? { status: 304 } : { status: 200, body: [] };
  });
  typedRoute(router, 'get', '/api/business-insights/test', () => ({ status: 200, body: JsonText.written<components['schemas']['BusinessInsights']>('{"stored":true}') }));
  typedRoute(router, 'get', '/api/restaurant/cities/all', () => ({ status: 200, body: JsonText.of({ cities: ['Leeds'] }) }));

  let base = '';
  let close = () => {};
  beforeAll(async () => {
    const app = express().use(router).use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).json({ caught: err.message });
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('sends a body as JSON under the status the handler returned, with the path parameter decoded', async () => {
    const res = await fetch(`${base}/api/restaurant/a%20b`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No a b', code: 'NOT_FOUND', requestId: 'r' });
  });

  it('sends JSON text as it was written, typed as JSON', async () => {
    const stored = await fetch(`${base}/api/business-insights/test`);
    expect(stored.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await stored.text()).toBe('{"stored":true}');
    const serialised = await fetch(`${base}/api/restaurant/cities/all`);
    expect(serialised.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await serialised.text()).toBe('{"cities":["Leeds"]}');
  });

  it('answers a status without a body empty, keeping the headers the handler set', async () => {
    const res = await fetch(`${base}/api/order`, { headers: { 'if-none-match': 'W/"x"' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe('W/"x"');
    expect(await res.text()).toBe('');
    expect(await (await fetch(`${base}/api/order`)).json()).toEqual([]);
  });

  it('passes a rejected handler to the error handler', async () => {
    const res = await fetch(`${base}/api/restaurant/slow`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ caught: 'failed after a wait' });
  });
});
