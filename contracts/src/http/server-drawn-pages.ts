/**
 * A page the site's server drew whole into its HTML (frontend app/server-shell) says so on its `<div id="root">`,
 * with the screen it was drawn for (the server guesses it from the User-Agent). The site's code then hydrates that
 * drawing instead of drawing the page again, and draws its first pass for the same screen, so that the two agree
 * element for element. A root without it (a page drawn as its frame alone, or not at all) is drawn by the browser.
 * Zod-free: the main bundle reads it.
 */
export const SERVER_DRAWN_ATTRIBUTE = 'data-drawn-for';

/** The screens a page is drawn for: a phone is narrower than every breakpoint, a wide screen than none. */
export const DRAWN_SCREENS = ['phone', 'wide'] as const;
export type DrawnScreen = (typeof DRAWN_SCREENS)[number];

export const isDrawnScreen = (value: unknown): value is DrawnScreen => (DRAWN_SCREENS as readonly unknown[]).includes(value);
