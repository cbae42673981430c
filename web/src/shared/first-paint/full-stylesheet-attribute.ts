// Shared by the build (web/vite-plugins/critical-css.ts) and the entry (full-stylesheet.ts).

/** Marks the whole stylesheet's link on a prerendered page, linked disabled until the entry enables it. */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet';
