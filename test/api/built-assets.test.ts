import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogs } from '../support/captured-logs.js';
import { rawRequest } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('built assets (/assets/*)', () => {
  let server: TestServer;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-assets-'));
  /** The path as written, these headers only, the body as sent (fetch would normalise and decompress). */
  const raw = (pathname: string, method: string, headers: Record<string, string> = {}) => rawRequest(server.url, { method, path: pathname, headers });
  const logs = capturedLogs('info');
  const logLines = () => logs.entries<{ msg?: string; req?: { url?: string } }>();
  const script = Buffer.from(`export const answer = ${JSON.stringify('x'.repeat(2000))};\n`);

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>TuckIn</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'assets/app-1a2b3c4d.js'), script);
    fs.writeFileSync(path.join(webDir, 'assets/app-1a2b3c4d.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(webDir, 'assets/tool-1a2b3c4d.exe'), 'MZ');
    server = await startTestServer('sqlite', {}, { webDir, logger: logs.logger });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers brotli where accepted and written, else the plain file, cached for a year', async () => {
    const url = '/assets/app-1a2b3c4d.js';
    const [brotli, gzipOnly, plain] = await Promise.all([
      raw(url, 'GET', { 'accept-encoding': 'gzip, br' }),
      raw(url, 'GET', { 'accept-encoding': 'gzip' }), // no .gz written: the plain file
      raw(url, 'GET', { 'accept-encoding': 'identity' }),
    ]);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).equals(script)).toBe(true);
    for (const answer of [gzipOnly, plain]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(script)).toBe(true);
    }
    for (const answer of [brotli, gzipOnly, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('answers through the request shell: an id and the security headers, no access line unless the file is missing', async () => {
    const [found, missing] = [await raw('/assets/app-1a2b3c4d.js', 'GET', { 'x-request-id': 'asset-1' }), await raw('/assets/gone-1a2b3c4d.js', 'GET')];
    for (const answer of [found, missing]) {
      expect(answer.headers['x-request-id']).toEqual(expect.any(String));
      expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin', 'x-frame-options': 'SAMEORIGIN' });
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
    expect(found.headers['x-request-id']).toBe('asset-1');
    expect(missing.status).toBe(404);
    await expect.poll(() => logLines().filter((line) => line.req?.url === '/assets/gone-1a2b3c4d.js').length).toBe(1);
    expect(logLines().filter((line) => line.req?.url === '/assets/app-1a2b3c4d.js')).toEqual([]);
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await raw('/assets/app-1a2b3c4d.js', 'HEAD', { 'accept-encoding': 'identity' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(script.length);
    expect(head.body.length).toBe(0);
  });

  it('remembers no name asked for in vain: a file written after a 404 is served', async () => {
    const url = '/assets/late-1a2b3c4d.css';
    expect((await raw(url, 'GET')).status).toBe(404);
    fs.writeFileSync(path.join(webDir, 'assets/late-1a2b3c4d.css'), 'body{}');
    const late = await raw(url, 'GET');
    expect(late.status).toBe(200);
    expect(late.body.toString()).toBe('body{}');
  });

  it.each([
    ['a missing file', '/assets/missing-1a2b3c4d.js'],
    ['a folder', '/assets/'],
    ['a path out of the folder', '/assets/..%2Findex.html'],
    ['an encoded traversal', '/assets/%2E%2E%2F%2E%2E%2Fpackage.json'],
    ['a malformed escape', '/assets/%E0%A4%A.js'],
    ['a kind of file the build never writes', '/assets/tool-1a2b3c4d.exe'],
  ])('refuses %s with a 404', async (_what, pathname) => {
    const answer = await raw(pathname, 'GET');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe('Not found');
  });
});
