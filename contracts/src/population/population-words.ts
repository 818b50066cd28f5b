import { COMIC_CATEGORIES } from '../orders/grading.ts';

// The population report's plain values and the spec's words (no schema: the site's first load reads some of
// them, e.g. the featured cards' certificate messages). The schemas are in http/population.ts.

/** Spec 9: population report page size 50; a saved filter may ask for another size up to this. */
export const POPULATION_PAGE_SIZE = 50;
export const POPULATION_MAX_PAGE_SIZE = 100;
/** Spec 5: years run from 1850 to the current year. */
export const POPULATION_MIN_YEAR = 1850;
/** The census as of a day (issue [5/7]): the earliest day it may be asked for (before it, it held nothing). */
export const CENSUS_FIRST_AS_OF = '1980-01-01';
/** Spec 5: title look-ups need 3 characters. */
export const POPULATION_LOOKUP_MIN = 3;
/** Graded copies of one book per page (/comic-details). */
export const COMIC_LISTING_PAGE_SIZE = 50;

/** SearchPattern (spec 3, default any): where the typed title may sit in the census title. */
export const SEARCH_PATTERNS = ['any', 'begins', 'exact'] as const;
export type SearchPattern = (typeof SEARCH_PATTERNS)[number];
export const SEARCH_PATTERN_LABELS: Record<SearchPattern, string> = {
  any: 'Title contains',
  begins: 'Title begins with',
  exact: 'Exact title',
};

/** GradeType: the census counts copies per grade and per grade type, which is the certificate's category. */
export const GRADE_TYPES = COMIC_CATEGORIES;

/** Spec 5 Population search, word for word. */
export const populationMessages = {
  titleMandatory: 'Title is mandatory for search!',
  titleTooShort: 'Title should contains at least 3 characters!',
  publisherTooShort: 'Publisher should contains at least 2 characters!',
  variantTooShort: 'Variant should contains at least 3 characters!',
  artStoryCoverTooShort: 'ArtStoryCover should contains at least 3 characters!',
  keyCommentsTooShort: 'KeyComments should contains at least 3 characters!',
  yearOutOfRange: (currentYear: number) => `Year should be between ${POPULATION_MIN_YEAR} and ${currentYear}!`,
  monthOutOfRange: 'Month should be between 1 and 12!',
  issueTooLong: 'Issue number can be up to 20 characters long!',
  gradeNotOnScale: 'Grade should be one of the grading scale values!',
  gradeTypeUnknown: `Grade type should be one of ${GRADE_TYPES.join(', ')}!`,
  pageInvalid: 'Page should be a number from 1!',
  sizeInvalid: `Size should be a number from 1 to ${POPULATION_MAX_PAGE_SIZE}!`,
  bookNotFound: 'This book is not in the population report.',
  titleNotFound: 'This title is not in the population report.',
  gridSortUnknown: 'Sort should be issue, year, total or a grade of the grading scale!',
  gridDirectionUnknown: 'Direction should be asc or desc!',
  certificateNotFound: 'No certified comic has this certification number.',
  asOfInvalid: 'The census date should be a day written YYYY-MM-DD, from 1980-01-01!',
  asOfInFuture: 'The census date cannot be after today!',
} as const;
