import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const WIDTHS = /^\d+(,\d+)*$/;
const QUALITY = 80;

/** `picture.svg?w=640,1280&webp` (declared in vite-env.d.ts; the dev server adds `import`): the file and widths. */
function renditionsAsked(id: string): { file: string; widths: number[] } | undefined {
  const [file, query] = id.split('?', 2);
  if (!file?.endsWith('.svg') || !query) return undefined;
  const params = new URLSearchParams(query);
  const widths = params.get('w') ?? '';
  if (!params.has('webp') || !WIDTHS.test(widths)) return undefined;
  return { file, widths: widths.split(',').map(Number) };
}
/** The SVG as WebP at each width, rendered at the density that gives it (not scaled up from the SVG's own size). */
async function renderWebp(svg: Buffer, widths: number[]): Promise<Buffer[]> {
  const natural = (await sharp(svg).metadata()).width;
  if (!natural) throw new Error('An SVG without a width cannot be rendered to size');
  return Promise.all(widths.map((width) => sharp(svg, { density: (72 * width) / natural }).resize({ width }).webp({ quality: QUALITY }).toBuffer()));
}

/**
 * Raster renditions of an SVG picture for `srcset`. A picture below the first screen is better
 * as WebP: the browser parses every SVG image into a document of its own on the page's main
 * thread as soon as it arrives (the landing's two promo pictures took ~35 ms of it at 4x CPU,
 * right while the first screen was being drawn), where a raster image is decoded off it, and
 * only once it comes into view. The module exports `{ src, srcSet }`; in the dev server the
 * files are data: URLs (no files are written there).
 */
export function webpRenditionsPlugin(): Plugin {
  let serving = false;
  return {
    name: 'tuckin-webp-renditions',
    enforce: 'pre', // before Vite's own asset handling, which would take any .svg
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async load(id) {
      const asked = renditionsAsked(id);
      if (!asked) return null;
      const { file, widths } = asked;
      this.addWatchFile(file);
      const svg = fs.readFileSync(file);
      const name = path.basename(file, '.svg');
      const urls = (await renderWebp(svg, widths)).map((webp, i) =>
        serving
          ? JSON.stringify(`data:image/webp;base64,${webp.toString('base64')}`)
          : `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: `${name}-${widths[i]}w.webp`, source: webp })}`,
      );
      const srcSet = urls.map((url, i) => `${url} + ' ${widths[i]}w'`).join(" + ', ' + ");
      return `export default { src: ${urls[0]}, srcSet: ${srcSet} };`;
    },
  };
}
