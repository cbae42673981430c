import fs from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RenderedPage, serverRenderedPages } from '../../src/http/server-rendered-pages.js';

// A stand-in for the built renderer (web/dist-ssr): it marks the moment it is imported.
const RENDERER = `
globalThis.__rendererImports = (globalThis.__rendererImports ?? 0) + 1;
export const TITLE_MARK = '<!--title-->';
export const PAGE_MARK = '<!--page-->';
export const STATE_MARK = '<!--state-->';
export const SERVER_STATE_ID = 'server-state';
export async function matchPage({ url, cookie }, reads) {
  if (url.pathname === '/gone') return { redirect: { status: 302, location: '/' } };
  const search = url.pathname.startsWith('/search/');
  const data = search ? await reads.search(decodeURIComponent(url.pathname.slice(8)), url.searchParams) : undefined;
  return {
    template: search ? 'search' : 'app',
    key: cookie + url.pathname + url.search,
    data: JSON.stringify(data ?? null),
    render: () => ({
      title: 'Results <' + url.pathname.slice(8) + '>',
      html: data ? '<ul>' + data.names.map((n) => '<li>' + n + '</li>').join('') + '</ul>' : '<p>' + (cookie || 'plain') + '</p>',
      state: { queries: data ?? null },
    }),
  };
}`;
const TEMPLATE = '<html><title><!--title--></title><main><!--page--></main><!--state--></body></html>';

const dirs: string[] = [];
/** A web app's folder with the stand-in renderer built beside it (<web>-ssr). */
function webDirWithRenderer(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-'));
  dirs.push(dir);
  const ssrDir = path.join(dir, 'web-ssr');
  fs.mkdirSync(ssrDir);
  fs.writeFileSync(path.join(ssrDir, 'package.json'), '{"type":"module"}');
  fs.writeFileSync(path.join(ssrDir, 'server-render.js'), RENDERER);
  for (const name of ['landing', 'search', 'app']) fs.writeFileSync(path.join(ssrDir, `${name}.html`), TEMPLATE);
  return path.join(dir, 'web');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A stand-in for the API the page reads ask (page-reads.ts): a search answers `names`, or is
 * refused (400) or fails (500) as its city says; it keeps each read's path and headers.
 */
let names = ['Pizza <Place>'];
const asked: IncomingMessage[] = [];
const api = createServer((req, res) => {
  asked.push(req);
  const city = decodeURIComponent(/^\/api\/restaurant\/search\/([^?]*)/.exec(req.url ?? '')?.[1] ?? '');
  const status = city === 'Refused' ? 400 : city === 'Broken' ? 500 : 200;
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(status === 200 ? { names } : { message: 'no', code: 'X' }));
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((ready) => api.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => api.close(done)));

const importsSoFar = () => (globalThis as { __rendererImports?: number }).__rendererImports ?? 0;
const at = (address: string, cookie = '') => ({ url: new URL(address, 'http://localhost'), cookie, api: { origin, headers: { 'x-forwarded-for': '203.0.113.7', 'x-request-id': 'page-1' } } });
/** A rendered page's HTML; fails on anything else (a redirect, nothing). */
const html = (page: unknown) => {
  expect(page).toBeInstanceOf(RenderedPage);
  return zlib.brotliDecompressSync((page as RenderedPage).encodedAs('br')).toString('utf8');
};

describe('server-rendered pages', () => {
  it('loads the renderer before any page is asked for, and tells when it has', async () => {
    const before = importsSoFar();
    await serverRenderedPages(webDirWithRenderer()).loaded;
    expect(importsSoFar()).toBe(before + 1);
  });

  it('renders a page into its template with its title escaped and its state beside it, safe inside <script>', async () => {
    names = ['Pizza <Place>'];
    const render = serverRenderedPages(webDirWithRenderer());
    const page = await render(at('/search/<London>?page=1'));
    expect(html(page)).toBe(
      '<html><title>Results &#60;%3CLondon%3E&#62;</title><main><ul><li>Pizza <Place></li></ul></main>' +
        '<script type="application/json" id="server-state">{"queries":{"names":["Pizza \\u003cPlace>"]}}</script></body></html>',
    );
  });

  it('asks the API for its reads as the browser would, naming the visitor and the page request', async () => {
    asked.length = 0;
    await serverRenderedPages(webDirWithRenderer())(at('/search/S%C3%A3o%20Paulo?page=2&dietary=vegan,halal'));
    expect(asked.map((req) => [req.url, req.headers['x-forwarded-for'], req.headers['x-request-id']])).toEqual([
      ['/api/restaurant/search/S%C3%A3o%20Paulo?page=2&dietary=vegan%2Chalal', '203.0.113.7', 'page-1'],
    ]);
  });

  it('renders a page without a read, and one whose read the API refuses, without data', async () => {
    const render = serverRenderedPages(webDirWithRenderer());
    expect(html(await render(at('/detail/1', 'session=1')))).toContain('<main><p>session=1</p></main>');
    expect(html(await render(at('/search/Refused')))).toContain('<main><p>plain</p></main><script type="application/json" id="server-state">{"queries":null}</script>');
  });

  it('renders a page again only once its data has changed, and fails it where a read fails', async () => {
    names = ['Pizza'];
    const render = serverRenderedPages(webDirWithRenderer());
    const first = await render(at('/search/London'));
    expect(await render(at('/search/London'))).toBe(first);
    names = ['Pizza', 'Pasta'];
    const second = await render(at('/search/London'));
    expect(second).not.toBe(first);
    expect(html(second)).toContain('<li>Pasta</li>');
    await expect(render(at('/search/Broken'))).rejects.toThrow('answered 500');
  });

  it('fails each page, not the start, when the renderer cannot be loaded', async () => {
    const web = webDirWithRenderer();
    fs.writeFileSync(path.join(`${web}-ssr`, 'search.html'), '<html><title></title></html>');
    const pages = serverRenderedPages(web);
    await expect(pages.loaded).resolves.toBeUndefined();
    await expect(pages(at('/search/London'))).rejects.toThrow('search.html lacks a title, page or state mark');
  });

  it('gives the redirect of an address the router redirects, and nothing without a built renderer', async () => {
    const dir = webDirWithRenderer();
    expect(await serverRenderedPages(dir)(at('/gone'))).toEqual({ status: 302, location: '/' });
    const unbuilt = serverRenderedPages(path.join(dir, 'missing'));
    await unbuilt.loaded;
    expect(await unbuilt(at('/search/London'))).toBeUndefined();
  });
});
