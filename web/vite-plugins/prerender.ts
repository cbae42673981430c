import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { criticalCss } from './critical-css.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
/** A box-less wrapper that React's first render removes: tests and tools can tell the app has taken over. */
const intoRoot = (html: string) => `<div id="root"><div data-prerendered style="display:contents">${html}</div></div>`;

const SAMPLE = /<!--sample-->[\s\S]*<!--\/sample-->/;
const TITLE = /<title>[^<]*<\/title>/;


/**
 * After the client build: builds web/src/server-render.tsx for Node into web/dist-ssr, renders
 * the landing page into index.html and the bare header-and-footer frame into app.html (served
 * for every other client route), and writes the search page's template, whose critical CSS
 * covers what a search page can show; the server renders each search page into it. The client
 * then renders over the markup (createRoot), the same boxes in the same places, so nothing
 * shifts. Each page carries its own critical CSS (critical-css.ts).
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
        // Beside the web app, not served: web/dist-ssr for web/dist (the server looks there, src/http/app.ts).
        const ssrDir = `${outDir}-ssr`;
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: path.join(config.root, 'src/server-render.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
          // React and the rest bundled in, in their production builds: the server renders with
          // React's production build whatever NODE_ENV it runs under (`npm start` sets none), and
          // loads these few files instead of resolving hundreds in node_modules (0.5-0.66 s
          // before the first page could render, now 0.1-0.25 s).
          ssr: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        });
        const renderer = (await import(pathToFileURL(path.join(ssrDir, 'server-render.js')).href)) as ServerRenderModule;
        const shells = await renderer.renderShells();
        const pages = await renderer.serverPages();
        const indexFile = path.join(outDir, 'index.html');
        const template = fs.readFileSync(indexFile, 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
        const prepare = criticalCss(outDir);
        fs.writeFileSync(path.join(outDir, 'app.html'), await prepare(template.replace(ROOT_ELEMENT, intoRoot(shells.frame))));
        fs.writeFileSync(indexFile, await prepare(template.replace(ROOT_ELEMENT, intoRoot(shells.landing))));
        const search = await prepare(template.replace(ROOT_ELEMENT, intoRoot(`<!--sample-->${renderer.searchPageSample(pages.search)}<!--/sample-->`)));
        if (!SAMPLE.test(search) || !TITLE.test(search) || !search.includes('</body>')) throw new Error('The search page template lost its title or sample markers');
        const searchTemplate = search.replace(TITLE, `<title>${renderer.TITLE_MARK}</title>`).replace(SAMPLE, renderer.PAGE_MARK).replace('</body>', `${renderer.ANSWER_MARK}</body>`);
        fs.writeFileSync(path.join(ssrDir, 'search.html'), searchTemplate);
      },
    },
  };
}

interface ServerRenderModule {
  TITLE_MARK: string;
  PAGE_MARK: string;
  ANSWER_MARK: string;
  renderShells(): Promise<{ landing: string; frame: string }>;
  serverPages(): Promise<{ search: unknown }>;
  searchPageSample(page: unknown): string;
}
