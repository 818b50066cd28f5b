/**
 * How the census names a book and how collectors' typing is matched against it (pure, zod-free): the
 * population projection files every certified copy under the keys made here, and the search normalises
 * what the member typed with the same functions, so both sides agree on "the same book".
 */

/** Leading and trailing articles collectors drop or move: "Amazing Spider-Man, The" = "The Amazing Spider-Man". */
const TRAILING_ARTICLE = /,\s*(the|a|an)\s*$/i;
const LEADING_ARTICLE = /^(the|a|an)\s+/i;

/**
 * Lower case, accents stripped, punctuation as spaces, one space between words, articles dropped:
 * "Amazing Spider-Man, The" and "the amazing spider man" both give "amazing spider man".
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

export function normalizeTitle(title: string): string {
  return normalizeText(title.trim().replace(TRAILING_ARTICLE, '').replace(LEADING_ARTICLE, ''));
}

/**
 * How a census title is shown: as spelled, with the article collectors file it without dropped ("Amazing
 * Spider-Man, The" and "The Amazing Spider-Man" are "Amazing Spider-Man", as the big graders' census lists it)
 * and its spaces tidied. Its key is the title's (normalizeText(displayTitle(t)) === normalizeTitle(t)), so the
 * spellings of one series that differ only there are one spelling; the projection shows each title under the
 * spelling most of its copies carry.
 */
export function displayTitle(title: string): string {
  const tidy = title.trim().replace(/\s+/g, ' ');
  const bare = tidy.replace(TRAILING_ARTICLE, '').replace(LEADING_ARTICLE, '').trim();
  return bare === '' ? tidy : bare;
}

/**
 * A census title in an address (/census/amazing-spider-man): its key with hyphens for spaces. Keys hold only
 * letters, digits and single spaces, so the slug reads back to the key through normalizeTitle like any other
 * spelling of the title.
 */
export const censusTitleSlug = (titleKey: string) => titleKey.replace(/ /g, '-');

/** "#1", "1", " # 1 " are the same issue; "Annual 3" stays itself. */
export function normalizeIssue(issue: string): string {
  return normalizeText(issue.replace(/^\s*(no\.?|#)\s*/i, ''));
}

/**
 * The issue's place in a run: the leading number (so #2 sorts before #10), or a large value for issues
 * with none ("Annual"), which then sort by their text.
 */
export function issueSortOf(issue: string): number {
  const match = /^(\d+(?:\.\d+)?)/.exec(normalizeIssue(issue).replace(/ /g, '.'));
  return match ? Number(match[1]) : 1_000_000;
}

export interface CensusBookFields {
  collectibleType: string;
  title: string;
  issue: string;
  year: number;
  month: number | null;
  publisher: string;
  variant: string;
}

/**
 * The identity of a book in the census: the same title, issue, cover date, publisher and variant, whatever
 * the spelling on each submission. Key comments and credits describe a book; they do not tell two apart.
 */
export function censusBookKey(book: CensusBookFields): string {
  return [
    book.collectibleType,
    normalizeTitle(book.title),
    normalizeIssue(book.issue),
    String(book.year),
    book.month === null ? '' : String(book.month),
    normalizeText(book.publisher),
    normalizeText(book.variant),
  ].join('|');
}

/** Escapes LIKE wildcards in normalised text (normalised text has none, but a pattern must never depend on that). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A book's "grade type|grade" slot, as the population projection keys its grade_slots (PostgreSQL's text of a
 * numeric(3, 1): one decimal, "10.0"): the search's Grade/GradeType filter names slots the same way.
 */
export const gradeSlot = (gradeType: string, grade: number) => `${gradeType}|${grade.toFixed(1)}`;
