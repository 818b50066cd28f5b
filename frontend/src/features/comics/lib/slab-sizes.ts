/**
 * How wide the pages draw a slab (the `sizes` of its srcset), kept apart from the components: the site's server
 * preloads a page's first slab with the same sizes (app/site-states.ts `firstSlab`), so that the browser picks
 * the same width for the preload as for the <img> and fetches the picture once.
 */

/** The detail pages' slab (certificate, member's comic): a column beside the facts, or a phone's whole width. */
export const DETAIL_SLAB_SIZES = '(min-width: 48em) min(38vw, 400px), min(92vw, 400px)';
