import http from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { signWebhook } from '../domain/webhook-signature.js';
import { guardedLookup, type ResolveAll } from './guarded-lookup.js';
import { webhookSender } from './webhook-sender.js';

/** A resolver that answers each name from the table, in turn per call: what a rebinding DNS server does. */
function answers(table: Record<string, LookupAddress[][]>): ResolveAll {
  const calls = new Map<string, number>();
  return (hostname, callback) => {
    const turn = calls.get(hostname) ?? 0;
    calls.set(hostname, turn + 1);
    const list = table[hostname];
    if (!list) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, list[Math.min(turn, list.length - 1)]!);
  };
}
const v4 = (address: string): LookupAddress => ({ address, family: 4 });

describe('guardedLookup', () => {
  const lookup = (resolve: ResolveAll, hostname: string, options: { all?: boolean; family?: number } = {}) =>
    new Promise<{ error: Error | null; result: unknown }>((done) =>
      guardedLookup(false, resolve)(hostname, options as never, (error: Error | null, address: unknown, family?: number) => done({ error, result: options.all ? address : [address, family] })),
    );

  it('hands the socket the address it checked', async () => {
    expect(await lookup(answers({ 'hooks.example': [[v4('93.184.215.14')]] }), 'hooks.example')).toEqual({ error: null, result: ['93.184.215.14', 4] });
    expect(await lookup(answers({ 'hooks.example': [[v4('93.184.215.14'), { address: '2606:2800::1', family: 6 }]] }), 'hooks.example', { all: true })).toEqual({
      error: null,
      result: [v4('93.184.215.14'), { address: '2606:2800::1', family: 6 }],
    });
  });

  it('refuses a host when any of its addresses is refused', async () => {
    const { error } = await lookup(answers({ 'mixed.example': [[v4('93.184.215.14'), v4('10.0.0.7')]] }), 'mixed.example', { all: true });
    expect(error?.message).toBe('refused private address 10.0.0.7');
  });

  it('refuses a host whose answer changed to a private address since it was checked (rebinding)', async () => {
    const resolve = answers({ 'rebind.example': [[v4('93.184.215.14')], [v4('169.254.169.254')]] });
    expect((await lookup(resolve, 'rebind.example')).error).toBeNull();
    expect((await lookup(resolve, 'rebind.example')).error?.message).toBe('refused link-local (cloud metadata) address 169.254.169.254');
  });

  it('passes on a name that does not resolve', async () => {
    expect((await lookup(answers({}), 'nowhere.example')).error?.message).toMatch(/ENOTFOUND/);
  });
});

describe('webhookSender', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });
  async function serve(handler: http.RequestListener): Promise<number> {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }
  const body = '{"id":1}';
  const headers = signWebhook(`whsec_${Buffer.alloc(32, 3).toString('base64')}`, '1', new Date(), body);

  it('connects to the address its lookup checked, with the host name kept in the request', async () => {
    const seen: Array<{ host?: string; id?: string; body: string }> = [];
    const port = await serve(async (req, res) => {
      let text = '';
      for await (const chunk of req) text += String(chunk);
      seen.push({ host: req.headers.host, id: req.headers['webhook-id'] as string, body: text });
      res.writeHead(204).end();
    });
    const send = webhookSender({ allowLocal: true, timeoutMs: 5_000, resolve: answers({ 'pos.example': [[v4('127.0.0.1')]] }) });
    expect(await send(`http://pos.example:${port}/in`, headers, body)).toEqual({ statusCode: 204 });
    expect(seen).toEqual([{ host: `pos.example:${port}`, id: '1', body }]);
  });

  it('sends nothing to a host that resolves to loopback, or to a literal private address, unless local receivers are allowed', async () => {
    let requests = 0;
    const port = await serve((_req, res) => {
      requests += 1;
      res.writeHead(200).end();
    });
    const send = webhookSender({ allowLocal: false, timeoutMs: 5_000, resolve: answers({ 'pos.example': [[v4('127.0.0.1')]] }) });
    expect(await send(`http://pos.example:${port}/in`, headers, body)).toEqual({ error: 'refused loopback address 127.0.0.1' });
    expect(await send(`http://127.0.0.1:${port}/in`, headers, body)).toEqual({ error: 'refused loopback address 127.0.0.1' });
    expect(await send(`http://[::ffff:7f00:1]:${port}/in`, headers, body)).toEqual({ error: 'refused loopback address ::ffff:7f00:1' });
    expect(requests).toBe(0);
  });

  it('does not follow a redirect: the 3xx is the outcome', async () => {
    const paths: string[] = [];
    const port = await serve((req, res) => {
      paths.push(req.url!);
      res.writeHead(302, { location: '/elsewhere' }).end();
    });
    const send = webhookSender({ allowLocal: true, timeoutMs: 5_000 });
    expect(await send(`http://127.0.0.1:${port}/in`, headers, body)).toEqual({ statusCode: 302 });
    expect(paths).toEqual(['/in']);
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    const port = await serve(() => undefined);
    const send = webhookSender({ allowLocal: true, timeoutMs: 300 });
    expect(await send(`http://127.0.0.1:${port}/in`, headers, body)).toEqual({ error: 'timed out after 300 ms' });
  });

  it('reports a refused connection as an error', async () => {
    const port = await serve(() => undefined);
    server!.close();
    const send = webhookSender({ allowLocal: true, timeoutMs: 2_000 });
    expect((await send(`http://127.0.0.1:${port}/in`, headers, body)).error).toMatch(/ECONNREFUSED/);
  });
});
