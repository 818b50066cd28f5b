/**
 * Grading constants (spec 4 and 9), zod-free: the staff screen's grade picker and the server's check use
 * the same scale; the member pages colour categories with the same table.
 */

/** Spec 9: 0, 0.1, 0.3, 0.5, 1.0, 1.5, 1.8, then 2.0 to 9.0 step 0.5, then 9.2, 9.4, 9.6, 9.8, 9.9, 10. */
export const GRADE_SCALE: readonly number[] = [
  0, 0.1, 0.3, 0.5, 1.0, 1.5, 1.8,
  ...Array.from({ length: 15 }, (_, i) => 2 + i * 0.5),
  9.2, 9.4, 9.6, 9.8, 9.9, 10,
];

export const isOnGradeScale = (grade: number) => GRADE_SCALE.some((g) => Math.abs(g - grade) < 1e-9);

export const COMIC_CATEGORIES = ['Verified', 'Authentic', 'Certified', 'Raw Grade'] as const;
export type ComicCategory = (typeof COMIC_CATEGORIES)[number];

/** Spec 4: Verified red (danger), Authentic yellow (warning), Certified blue (success, info variant). */
export const CATEGORY_COLOURS: Record<ComicCategory, 'danger' | 'warning' | 'info' | 'secondary'> = {
  Verified: 'danger',
  Authentic: 'warning',
  Certified: 'info',
  'Raw Grade': 'secondary',
};

/** Spec 9: the ages of comics by cover year, oldest first; each runs up to its `until` year (the last has none). */
export const COMIC_AGES = [
  { label: 'Platinum Age', until: 1937 },
  { label: 'Golden Age', until: 1944 },
  { label: 'Atom Age', until: 1955 },
  { label: 'Silver Age', until: 1969 },
  { label: 'Bronze Age', until: 1983 },
  { label: 'Copper Age', until: 1991 },
  { label: 'Modern Age', until: null },
] as const satisfies readonly { label: string; until: number | null }[];

export type ComicAge = (typeof COMIC_AGES)[number]['label'];

/** Spec 9: age labels by year. */
export function ageLabel(year: number): ComicAge {
  return COMIC_AGES.find((age) => age.until === null || year <= age.until)!.label;
}

/** Spec 5 Display: dates (and years) before 1600 are shown empty. */
export const displayYear = (year: number) => (year < 1600 ? '' : String(year));

/** Spec 5 / 9: upload maximum 50 MB (cover images at the imaging step). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
