// `npm run build` (and the first step of `npm start`, `npm run dev` and `npm run worker`): the web
// app when its sources changed (not with --server-only), then the hosted checkout's files and the
// server and worker bundles (quick, so always).
import { buildCheckoutAssets } from './checkout-build.js';
import { buildServer } from './server-build.js';
import { buildWebApp, webBuildIsStale } from './web-build.js';

if (!process.argv.includes('--server-only') && webBuildIsStale()) buildWebApp();
await buildCheckoutAssets();
await buildServer();
