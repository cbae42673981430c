import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson } from './webhook-post.js';

describe('postJson', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
  });

  async function serve(handler: http.RequestListener): Promise<string> {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  }

  it('sends the exact body with its headers and resolves with the status', async () => {
    const seen: Array<{ body: string; type?: string; length?: string; signature?: string }> = [];
    const url = await serve(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      seen.push({ body, type: req.headers['content-type'], length: req.headers['content-length'], signature: req.headers['stripe-signature'] as string });
      res.writeHead(seen.length === 1 ? 200 : 503).end('{"received":true}');
    });
    const body = '{"id":"evt_1","name":"Zoë"}';
    expect(await postJson(url, body, { 'Stripe-Signature': 't=1,v1=abc' }, 5_000)).toBe(200);
    expect(await postJson(url, body, {}, 5_000)).toBe(503); // the second one, on the kept-alive socket
    expect(seen[0]).toEqual({ body, type: 'application/json', length: String(Buffer.byteLength(body)), signature: 't=1,v1=abc' });
  });

  it('rejects when the answer stalls past the timeout', async () => {
    const url = await serve(() => undefined); // never answers
    await expect(postJson(url, '{}', {}, 200)).rejects.toThrow('did not answer within 200 ms');
  });

  it('rejects when nothing listens, and for an address it cannot post to', async () => {
    const url = await serve(() => undefined);
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    await expect(postJson(url, '{}', {}, 5_000)).rejects.toThrow(/ECONNREFUSED/);
    await expect(postJson('ftp://127.0.0.1/hook', '{}', {}, 5_000)).rejects.toThrow('Cannot post to ftp: addresses');
  });
});
