// Vitest global setup of the browser tier: the web app is built (when stale) once per run,
// before any file starts, so that files running side by side never build it at once.
import { buildWebApp, webBuildIsStale } from '../../src/scripts/web-build.js';

export default function setup(): void {
  if (webBuildIsStale()) buildWebApp();
}
