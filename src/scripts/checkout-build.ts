// The local hosted checkout's two files: its script bundled with the card rules the server
// checks (one copy of those rules), and its stylesheet, into dist/ beside the server bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { CHECKOUT_ASSETS_DIR } from '../modules/payments/index.js';
import { PROJECT_ROOT } from '../shared/project-root.js';

const SOURCES = path.join(PROJECT_ROOT, 'src/modules/payments/http/assets');

export async function buildCheckoutAssets(outDir = CHECKOUT_ASSETS_DIR): Promise<void> {
  await build({
    entryPoints: [path.join(SOURCES, 'checkout.ts')],
    outfile: path.join(outDir, 'checkout.js'),
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  });
  fs.copyFileSync(path.join(SOURCES, 'checkout.css'), path.join(outDir, 'checkout.css'));
}
