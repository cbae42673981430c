import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { PageApi } from './page-reads.js';
import { requestLogger } from './request-log.js';
import { RenderedPage, type PageRedirect, type PageRequest } from './server-rendered-pages.js';
import { precompressedFiles } from './static-files.js';

/** Paths the server owns; everything else that asks for HTML is a client route. */
const SERVER_PATHS = /^\/(api|health|images|openapi\.(?:yaml|json)|app-config\.json)(\/|$)/;

/** Our preference decides (brotli first); the client only says what it accepts. */
const acceptedEncoding = (req: Request) => (['br', 'gzip'] as const).find((name) => req.acceptsEncodings(name) === name);

/**
 * A rendered page's HTML in one write, never cached without asking (it changes with its data);
 * `Vary` always, so a shared cache never hands brotli to a client that did not ask for it.
 */
function sendPage(res: Response, body: Buffer, encoding: string | undefined): void {
  res.set('Cache-Control', 'no-cache').vary('Accept-Encoding').type('html');
  if (encoding) res.set('Content-Encoding', encoding);
  res.send(body);
}

/**
 * The page's address as the browser asked for it: its origin is what the page shows as the
 * API's address (/api-docs), as the browser shows location.origin. A Host no URL can hold
 * (only a hand-made request sends one) renders as localhost.
 */
function pageUrl(req: Request): URL {
  try {
    return new URL(`${req.protocol}://${req.host}${req.originalUrl}`);
  } catch {
    return new URL(`http://localhost${req.originalUrl}`);
  }
}

/**
 * Where a page's reads go (page-reads.ts): this server, on the port the page was asked on, over
 * loopback, so the app trusts the X-Forwarded-For naming the visitor (app.ts: 'trust proxy').
 */
function pageApi(req: Request): PageApi {
  return { origin: `http://127.0.0.1:${req.socket.localPort}`, headers: { 'x-forwarded-for': req.ip ?? '', 'x-request-id': req.id } };
}

/** Renders a client route on the server, with its data where it has a read, or says where its loader redirects (server-rendered-pages.ts). */
export type PageRenderer = (request: PageRequest) => Promise<RenderedPage | PageRedirect | undefined>;

/**
 * The first of the built page shells `names` that is there, read from disk as asked (a new build
 * is served at once); never cached without asking, revalidated by its ETag. Falls through when
 * none is built.
 */
function shellServer(webDir: string) {
  const shells = precompressedFiles(webDir, 'no-cache');
  const serve = (req: Request, res: Response, next: NextFunction, names: string[]): void => {
    const [name, ...others] = names;
    if (!name) return next();
    const url = req.url;
    req.url = `/${name}`;
    shells(req, res, () => {
      req.url = url;
      serve(req, res, next, others);
    });
  };
  return serve;
}

/**
 * Serves the built web app (its hashed assets: static-files.ts): the files at its root, and for
 * every client route its page rendered with its data where `renderPage` can, else an HTML shell.
 */
export function webAppRoutes(webDir: string, renderPage?: PageRenderer): Router {
  const router = Router();
  const shells = shellServer(webDir);
  // Only a path with an extension can be a file at the root (app.html, robots.txt): a page's
  // path would cost every page request a trip through the thread pool for a stat that fails.
  const rootFiles = express.static(webDir, { index: false, maxAge: '1h' });
  router.use((req, res, next) => (path.extname(req.path) ? rootFiles(req, res, next) : next()));
  router.get(/.*/, async (req, res, next) => {
    if (SERVER_PATHS.test(req.path) || !req.accepts('html')) return next();
    const request = { url: pageUrl(req), cookie: req.headers.cookie ?? '', api: pageApi(req) };
    const rendered = await renderPage?.(request).catch((error: unknown) => {
      requestLogger(req).error({ err: error }, 'Rendering the page on the server failed');
      return undefined;
    });
    if (rendered && !(rendered instanceof RenderedPage)) return res.redirect(rendered.status, rendered.location);
    if (rendered) {
      const encoding = acceptedEncoding(req); // every encoding is made from the kept brotli
      return sendPage(res, rendered.encodedAs(encoding ?? 'identity'), encoding);
    }
    // Without the renderer (not built, or failing): the plain shell, which the app renders into.
    shells(req, res, () => {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }, req.path === '/' ? ['index.html'] : ['app.html', 'index.html']);
  });
  return router;
}
