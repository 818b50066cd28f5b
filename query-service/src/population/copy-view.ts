import { certificateRevocation, displayYear, type CensusCopy, type CertificateView, type FeaturedComic, type GradeType } from '@certus/contracts';
import { comicsDetailsOf } from '@certus/contracts/orders/order-views';
import { coverUrlFor } from '../storage/cover-url.ts';

/** A `population_copies` row as pg reads it (numeric as a string, timestamps as dates). */
export interface PopulationCopyRow {
  certification_id: string;
  book_id: string;
  collectible_type: CertificateView['collectibleType'];
  title: string;
  issue: string;
  year: number;
  month: number | null;
  publisher: string;
  variant: string;
  key_comments: string;
  art_story_cover: string;
  grade: string | number;
  grade_type: GradeType;
  tier_label: string | null;
  collection: string | null;
  personal_collection: string;
  signatures: CertificateView['signatures'];
  grader_notes: string;
  has_cover: boolean;
  certified_at: Date | string;
}

/** A copy row with where it stands in its book's census (CENSUS_OF_COPY), and its revocation if it was revoked. */
export interface PopulationCopyCensusRow extends PopulationCopyRow {
  census_copies: number;
  census_at_grade: number;
  census_higher: number;
  census_graded_ordinal: number;
  revoked_on?: string | null;
  revocation_reason?: string | null;
}

/** Every column of a copy a view is made of. */
export const COPY_COLUMN_NAMES = [
  'certification_id',
  'book_id',
  'collectible_type',
  'title',
  'issue',
  'year',
  'month',
  'publisher',
  'variant',
  'key_comments',
  'art_story_cover',
  'grade',
  'grade_type',
  'tier_label',
  'collection',
  'personal_collection',
  'signatures',
  'grader_notes',
  'has_cover',
  'certified_at',
];
/** Every copy the census filed, in force or revoked since, with `columns` of population_copies (both tables have them). */
export const everyCopy = (columns: string) => `(SELECT ${columns} FROM population_copies UNION ALL SELECT ${columns} FROM population_copies_revoked)`;

/** Those columns qualified with `c.` (the queries join the census on it). */
export const COPY_COLUMNS = COPY_COLUMN_NAMES.map((column) => `c.${column}`).join(', ');

/**
 * The census of a copy `c` (population_copies): copies of its book with its grade type, at its grade, and
 * above it, one primary-key range read of population_grades per copy, so lists of copies stay cheap; and where
 * it stood when graded: how many copies of its book had reached its grade and grade type by then, itself
 * included (population_copy_versions, in the order the census counted them: "the 4th copy graded 9.8").
 */
export const CENSUS_OF_COPY = `CROSS JOIN LATERAL (
  SELECT coalesce(sum(g.copies), 0)::int AS census_copies,
         coalesce(sum(g.copies) FILTER (WHERE g.grade = c.grade), 0)::int AS census_at_grade,
         coalesce(sum(g.copies) FILTER (WHERE g.grade > c.grade), 0)::int AS census_higher
  FROM population_grades g
  WHERE g.book_id = c.book_id AND g.grade_type = c.grade_type
) census
CROSS JOIN LATERAL (
  SELECT count(DISTINCT v.certification_id)::int AS census_graded_ordinal
  FROM population_copy_versions v
  WHERE v.book_id = c.book_id AND v.grade_type = c.grade_type AND v.grade = c.grade
    AND (v.counted_on, v.certified_at, v.certification_id) <= (c.counted_on, c.certified_at, c.certification_id)
) ordinal`;

/** Only photographed copies get an address: an empty one lets the browser show its own fallback image. */
const coverUrlOf = (row: Pick<PopulationCopyRow, 'certification_id' | 'has_cover'>, storagePublicUrl: string) =>
  row.has_cover ? coverUrlFor(row.certification_id, storagePublicUrl) : '';

/** The certificate as anyone may see it: the label and its census, never who owns it or what it cost. */
export function certificateViewOf(row: PopulationCopyCensusRow, storagePublicUrl: string): CertificateView {
  const signatures = row.signatures ?? [];
  return {
    certificationId: row.certification_id,
    bookId: row.book_id,
    collectibleType: row.collectible_type,
    title: row.title,
    issue: row.issue,
    year: row.year,
    displayYear: displayYear(row.year),
    month: row.month,
    publisher: row.publisher,
    variant: row.variant,
    keyComments: row.key_comments,
    artStoryCover: row.art_story_cover,
    grade: Number(row.grade),
    category: row.grade_type,
    tierLabel: row.tier_label,
    collection: row.collection,
    personalCollection: row.personal_collection,
    signees: signatures.map((s) => s.name),
    signatures,
    graderNotes: row.grader_notes,
    comics_details: comicsDetailsOf({ signatures, graderNotes: row.grader_notes }),
    hasCover: row.has_cover,
    coverUrl: coverUrlOf(row, storagePublicUrl),
    certifiedAt: new Date(row.certified_at).toISOString(),
    census: {
      copies: Number(row.census_copies),
      atGrade: Number(row.census_at_grade),
      higher: Number(row.census_higher),
      gradedOrdinal: Number(row.census_graded_ordinal),
    },
    revocation: row.revoked_on && row.revocation_reason ? certificateRevocation(row.revoked_on, row.revocation_reason) : null,
  };
}

/** One graded copy in its book's listing (/comic-details). */
export function censusCopyOf(row: PopulationCopyRow, storagePublicUrl: string): CensusCopy {
  return {
    certificationId: row.certification_id,
    grade: Number(row.grade),
    category: row.grade_type,
    collection: row.collection,
    signees: (row.signatures ?? []).map((s) => s.name),
    hasCover: row.has_cover,
    coverUrl: coverUrlOf(row, storagePublicUrl),
    certifiedAt: new Date(row.certified_at).toISOString(),
    tierLabel: row.tier_label,
  };
}

/** A featured comic (home, /featured). */
export function featuredComicOf(row: PopulationCopyRow, storagePublicUrl: string): FeaturedComic {
  return {
    certificationId: row.certification_id,
    collectibleType: row.collectible_type,
    title: row.title,
    issue: row.issue,
    year: row.year,
    displayYear: displayYear(row.year),
    publisher: row.publisher,
    variant: row.variant,
    keyComments: row.key_comments,
    grade: Number(row.grade),
    category: row.grade_type,
    signees: (row.signatures ?? []).map((s) => s.name),
    coverUrl: coverUrlOf(row, storagePublicUrl),
    certifiedAt: new Date(row.certified_at).toISOString(),
  };
}
