// Server-rendered images below the first screen wait for its first paint. Chromium fetches a
// lazy image as soon as it is within ~1250 px of the viewport, so the landing's promo pictures
// and the search page's later cards were fetched, handled and decoded during the load, on the
// machine's cores the first paint needed (the hero's paint came ~1 frame later with them). The
// server marks them; while scripts run, index.css hides them (no box, so not fetched) until the
// entry reveals them once the first screen has painted. Without scripts they load as before.

/** Marks a server-rendered image that is fetched only after the first screen has painted. */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';

/** Lets the marked images load (lazily, as any other image below the first screen). */
export function revealAfterFirstPaint(): void {
  for (const element of document.querySelectorAll(`[${AFTER_FIRST_PAINT_ATTRIBUTE}]`)) element.removeAttribute(AFTER_FIRST_PAINT_ATTRIBUTE);
}
