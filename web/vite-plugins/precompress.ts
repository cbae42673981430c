import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function compressFile(file: string): void {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) return;
  const brotli = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gzip = zlib.gzipSync(body, { level: 9 });
  if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
}

/** Writes .br and .gz beside every text file of the build, so the server never compresses per request. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'tuckin-precompress',
    apply: 'build',
    // Last, after the HTML shells are written (prerender plugin).
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!outDir) return;
        for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (entry.isFile() && COMPRESSIBLE.test(entry.name)) compressFile(path.join(entry.parentPath, entry.name));
        }
      },
    },
  };
}
