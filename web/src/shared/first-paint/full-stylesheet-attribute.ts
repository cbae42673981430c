// Shared by the build (web/vite-plugins/critical-css.ts) and the entry (full-stylesheet.ts).

/** Marks the whole stylesheet's link on a prerendered page, linked for print until the entry applies it. */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet';
