import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { acceptedEncoding, bodyFor, readBuilt, type Built } from './built-assets.js';
import { requestLogger } from './request-log.js';
import { RenderedPage, type PageRedirect, type PageRequest } from './server-rendered-pages.js';

/** Paths the server owns; everything else that asks for HTML is a client route. */
const SERVER_PATHS = /^\/(api|health|images|openapi\.(?:yaml|json)|app-config\.json)(\/|$)/;

/**
 * The built page shells, from memory: the browser waits for the page's first bytes before
 * anything else, and a file read costs several trips through the thread pool. A shell is read
 * again when its file changes (a new build), so it is checked on each request with one stat.
 */
function shellCache(): (file: string) => Built | undefined {
  const shells = new Map<string, { version: string; built: Built }>();
  return (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const version = `${stat.mtimeMs}:${stat.size}`;
    let shell = shells.get(file);
    if (shell?.version !== version) {
      const built = readBuilt(file);
      if (!built) return undefined;
      shell = { version, built };
      shells.set(file, shell);
    }
    return shell.built;
  };
}

/**
 * A page's HTML in one write, never cached without asking (a shell changes with each build, a
 * rendered page with its data); `Vary` always, so a shared cache never hands brotli to a client
 * that did not ask for it.
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

/** Renders a client route on the server, with its data where it has a read, or says where its loader redirects (server-rendered-pages.ts). */
export type PageRenderer = (request: PageRequest) => Promise<RenderedPage | PageRedirect | undefined>;

/**
 * Serves the built web app (its hashed assets: built-assets.ts): the files at its root, and for
 * every client route its page rendered with its data where `renderPage` can, else an HTML shell
 * (no-cache).
 */
export function webAppRoutes(webDir: string, renderPage?: PageRenderer): Router {
  const router = Router();
  const shells = shellCache();
  const [landingShell, appShell] = [path.join(webDir, 'index.html'), path.join(webDir, 'app.html')];
  // Only a path with an extension can be a file at the root (app.html, robots.txt): a page's
  // path would cost every page request a trip through the thread pool for a stat that fails.
  const rootFiles = express.static(webDir, { index: false, maxAge: '1h' });
  router.use((req, res, next) => (path.extname(req.path) ? rootFiles(req, res, next) : next()));
  router.get(/.*/, async (req, res, next) => {
    if (SERVER_PATHS.test(req.path) || !req.accepts('html')) return next();
    const request = { url: pageUrl(req), cookie: req.headers.cookie ?? '' };
    const rendered = await renderPage?.(request).catch((error: unknown) => {
      requestLogger(req).error({ err: error }, 'Rendering the page on the server failed');
      return undefined;
    });
    if (rendered && !(rendered instanceof RenderedPage)) return res.redirect(rendered.status, rendered.location);
    if (rendered) {
      const encoding = acceptedEncoding(req, () => true)?.name; // every encoding is made from the kept brotli
      return sendPage(res, rendered.encodedAs(encoding ?? 'identity'), encoding);
    }
    // Without the renderer (not built, or failing): the plain shell, which the app renders into.
    const shell = (req.path === '/' ? undefined : shells(appShell)) ?? shells(landingShell);
    if (!shell) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    const { body, encoding } = bodyFor(req, shell);
    sendPage(res, body, encoding);
  });
  return router;
}
