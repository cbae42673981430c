import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { Router, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

const ENCODED_SUFFIX = /\.(br|gz)$/;

/**
 * `root`'s files, each with the precompressed forms the build writes beside it
 * (web/vite-plugins/precompress.ts): brotli first where the client accepts it, then gzip, then the
 * file itself. express-static-gzip lists those forms once, when made; the files are read as asked.
 */
export function precompressedFiles(root: string, cacheControl: string) {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      cacheControl: false,
      redirect: false,
      // The type of the file, not of its compressed form; `Vary` even where none was written, so a
      // shared cache never hands brotli to a client that did not ask for it.
      setHeaders: (res: ServerResponse, file: string) => {
        (res as Response).type(path.extname(file.replace(ENCODED_SUFFIX, ''))).set('Cache-Control', cacheControl).vary('Accept-Encoding');
      },
    },
  });
}

/** The kinds of file the web build writes under /assets/; anything else is refused rather than guessed. */
const BUILT_KINDS = /\.(js|css|svg|webp|png|jpg|ico|woff2|json|map|txt)$/;

const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The build's hashed files (mounted at /assets/), after the request shell (request id, security
 * headers; app.ts keeps their access lines out of the log) and ahead of the fast paths and the
 * validator. A name never changes its bytes: cached for a year.
 */
export function hashedAssets(assetsDir: string): Router {
  const files = precompressedFiles(assetsDir, 'public, max-age=31536000, immutable');
  const router = Router();
  router.use((req, res, next) => (BUILT_KINDS.test(req.path) && decodes(req.path) ? files(req, res, next) : next()));
  router.use((_req, res) => void res.status(404).type('text/plain').send('Not found'));
  return router;
}
