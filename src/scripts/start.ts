// `npm start`: builds the web app when its sources changed, then runs the server.
import { buildWebApp, webBuildIsStale } from './web-build.js';
import { main } from '../server.js';

if (webBuildIsStale()) buildWebApp();
await main();
