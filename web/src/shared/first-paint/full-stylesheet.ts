// The whole stylesheet of a prerendered page: linked for print only, so that the first style
// pass matches the page against its inlined critical rules alone (web/vite-plugins/critical-css.ts).
import { FULL_STYLESHEET_ATTRIBUTE } from './full-stylesheet-attribute';

function applied(link: HTMLLinkElement): Promise<void> {
  link.media = 'all';
  if (link.sheet) return Promise.resolve(); // already loaded
  return new Promise((resolve) => {
    // A stylesheet that fails to load must not keep the app from rendering.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Applies the whole stylesheet to every medium; resolves once its rules are in (or it failed). */
export async function applyFullStylesheet(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`);
  await Promise.all([...links].map(applied));
}
