import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { acceptedEncoding, bodyFor, readBuilt, type Built } from './built-assets.js';
import type { RenderedPage } from './server-rendered-pages.js';
import { AppError } from '../shared/errors.js';

/** Paths the server owns; everything else that asks for HTML is a client route. */
const SERVER_PATHS = /^\/(api|health|images|openapi\.yaml|app-config\.json)(\/|$)/;

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

/** A shell in one write, precompressed as the client accepts; `Vary` always, for shared caches. */
function sendShell(req: Request, res: Response, shell: Built): void {
  const { body, encoding } = bodyFor(req, shell);
  res.set('Cache-Control', 'no-cache').vary('Accept-Encoding').type('html');
  if (encoding) res.set('Content-Encoding', encoding);
  res.send(body);
}

/** A page the server rendered with its data: never cached without asking, as its data changes. */
function sendRendered(req: Request, res: Response, page: RenderedPage): void {
  res.set('Cache-Control', 'no-cache').vary('Accept-Encoding').type('html');
  const encoding = acceptedEncoding(req, () => true);
  if (encoding) res.set('Content-Encoding', encoding.name);
  res.send(page.encodedAs(encoding?.name ?? 'identity'));
}

/** The page shell for a client route: the landing page is prerendered with its hero; others share app.html. */
function shellFor(webDir: string, pathname: string): string {
  const landing = path.join(webDir, 'index.html');
  const app = path.join(webDir, 'app.html');
  return pathname === '/' || !fs.existsSync(app) ? landing : app;
}

/** Renders the pages the server renders with their data (server-rendered-pages.ts). */
export type PageRenderer = (url: URL) => Promise<RenderedPage | undefined>;

/**
 * Serves the built web app (its hashed assets: built-assets.ts): the files at its root, and for
 * every client route its page rendered with its data where `renderPage` can, else an HTML shell
 * (no-cache).
 */
export function webAppRoutes(webDir: string, renderPage?: PageRenderer): Router {
  const router = Router();
  const shells = shellCache();
  router.use(express.static(webDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, async (req, res, next) => {
    if (SERVER_PATHS.test(req.path) || !req.accepts('html')) return next();
    const rendered = await renderPage?.(new URL(req.originalUrl, 'http://localhost')).catch((error: unknown) => {
      // A read the API would refuse (the page shows that error itself); anything else is ours to see.
      if (!(error instanceof AppError && error.status < 500)) req.log.error({ err: error }, 'Rendering the page on the server failed');
      return undefined;
    });
    if (rendered) return sendRendered(req, res, rendered);
    const shell = shells(shellFor(webDir, req.path));
    if (!shell) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    sendShell(req, res, shell);
  });
  return router;
}
