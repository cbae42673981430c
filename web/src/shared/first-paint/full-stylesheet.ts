// The whole stylesheet of a prerendered page: linked disabled, so that it is neither fetched nor
// matched before the first paint, which its inlined critical rules style alone
// (web/vite-plugins/critical-css.ts).
import { FULL_STYLESHEET_ATTRIBUTE } from './full-stylesheet-attribute';

let markAllApplied = () => undefined as void;
const allApplied: Promise<void> & { status?: 'fulfilled' } = new Promise<void>((resolve) => {
  markAllApplied = () => {
    allApplied.status = 'fulfilled'; // React's `use` reads it: once applied, nothing suspends again
    resolve();
  };
});
// Until the pages of the first address are loaded, pages render the server's markup again.
let hydrating = true;

function applied(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve(); // already loaded
  return new Promise((resolve) => {
    // A stylesheet that fails to load must not keep the app from rendering.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.disabled = false; // reflects the attribute: removing it starts the download
  });
}

/** Enables the whole stylesheet; resolves once its rules are in (or it failed). */
export async function applyFullStylesheet(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`);
  await Promise.all([...links].map(applied));
  markAllApplied();
}

/** Called once the pages the server rendered are loaded: every page loaded after them is new markup. */
export function serverPagesLoaded(): void {
  hydrating = false;
}

/**
 * What a page the browser renders itself (after a navigation, or the redirect of a signed-in
 * page visited signed out) waits for: the whole stylesheet, since the inlined critical rules are
 * only those of the first page. Without it the page would paint unstyled, then jump into place
 * when the stylesheet arrives. The pages being hydrated wait for nothing.
 */
export function stylesheetForNewPage(): Promise<void> {
  return hydrating ? Promise.resolve() : allApplied;
}

/** The whole stylesheet's rules being in: what content that comes after the first paint waits for (WithFullStylesheet.tsx). */
export function fullStylesheetApplied(): Promise<void> {
  return allApplied;
}
