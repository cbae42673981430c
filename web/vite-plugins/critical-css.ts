import Beasties from 'beasties';

/**
 * Prepares a prerendered page for its first paint: the stylesheet rules its markup uses are
 * inlined into <head>, and the link to the whole stylesheet (every page's rules, about 43 KB)
 * moves to the end of <body>. There it no longer holds the paint of the shell above it, but
 * still holds the module scripts (a pending stylesheet blocks scripts), so the app renders
 * over the shell only once every rule has loaded. The stylesheet file itself stays as built:
 * hashed, cached for a year, precompressed. Inline styles need no CSP change (style-src
 * allows them); no inline script is added.
 */
export function criticalCss(outDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({ path: outDir, publicPath: '/', preload: 'body', pruneSource: false, reduceInlineStyles: false, logLevel: 'warn' });
  return (html) => beasties.process(html);
}
