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

/** A built file's bytes and those of the precompressed forms written beside it. */
export interface Built {
  plain: Buffer;
  encoded: Map<Encoding['name'], Buffer>;
}

const readIfFile = (file: string): Buffer | undefined => {
  try {
    return fs.statSync(file).isFile() ? fs.readFileSync(file) : undefined;
  } catch {
    return undefined;
  }
};

/** The file and its precompressed forms; undefined when the file is not there. */
export function readBuilt(file: string): Built | undefined {
  const plain = readIfFile(file);
  if (!plain) return undefined;
  const encoded = new Map<Encoding['name'], Buffer>();
  for (const e of ENCODINGS) {
    const bytes = readIfFile(file + e.suffix);
    if (bytes) encoded.set(e.name, bytes);
  }
  return { plain, encoded };
}

/** The form of `built` to send for `req` (brotli first) and its encoding, if any. */
export function bodyFor(req: Request, built: Built): { body: Buffer; encoding?: Encoding['name'] } {
  const encoding = acceptedEncoding(req, (e) => built.encoded.has(e.name));
  return encoding ? { body: built.encoded.get(encoding.name)!, encoding: encoding.name } : { body: built.plain };
}

/** A request this handler answers: GET or HEAD of a name under /assets/. */
export const isBuiltAsset = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && req.path.startsWith(PREFIX);

/**
 * The build's hashed files (/assets/*), answered after the request shell (request id, security
 * headers; app.ts keeps their access lines out of the log) and ahead of the validator, from
 * memory after their first read: a name never changes its bytes, and a page load asks for
 * twenty of them while the browser waits. Precompressed forms as the client accepts them
 * (brotli first), cached for a year.
 */
export function builtAssets(webDir: string): RequestHandler {
  const assetsDir = path.join(webDir, 'assets');
  // Only files that exist are kept: names asked for in vain would otherwise grow it without end.
  const cache = new Map<string, Built>();
  const read = (file: string): Built | undefined => {
    let built = cache.get(file);
    if (!built) {
      built = readBuilt(file);
      if (built) cache.set(file, built);
    }
    return built;
  };

  return (req, res, next) => {
    if (!isBuiltAsset(req)) return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path.slice(PREFIX.length));
    } catch {
      name = '';
    }
    const file = path.join(assetsDir, path.normalize(name));
    const type = TYPES[path.extname(file)];
    const built = type && file.startsWith(assetsDir + path.sep) ? read(file) : undefined;
    if (!type || !built) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const { body, encoding } = bodyFor(req, built);
    res.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': IMMUTABLE,
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
