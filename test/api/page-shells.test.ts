import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('page shells (the HTML of client routes)', () => {
  let server: TestServer;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-shells-'));
  const landing = '<!doctype html><title>TuckIn</title><div id="root">landing</div>';
  const frame = '<!doctype html><title>TuckIn</title><div id="root">frame</div>';
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    rawRequest(server.url, { method: 'GET', path: pathname, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), landing);
    fs.writeFileSync(path.join(webDir, 'index.html.br'), zlib.brotliCompressSync(landing));
    fs.writeFileSync(path.join(webDir, 'app.html'), frame);
    server = await startTestServer('sqlite', {}, { webDir });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers the landing shell precompressed where accepted, else plain, never cached without asking', async () => {
    const [brotli, plain] = [await get('/', { 'accept-encoding': 'br, gzip' }), await get('/', { 'accept-encoding': 'gzip' })];
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(landing);
    expect(plain.headers['content-encoding']).toBeUndefined(); // no .gz written
    expect(plain.text).toBe(landing);
    for (const answer of [brotli, plain]) {
      const { status, headers } = answer;
      expect({ status, headers }).toMatchObject({
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept-Encoding', 'content-length': String(answer.body.length) },
      });
      expect(headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('answers the frame shell for every other client route, and 304 to a revalidation that still matches', async () => {
    const first = await get('/user-profile');
    expect(first.text).toBe(frame);
    const again = await get('/user-profile', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves the files at the web root by name, and a client route whose last segment has a dot as a page', async () => {
    fs.writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *\n');
    const robots = await get('/robots.txt', { accept: '*/*' });
    expect({ status: robots.status, type: robots.headers['content-type'], text: robots.text }).toEqual({ status: 200, type: 'text/plain; charset=utf-8', text: 'User-agent: *\n' });
    expect((await get('/app.html')).text).toBe(frame);
    expect((await get('/search/St.%20Albans')).text).toBe(frame);
  });

  it('serves a rebuilt shell at once, and says so when there is none', async () => {
    const rebuilt = frame.replace('frame', 'rebuilt frame, longer');
    fs.writeFileSync(path.join(webDir, 'app.html'), rebuilt);
    expect((await get('/search/london')).text).toBe(rebuilt);
    fs.rmSync(path.join(webDir, 'app.html'));
    fs.rmSync(path.join(webDir, 'index.html'));
    const missing = await get('/search/london');
    expect(missing.status).toBe(503);
    expect(missing.text).toContain('The web app is not built yet');
  });
});
