import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { escapeHtml } from '../shared/html.js';
import { pageReadsThrough, type PageApi, type PageReads } from './page-reads.js';
import type { PageRenderer } from './web-app.js';

/** What web/src/server-render.tsx, built into web/dist-ssr, gives the server. */
interface ServerRenderModule {
  TITLE_MARK: string;
  PAGE_MARK: string;
  STATE_MARK: string;
  SERVER_STATE_ID: string;
  matchPage(request: PageRequest, reads: PageReads): Promise<MatchedPage | { redirect: PageRedirect }>;
}

/** Where the router sends an address instead (an unknown one goes home): the server answers it so. */
export interface PageRedirect {
  status: number;
  location: string;
}

/** A request for a page: its address, Cookie header (a session's trace, for the header) and where its reads go. */
export interface PageRequest {
  url: URL;
  cookie: string;
  api: PageApi;
}

interface MatchedPage {
  template: string;
  key: string;
  /** The data its loaders read: the same key and data render the same page. */
  data: string;
  render(): { title: string; html: string; state: unknown };
}

/** Each template the renderer fills, built beside it (web/vite-plugins/prerender.ts). */
const TEMPLATES = ['landing', 'search', 'app'] as const;

/** Rendered pages remembered, each per key (address and sign-in hint) while its data is unchanged. */
const MAX_PAGES = 1000;

/** Renders a client route on the server, else undefined (web-app.ts). */
export interface ServerRenderedPages extends PageRenderer {
  /** Settles once the renderer has loaded, is found not built, or has failed to load. */
  readonly loaded: Promise<void>;
}

/** A page's template cut at its marks: before the title, before the markup, before the state, the end. */
type Template = [string, string, string, string];

/**
 * A rendered page, kept as brotli only (about a fifth of its HTML; pages are remembered per
 * address and data version, up to a thousand of them): other encodings are made from it.
 */
export class RenderedPage {
  private readonly brotli: Buffer;

  constructor(html: string) {
    // A middle quality: a page is compressed once per data version, on a request's time.
    this.brotli = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }

  /** The HTML in `encoding`: br as kept, gzip or identity made again for each (rare) client that asks. */
  encodedAs(encoding: 'br' | 'gzip' | 'identity'): Buffer {
    if (encoding === 'br') return this.brotli;
    const html = zlib.brotliDecompressSync(this.brotli);
    return encoding === 'gzip' ? zlib.gzipSync(html, { level: 6 }) : html;
  }
}

/** JSON inside <script>: no "<" can end the element or open a comment. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/**
 * Every client route rendered on the server, into the template of its kind: the page's markup in
 * the HTML, with the first data it shows, which its route loaders ask of the API itself
 * (page-reads.ts: the search results), so the page and its images paint before the app's scripts have run, and
 * the state it was rendered from beside it, which the app hydrates from instead of asking again.
 * A read the API refuses renders the page without its data, which then asks and shows the error
 * itself. A page is rendered again only when its data changed (a digest of it is kept).
 * Where a route's loader redirects, the redirect; undefined when the renderer is not built.
 *
 * The renderer, built beside the web app (web/dist-ssr for web/dist), starts loading here, not
 * on the first request for a page: every HTML request waits for it, and its import takes
 * 0.1-0.25 s on a 2-core machine. The server listens once it has `loaded`.
 */
export function serverRenderedPages(webDir: string): ServerRenderedPages {
  const ssrDir = `${webDir}-ssr`;
  const loading = (async () => {
    const entry = path.join(ssrDir, 'server-render.js');
    if (!fs.existsSync(entry)) return undefined;
    const module = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
    const templates = new Map<string, Template>();
    for (const name of TEMPLATES) {
      const html = fs.readFileSync(path.join(ssrDir, `${name}.html`), 'utf8');
      const parts = cutAt(html, [module.TITLE_MARK, module.PAGE_MARK, module.STATE_MARK]);
      if (!parts) throw new Error(`${name}.html lacks a title, page or state mark`);
      templates.set(name, parts);
    }
    return { module, templates };
  })();
  // A renderer that fails to load fails each page request (logged there), not the start-up.
  const loaded = loading.then(() => undefined, () => undefined);
  // Read with `peek`: the page rendered longest ago goes first, however often it is shown.
  const pages = new LRUCache<string, { digest: string; page: RenderedPage }>({ max: MAX_PAGES });

  const render = async (request: PageRequest) => {
    const renderer = await loading;
    if (!renderer) return undefined;
    const page = await renderer.module.matchPage(request, pageReadsThrough(request.api));
    if ('redirect' in page) return page.redirect;
    const digest = createHash('sha1').update(page.data).digest('base64');
    const known = pages.peek(page.key);
    if (known?.digest === digest) return known.page;
    const [beforeTitle, beforePage, beforeState, end] = renderer.templates.get(page.template)!;
    const { title, html, state } = page.render();
    const script = `<script type="application/json" id="${renderer.module.SERVER_STATE_ID}">${scriptSafe(JSON.stringify(state))}</script>`;
    const made = new RenderedPage(beforeTitle + escapeHtml(title) + beforePage + html + beforeState + script + end);
    pages.set(page.key, { digest, page: made });
    return made;
  };
  return Object.assign(render, { loaded });
}

/** `html` cut at each mark in turn; undefined when one is missing. */
function cutAt(html: string, marks: readonly string[]): Template | undefined {
  const parts: string[] = [];
  let rest = html;
  for (const mark of marks) {
    const at = rest.indexOf(mark);
    if (at === -1) return undefined;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + mark.length);
  }
  return [...parts, rest] as Template;
}
