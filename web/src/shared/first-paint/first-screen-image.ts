// Images of the first screen (the hero, the first result cards): fetched ahead of everything
// else, and marked for Element Timing so that the entry (main.tsx) can tell when the browser
// has actually painted them; only then are the images below the first screen and the whole
// stylesheet fetched.

/** The Element Timing identifier of first-screen images. */
export const FIRST_SCREEN_TIMING = 'first-screen';

/** Props of an image in the first screen. */
export const FIRST_SCREEN_IMAGE = { fetchPriority: 'high', elementtiming: FIRST_SCREEN_TIMING } as const;
