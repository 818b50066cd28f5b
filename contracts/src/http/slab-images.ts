import type { ComicCategory } from '../orders/grading.ts';

/**
 * The rendered slab of a certificate (issue [2/7]): its label above the cover photo, or above a drawn cover when
 * no photo was taken. The query service renders it from the certificate's own data (never the member's, never a
 * price); every page that shows a graded comic builds the addresses from the certification id alone.
 */

/** The slab's own size in SVG units: a holder's proportions (label on top, the book in its well below). */
export const SLAB_VIEWBOX = { width: 600, height: 930 } as const;

/** The widths of the raster thumbnails (WebP), for `srcset`: a list card, a detail page, a retina detail page. */
export const SLAB_RASTER_WIDTHS = [200, 400, 800] as const;
export type SlabRasterWidth = (typeof SLAB_RASTER_WIDTHS)[number];

export const isSlabRasterWidth = (width: number): width is SlabRasterWidth => (SLAB_RASTER_WIDTHS as readonly number[]).includes(width);

/** The height of a raster of `width` pixels (the SVG's aspect ratio, rounded). */
export const slabHeightFor = (width: number) => Math.round((width * SLAB_VIEWBOX.height) / SLAB_VIEWBOX.width);

const comicPath = (certificationId: string) => `/api/comics/${encodeURIComponent(certificationId)}`;

/** GET /api/comics/{id}/slab.svg */
export const slabSvgPath = (certificationId: string) => `${comicPath(certificationId)}/slab.svg`;

/** GET /api/comics/{id}/slab-{width}.webp */
export const slabRasterPath = (certificationId: string, width: SlabRasterWidth) => `${comicPath(certificationId)}/slab-${width}.webp`;

/** Every raster width, as an `srcset`. */
export const slabSrcSet = (certificationId: string) => SLAB_RASTER_WIDTHS.map((w) => `${slabRasterPath(certificationId, w)} ${w}w`).join(', ');

/**
 * Spec 4 category colours as the label prints them: Verified red, Authentic yellow, Certified blue, Raw Grade
 * neutral. `ink` is the text on `background`, white the text on `accent` (the label's top strip): each at least 4.5:1.
 */
export const SLAB_CATEGORY_COLOURS: Record<ComicCategory, { background: string; ink: string; accent: string }> = {
  Verified: { background: '#b3261e', ink: '#ffffff', accent: '#7d1a14' },
  Authentic: { background: '#f2c230', ink: '#1d1a12', accent: '#6f5400' },
  Certified: { background: '#1f4e9c', ink: '#ffffff', accent: '#132f60' },
  'Raw Grade': { background: '#dedad2', ink: '#1d1a12', accent: '#57534a' },
};

/** The words collectors use for each grade of the scale (spec 9); the lowest grades have none. */
const GRADE_WORDS: Record<string, string> = {
  '10.0': 'GEM MINT',
  '9.9': 'MINT',
  '9.8': 'NM/M',
  '9.6': 'NM+',
  '9.4': 'NM',
  '9.2': 'NM-',
  '9.0': 'VF/NM',
  '8.5': 'VF+',
  '8.0': 'VF',
  '7.5': 'VF-',
  '7.0': 'FN/VF',
  '6.5': 'FN+',
  '6.0': 'FN',
  '5.5': 'FN-',
  '5.0': 'VG/FN',
  '4.5': 'VG+',
  '4.0': 'VG',
  '3.5': 'VG-',
  '3.0': 'GD/VG',
  '2.5': 'GD+',
  '2.0': 'GD',
  '1.8': 'GD-',
  '1.5': 'FR/GD',
  '1.0': 'FR',
  '0.5': 'PR',
};

/** "NM/M" for 9.8; '' for a grade without words. */
export const gradeWords = (grade: number) => GRADE_WORDS[grade.toFixed(1)] ?? '';

/** What a slab image shows, in words: its alt text, and the SVG's own title. */
export interface SlabDescription {
  title: string;
  issue: string;
  /** '' when the year is unknown. */
  displayYear: string;
  grade: number;
  category: ComicCategory;
}

/** "Certus slab of Amazing Spider-Man #300 (1988), graded 9.4 Certified". */
export function slabAltText({ title, issue, displayYear, grade, category }: SlabDescription): string {
  const book = issue ? `${title} #${issue}` : title;
  const year = displayYear ? ` (${displayYear})` : '';
  return `Certus slab of ${book}${year}, graded ${grade.toFixed(1)} ${category}`;
}
