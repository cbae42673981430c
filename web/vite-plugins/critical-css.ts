import Beasties from 'beasties';
import { FULL_STYLESHEET_ATTRIBUTE } from '../src/shared/first-paint/full-stylesheet-attribute.ts';
import { pruneUnusedCustomProperties } from './unused-custom-properties.ts';

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

/** The link to the whole stylesheet, where beasties leaves it: last in <body>. */
const LAST_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">(\s*<\/body>)/;

/**
 * Prepares a prerendered page for its first paint: the stylesheet rules its markup uses are
 * inlined into <head>, and the whole stylesheet (every page's rules, about 43 KB) is linked at
 * the end of <body> disabled, so the first style pass matches the page against its own rules,
 * not against both sets (at 4x CPU that pass took ~10 ms longer), and without the custom
 * properties the page never reads (unused-custom-properties.ts). A disabled link is not even
 * fetched: its download and parse no longer share the first paint's main thread, as they did
 * when it was linked for print (LCP ~8 ms sooner at 1x CPU). The entry (main.tsx,
 * full-stylesheet.ts) enables it once the first screen has painted; a page the server did not
 * render waits for it (routes.tsx `lazyPage`); without scripts, a <noscript> copy applies it. The
 * stylesheet file itself stays as built: hashed, cached for a year, precompressed. Inline
 * styles need no CSP change (style-src allows them); no inline script or handler is added.
 */
export function criticalCss(outDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({ path: outDir, publicPath: '/', preload: 'body', pruneSource: false, reduceInlineStyles: false, logLevel: 'warn' });
  return async (html) => deferFullStylesheet(withoutUnreadProperties(await beasties.process(html)));
}

function withoutUnreadProperties(html: string): string {
  const markup = html.replace(INLINE_STYLE, '');
  return html.replace(INLINE_STYLE, (_style, css: string) => `<style>${pruneUnusedCustomProperties(css, markup)}</style>`);
}

function deferFullStylesheet(html: string): string {
  const link = LAST_STYLESHEET.exec(html);
  if (!link) throw new Error('The prerendered page has no stylesheet link at the end of its body');
  const [whole, href, end] = link;
  const deferred = `<link rel="stylesheet" crossorigin href="${href}" disabled ${FULL_STYLESHEET_ATTRIBUTE}><noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`;
  return html.replace(whole, deferred + end);
}
