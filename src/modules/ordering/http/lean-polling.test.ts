import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../../shared/errors.js';
import { leanPolling } from './lean-polling.js';
import { pollTag } from './conditional-get.js';

describe('leanPolling', () => {
  let url: string;
  let close: () => void;
  const versions = new Map([['alice', 'u1.7']]);

  beforeAll(async () => {
    const app = express();
    app.use(
      leanPolling(new Map([['/api/order', async (caller: string) => versions.get(caller) ?? 'none']]), async (token) => {
        if (token !== 'alice-token') throw new UnauthorizedError('Access token signature is invalid');
        return { sub: 'alice', exp: Math.floor(Date.now() / 1000) + 3600 };
      }),
    );
    // Stands for the full path: whatever the lean handler passes on.
    app.use((_req, res) => res.status(299).end());
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const poll = (path: string, headers: Record<string, string>, method = 'GET') => fetch(url + path, { method, headers });
  const tag = pollTag('u1.7', '/api/order?page=1');

  it('answers 304 itself when the token is valid and the tag is current', async () => {
    const response = await poll('/api/order?page=1', { authorization: 'Bearer alice-token', 'if-none-match': tag });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(tag);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it.each([
    ['a bad token', '/api/order?page=1', { authorization: 'Bearer forged', 'if-none-match': tag }],
    ['no token', '/api/order?page=1', { 'if-none-match': tag }],
    ['not a bearer token', '/api/order?page=1', { authorization: 'Basic alice-token', 'if-none-match': tag }],
    ['no If-None-Match', '/api/order?page=1', { authorization: 'Bearer alice-token' }],
    ['another query', '/api/order?page=2', { authorization: 'Bearer alice-token', 'if-none-match': tag }],
    ['another path', '/api/orders?page=1', { authorization: 'Bearer alice-token', 'if-none-match': tag }],
  ])('passes on %s to the full path', async (_what, path, headers) => {
    expect((await poll(path, headers)).status).toBe(299);
  });

  it('passes on once the version moved, and HEAD requests', async () => {
    const headers = { authorization: 'Bearer alice-token', 'if-none-match': tag };
    expect((await poll('/api/order?page=1', headers, 'HEAD')).status).toBe(299);
    versions.set('alice', 'u1.8');
    expect((await poll('/api/order?page=1', headers)).status).toBe(299);
  });
});
