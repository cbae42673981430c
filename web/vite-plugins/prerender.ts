import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { criticalCss } from './critical-css.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
/** A box-less wrapper that React's first render removes: tests and tools can tell the app has taken over. */
const intoRoot = (html: string) => `<div id="root"><div data-prerendered style="display:contents">${html}</div></div>`;

/**
 * After the client build: builds web/src/prerender.tsx for Node, renders the landing page
 * into index.html and the bare header-and-footer frame into app.html (served for every
 * other client route). The client then renders over it (createRoot), the same boxes in the
 * same places, so nothing shifts. Each shell carries its own critical CSS (critical-css.ts).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let written = false;
  return {
    name: 'tuckin-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // Also called after a failed build: nothing to prerender, and its error must show.
        if (config.build.ssr || !written) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        // Under node_modules, so Node resolves the bundle's external packages.
        const ssrDir = path.join(config.cacheDir, 'prerender');
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: { ssr: path.join(config.root, 'src/prerender.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
          });
          const entry = pathToFileURL(path.join(ssrDir, 'prerender.js')).href;
          const { renderShells } = (await import(entry)) as { renderShells(): Promise<{ landing: string; frame: string }> };
          const shells = await renderShells();
          const indexFile = path.join(outDir, 'index.html');
          const template = fs.readFileSync(indexFile, 'utf8');
          if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
          const prepare = criticalCss(outDir);
          fs.writeFileSync(path.join(outDir, 'app.html'), await prepare(template.replace(ROOT_ELEMENT, intoRoot(shells.frame))));
          fs.writeFileSync(indexFile, await prepare(template.replace(ROOT_ELEMENT, intoRoot(shells.landing))));
        } finally {
          if (!process.env.KEEP_PRERENDER) fs.rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
