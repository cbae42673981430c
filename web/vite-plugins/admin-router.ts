import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ADAPTER = /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;
const IN_APP = fileURLToPath(new URL('../src/admin/react-router-in-app.ts', import.meta.url));

/**
 * Hands react-admin's router adapter web/src/admin/react-router-in-app.ts for react-router-dom:
 * its never-used fallback HashRouter would otherwise put react-router's data router (about
 * 17 KB gzipped) into the storefront's first script. Fails the build if the adapter moved.
 */
export function adminRouterPlugin(): Plugin {
  let redirected = false;
  return {
    name: 'tuckin-admin-router',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router-dom' || !importer || !ADAPTER.test(importer)) return null;
      redirected = true;
      return this.resolve(IN_APP, importer, { skipSelf: true });
    },
    buildEnd(error) {
      // The prerender's server build leaves react-admin external.
      if (!error && this.environment.config.consumer === 'client' && this.environment.mode === 'build' && !redirected) {
        this.error("react-admin's router adapter was not found: react-router's data router may be back in the first script");
      }
    },
  };
}
