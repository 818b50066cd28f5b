/**
 * The home hero's picture: three slabs of demo books fanned out, drawn by scripts/render-site-images.ts in
 * these widths. Its proportions give the <img> its width and height (no layout shift).
 */
export const HERO_WIDTHS = [480, 720, 1120] as const;
export const HERO_IMAGE = { width: 1000, height: 750 } as const;
/** How wide the picture is shown (its `sizes`): beside the words from md on, the screen's width below. */
export const HERO_SIZES = '(min-width: 62em) 520px, 92vw';
/** The width of its `src` (browsers that ignore srcset), which gives the <img> its width and height attributes. */
export const HERO_DEFAULT_WIDTH = 720;
export const heroHeightFor = (width: number) => Math.round((width * HERO_IMAGE.height) / HERO_IMAGE.width);

export const HERO_ALT =
  'Three Certus slabs, each with its grade label and QR code: Creepy #1 (1964) graded 7.5 Certified, Amazing Spider-Man #300 (1988) graded 9.4 Certified, and Incredible Hulk #181 (1974) graded 8.0 Verified';
