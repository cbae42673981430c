// `npm run build` (and the first step of `npm start` and `npm run worker`): the web app when its
// sources changed (not with --server-only), then the server and worker bundles (a second, so always).
import { buildServer } from './server-build.js';
import { buildWebApp, webBuildIsStale } from './web-build.js';

if (!process.argv.includes('--server-only') && webBuildIsStale()) buildWebApp();
await buildServer();
