import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { escapeHtml } from '../shared/html.js';
import type { PageDataRead } from './routes.js';
import type { PageRenderer } from './web-app.js';

/** What web/src/server-render.tsx, built into web/dist-ssr, gives the server. */
interface ServerRenderModule {
  TITLE_MARK: string;
  PAGE_MARK: string;
  ANSWER_MARK: string;
  SERVER_ANSWER_ID: string;
  serverPages(): Promise<Record<string, ServerPage>>;
}

interface ServerPage {
  dataPath(url: URL): string | undefined;
  render(url: URL, data: unknown): string;
  title(url: URL): string;
}

/** Renders a page the server renders with its data, else undefined (web-app.ts). */
export interface ServerRenderedPages extends PageRenderer {
  /** Settles once the renderer has loaded, is found not built, or has failed to load. */
  readonly loaded: Promise<void>;
}

/** A page's template cut at its marks: before the title, before the markup, before the answer, the end. */
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
 * Pages the server renders with their first data (the search page): their markup in the HTML,
 * so the results and their images paint before the app's scripts have run, and the answer
 * beside it, which the app takes over instead of asking again. Undefined for any other page,
 * and whenever the renderer is not built or the read is refused: the plain shell (app.html)
 * then loads the page as usual, and shows the read's error itself.
 *
 * The renderer, built beside the web app (web/dist-ssr for web/dist), starts loading here, not
 * on the first request for a page: every HTML request waits for it, and its import takes
 * 0.1-0.25 s on a 2-core machine. The server listens once it has `loaded`.
 */
export function serverRenderedPages(webDir: string, reads: readonly PageDataRead[]): ServerRenderedPages {
  const ssrDir = `${webDir}-ssr`;
  const loading = (async () => {
    const entry = path.join(ssrDir, 'server-render.js');
    if (!fs.existsSync(entry)) return undefined;
    const module = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
    const pages = await module.serverPages();
    const templates = new Map<string, Template>();
    for (const name of Object.keys(pages)) {
      const html = fs.readFileSync(path.join(ssrDir, `${name}.html`), 'utf8');
      const parts = cutAt(html, [module.TITLE_MARK, module.PAGE_MARK, module.ANSWER_MARK]);
      if (!parts) throw new Error(`${name}.html lacks a title, page or answer mark`);
      templates.set(name, parts);
    }
    return { module, pages, templates };
  })();
  // A renderer that fails to load fails each page request (logged there), not the start-up.
  const loaded = loading.then(() => undefined, () => undefined);

  const render = async (url: URL) => {
    const renderer = await loading;
    if (!renderer) return undefined;
    for (const [name, page] of Object.entries(renderer.pages)) {
      const dataPath = page.dataPath(url);
      const read = dataPath && reads.find((r) => dataPath.startsWith(r.prefix));
      if (!dataPath || !read) continue;
      const [beforeTitle, beforePage, beforeAnswer, end] = renderer.templates.get(name)!;
      return read.read(dataPath, url.pathname + url.search, (data) => {
        const answer = `<script type="application/json" id="${renderer.module.SERVER_ANSWER_ID}">${scriptSafe(JSON.stringify(data))}</script>`;
        return new RenderedPage(beforeTitle + escapeHtml(page.title(url)) + beforePage + page.render(url, data) + beforeAnswer + answer + end);
      });
    }
    return undefined;
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
