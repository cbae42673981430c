// Bundles the server and the worker into dist/ (plain ESM for node, dependencies left in
// node_modules). Production runs this instead of tsx: tsx's loader keeps a second V8 isolate
// (its hooks thread) alive for the process's life, about 60 MB of resident memory.
import path from 'node:path';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../shared/project-root.js';

export const SERVER_BUNDLE = path.join(PROJECT_ROOT, 'dist/server.js');
export const WORKER_BUNDLE = path.join(PROJECT_ROOT, 'dist/worker.js');
/**
 * How every bundle is run (npm start, npm run worker, the image, the bench). A young generation
 * of 3 x 4 MB instead of 3 x 16: the same throughput, and about 90 MB less resident memory under
 * load, which the default otherwise fills with garbage before it collects. And the old generation
 * collected once it has grown by half since the last collection: V8's own factor let it reach four
 * times the live heap (about 50 MB with the 100,000-restaurant index) under a search load, 216-288 MB
 * resident. Doubling gave 185-238 MB, over the 200 MB goal in some runs; growing by half gives
 * 160-166 MB for about 9 % more CPU per search request, where throughput has room (0.92x the
 * Express floor against a goal of 0.5x) and checkout showed no change.
 */
export const BUNDLE_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50', '--enable-source-maps'];

/** `outdir`: dist/ for npm start and the bench; the tests build a copy of their own run (test/support/server-bundles-setup.ts). */
export async function buildServer(outdir = path.dirname(SERVER_BUNDLE)): Promise<void> {
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: { server: 'src/server.ts', worker: 'src/worker.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    // Stack traces need the mappings only: with --enable-source-maps the process keeps the map
    // it loaded, and the sources' own text in it was a few MB of every API process's heap.
    sourcesContent: false,
    logLevel: 'warning',
  });
}
