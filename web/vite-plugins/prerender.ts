import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { parse } from 'yaml';
import { criticalCss } from './critical-css.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const SAMPLE = /<!--sample-->[\s\S]*<!--\/sample-->/;
const TITLE = /<title>[^<]*<\/title>/;
/** The state goes right after the end of the shell (index.html), clear of the stylesheet link the body ends with. */
const SHELL_END = '<span id="shell-end" hidden></span>';

/**
 * After the client build: builds web/src/server-render.tsx for Node into web/dist-ssr, and
 * writes there the templates the server renders each page into (landing, search, app), each
 * with the critical CSS of what its pages can show (critical-css.ts), computed from a sample of
 * them. The client then hydrates the markup (boot.tsx). index.html stays the plain shell, served
 * when the renderer is not built.
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
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render into`);
        const prepare = criticalCss(outDir);
        // /api-docs is sampled showing the contract the server serves beside this build.
        const contract: unknown = parse(fs.readFileSync(path.resolve(config.root, '../openapi.yaml'), 'utf8'));
        for (const [name, sample] of Object.entries(await renderer.templateSamples(contract))) {
          const page = await prepare(template.replace(ROOT_ELEMENT, `<div id="root"><!--sample-->${sample}<!--/sample--></div>`));
          if (!SAMPLE.test(page) || !TITLE.test(page) || !page.includes(SHELL_END)) throw new Error(`The ${name} template lost its title, sample or shell-end markers`);
          const marked = page.replace(TITLE, `<title>${renderer.TITLE_MARK}</title>`).replace(SAMPLE, renderer.PAGE_MARK).replace(SHELL_END, SHELL_END + renderer.STATE_MARK);
          fs.writeFileSync(path.join(ssrDir, `${name}.html`), marked);
        }
      },
    },
  };
}

interface ServerRenderModule {
  TITLE_MARK: string;
  PAGE_MARK: string;
  STATE_MARK: string;
  templateSamples(contract: unknown): Promise<Record<string, string>>;
}
