import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { adminRouterPlugin } from './vite-plugins/admin-router.ts';
import { appConfigPlugin } from './vite-plugins/app-config.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { prerenderPlugin } from './vite-plugins/prerender.ts';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const API_ORIGIN = 'http://localhost:3000';
const SERVER_PATHS = ['/api', '/health', '/openapi.yaml', '/images'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webDir, 'VITE_');
  // With VITE_API_URL (Prism mock mode) the app calls that origin directly; otherwise the
  // dev and preview servers hand the API paths to the local API server.
  const proxy = env.VITE_API_URL
    ? undefined
    : Object.fromEntries(SERVER_PATHS.map((p) => [p, { target: API_ORIGIN, changeOrigin: false }]));
  return {
    root: webDir,
    plugins: [react(), tailwindcss(), adminRouterPlugin(), appConfigPlugin(), prerenderPlugin(), precompressPlugin()],
    build: {
      outDir: path.join(webDir, 'dist'),
      emptyOutDir: true,
      // Images as files, never data: URLs inside the JavaScript (and the prerendered HTML).
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          // Long-lived vendor chunks; everything else is split automatically (lazy routes).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 20 },
              { name: 'auth', test: /node_modules[\\/]@auth0[\\/]/, priority: 10 },
              // What every storefront page needs, in one file rather than a dozen small ones.
              { name: 'vendor', test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](?!mutationObserver|useMutation)|openapi-fetch[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared))/, priority: 5 },
            ],
          },
        },
      },
    },
    server: { port: 5173, proxy },
    preview: { proxy },
  };
});
