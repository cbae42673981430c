import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { appConfigPlugin } from './vite-plugins/app-config.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { prerenderPlugin } from './vite-plugins/prerender.ts';
import { webpRenditionsPlugin } from './vite-plugins/webp-renditions.ts';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const API_ORIGIN = 'http://localhost:3000';
const SERVER_PATHS = ['/api', '/health', '/openapi.yaml', '/images'];

/**
 * React Router's package exports only its development build (remix-run/react-router#12532,
 * #14102): production builds take its production files instead, without the dev warnings
 * (0.6 KB gzipped less on every page). The dev server keeps the warnings.
 */
function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webDir, 'VITE_');
  // With VITE_API_URL (Prism mock mode) the app calls that origin directly; otherwise the
  // dev and preview servers hand the API paths to the local API server.
  const proxy = env.VITE_API_URL
    ? undefined
    : Object.fromEntries(SERVER_PATHS.map((p) => [p, { target: API_ORIGIN, changeOrigin: false }]));
  return {
    root: webDir,
    resolve: { alias: mode === 'production' ? reactRouterProductionBuild() : [] },
    plugins: [react(), tailwindcss(), webpRenditionsPlugin(), appConfigPlugin(), prerenderPlugin(), precompressPlugin()],
    build: {
      outDir: path.join(webDir, 'dist'),
      emptyOutDir: true,
      // Images as files, never data: URLs inside the JavaScript (and the prerendered HTML).
      assetsInlineLimit: 0,
      // Every browser the build targets but Safari before 17 preloads modules itself; there a
      // missed preload only costs time, so the entry carries no polyfill for it.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Long-lived vendor chunks; everything else is split automatically (lazy routes).
          codeSplitting: {
            groups: [
              // Vite's dynamic-import helper in a file of its own: in a group below, it would make
              // the entry (main.tsx, which must stay framework-free) import React with that group.
              { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 20 },
              { name: 'auth', test: /node_modules[\\/]@auth0[\\/]/, priority: 10 },
              // What every storefront page needs, in one file rather than a dozen small ones.
              { name: 'vendor', test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](?!mutationObserver|useMutation)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared))/, priority: 5 },
            ],
          },
        },
      },
    },
    server: { port: 5173, proxy },
    preview: { proxy },
  };
});
