import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';

const PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Best first; the build writes these beside each text file (web/vite-plugins/precompress.ts). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof ENCODINGS)[number];

/** Our preference decides (brotli first); the client only says what it accepts. */
export function acceptedEncoding(req: Request, available: (encoding: Encoding) => boolean): Encoding | undefined {
  return ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && available(e));
}

/** The kinds of file the web build emits; anything else is refused rather than guessed. */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file's bytes once read, or null when it is not there. */
type Cached = Buffer | null;

/**
 * The build's hashed files (/assets/*), answered ahead of logging, helmet and the validator,
 * from memory after their first read: a name never changes its bytes, and a page load asks for
 * twenty of them while the browser waits. Precompressed forms as the client accepts them
 * (brotli first), cached for a year. Documents are not served here: their security headers
 * (CSP) come with the full path.
 */
export function builtAssets(webDir: string): RequestHandler {
  const assetsDir = path.join(webDir, 'assets');
  const cache = new Map<string, Cached>();
  const read = (file: string): Cached => {
    let bytes = cache.get(file);
    if (bytes === undefined) {
      try {
        bytes = fs.statSync(file).isFile() ? fs.readFileSync(file) : null;
      } catch {
        bytes = null;
      }
      cache.set(file, bytes);
    }
    return bytes;
  };

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(PREFIX)) return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path.slice(PREFIX.length));
    } catch {
      name = '';
    }
    const file = path.join(assetsDir, path.normalize(name));
    const type = TYPES[path.extname(file)];
    const plain = type && file.startsWith(assetsDir + path.sep) ? read(file) : null;
    if (!type || !plain) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' }).end('Not found');
      return;
    }
    const encoding = acceptedEncoding(req, (e) => read(file + e.suffix) !== null);
    const body = encoding ? read(file + encoding.suffix)! : plain;
    res.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': IMMUTABLE,
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding.name } : {}),
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
