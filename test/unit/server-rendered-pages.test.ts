import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageDataRead } from '../../src/http/routes.js';
import { serverRenderedPages } from '../../src/http/server-rendered-pages.js';

// A stand-in for the built renderer (web/dist-ssr): it marks the moment it is imported.
const RENDERER = `
globalThis.__rendererImports = (globalThis.__rendererImports ?? 0) + 1;
export const TITLE_MARK = '<!--title-->';
export const PAGE_MARK = '<!--page-->';
export const ANSWER_MARK = '<!--answer-->';
export const SERVER_ANSWER_ID = 'server-answer';
export async function serverPages() {
  return {
    search: {
      dataPath: (url) => (url.pathname.startsWith('/search/') ? '/api/search' + url.search : undefined),
      render: (url, data) => '<ul>' + data.names.map((n) => '<li>' + n + '</li>').join('') + '</ul>',
      title: (url) => 'Results <' + url.pathname.slice(8) + '>',
    },
  };
}`;
const TEMPLATE = '<html><title><!--title--></title><main><!--page--></main><!--answer--></body></html>';

const dirs: string[] = [];
/** A web app's folder with the stand-in renderer built beside it (<web>-ssr). */
function webDirWithRenderer(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-'));
  dirs.push(dir);
  const ssrDir = path.join(dir, 'web-ssr');
  fs.mkdirSync(ssrDir);
  fs.writeFileSync(path.join(ssrDir, 'package.json'), '{"type":"module"}');
  fs.writeFileSync(path.join(ssrDir, 'server-render.js'), RENDERER);
  fs.writeFileSync(path.join(ssrDir, 'search.html'), TEMPLATE);
  return path.join(dir, 'web');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const searchRead: PageDataRead = { prefix: '/api/search', read: async (_path, _key, render) => render({ names: ['Pizza <Place>'] }) };
const importsSoFar = () => (globalThis as { __rendererImports?: number }).__rendererImports ?? 0;
const html = (page: { encodedAs(e: 'br'): Buffer }) => zlib.brotliDecompressSync(page.encodedAs('br')).toString('utf8');

describe('server-rendered pages', () => {
  it('loads the renderer before any page is asked for, and tells when it has', async () => {
    const before = importsSoFar();
    await serverRenderedPages(webDirWithRenderer(), [searchRead]).loaded;
    expect(importsSoFar()).toBe(before + 1);
  });

  it('renders a page into its template with its title escaped and its data beside it, safe inside <script>', async () => {
    const render = serverRenderedPages(webDirWithRenderer(), [searchRead]);
    const page = await render(new URL('http://localhost/search/<London>?page=1'));
    expect(page).toBeDefined();
    expect(html(page!)).toBe(
      '<html><title>Results &#60;%3CLondon%3E&#62;</title><main><ul><li>Pizza <Place></li></ul></main>' +
        '<script type="application/json" id="server-answer">{"names":["Pizza \\u003cPlace>"]}</script></body></html>',
    );
  });

  it('fails each page, not the start, when the renderer cannot be loaded', async () => {
    const web = webDirWithRenderer();
    fs.writeFileSync(path.join(`${web}-ssr`, 'search.html'), '<html><title></title></html>');
    const pages = serverRenderedPages(web, [searchRead]);
    await expect(pages.loaded).resolves.toBeUndefined();
    await expect(pages(new URL('http://localhost/search/London'))).rejects.toThrow('search.html lacks a title, page or answer mark');
  });

  it('renders nothing for a page it does not render, a read nobody answers, or without a built renderer', async () => {
    const dir = webDirWithRenderer();
    expect(await serverRenderedPages(dir, [searchRead])(new URL('http://localhost/'))).toBeUndefined();
    expect(await serverRenderedPages(dir, [])(new URL('http://localhost/search/London'))).toBeUndefined();
    const unbuilt = serverRenderedPages(path.join(dir, 'missing'), [searchRead]);
    await unbuilt.loaded;
    expect(await unbuilt(new URL('http://localhost/search/London'))).toBeUndefined();
  });
});
