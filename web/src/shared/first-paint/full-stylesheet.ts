// The whole stylesheet of a prerendered page: linked disabled, so that it is neither fetched nor
// matched before the first paint, which its inlined critical rules style alone
// (web/vite-plugins/critical-css.ts).
import { FULL_STYLESHEET_ATTRIBUTE } from './full-stylesheet-attribute';

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
}
