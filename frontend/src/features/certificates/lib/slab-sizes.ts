/**
 * How wide a featured card's slab is drawn at each width of its grid (the `sizes` of its srcset), kept apart
 * from the card: the site's server preloads the featured page's first slab with the same sizes
 * (app/site-states.ts `firstSlab`), so the browser fetches the picture once.
 */

/** The cards of a long list (the featured page): two a row on a phone, up to five. */
export const CARD_SLAB_SIZES = '(min-width: 75em) 210px, (min-width: 62em) 22vw, (min-width: 48em) 30vw, 45vw';
/** The home page's three: beside the words on a phone, a third of the row from a tablet on. */
export const ROW_CARD_SLAB_SIZES = '(min-width: 62em) 340px, (min-width: 48em) 30vw, 112px';
