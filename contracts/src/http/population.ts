import { z } from 'zod';
import { CertificateRevocation } from './certificate-revocation.ts';
import { text } from '../rules/text.ts';
import { CollectibleType } from '../catalogue/catalogue.ts';
import { isOnGradeScale } from '../orders/grading.ts';
import { MemberComicDetail } from './orders.ts';
import { CENSUS_GRID_SORTS, SORT_DIRECTIONS } from './census-grid.ts';
import { asOfFilter, blankToUndefined, gradeTypeFilter, numberish, pageNumber } from './population-query.ts';
import {
  COMIC_LISTING_PAGE_SIZE,
  GRADE_TYPES,
  POPULATION_LOOKUP_MIN,
  POPULATION_MAX_PAGE_SIZE,
  POPULATION_MIN_YEAR,
  POPULATION_PAGE_SIZE,
  SEARCH_PATTERNS,
  populationMessages,
} from '../population/population-words.ts';

export * from '../population/population-words.ts';
export * from './census-grid.ts';

// Population (census) report, spec 3 Population report filters, 5 Population search, 7.4, 9 page sizes; and the
// public certificate lookup, featured comics and grading notes of spec 7.3 / 2.1, which read the same census.

/** GradeType: the census counts copies per grade and per grade type, which is the certificate's category. */
export const GradeTypeSchema = z.enum(GRADE_TYPES);
export type GradeType = z.infer<typeof GradeTypeSchema>;


const optionalText = (min: number, message: string) =>
  z.preprocess(blankToUndefined, text().trim().min(min, message).max(200).optional());

/**
 * POST /api/popreport/search and /userrequest: the spec 3 filters, spelled as the spec spells them. Forms send
 * numbers as text and empty fields as '' or null: both are accepted. The current year comes from the caller's
 * clock (the server's injected one, the browser's own).
 */
export function populationSearchBody(currentYear: number) {
  return z.object({
    RequestTitle: z.preprocess(
      (v) => blankToUndefined(v) ?? '',
      text().trim().min(1, { error: populationMessages.titleMandatory, abort: true }).min(3, populationMessages.titleTooShort).max(200),
    ),
    SearchPattern: z.preprocess((v) => blankToUndefined(v) ?? 'any', z.enum(SEARCH_PATTERNS)),
    Publisher: optionalText(2, populationMessages.publisherTooShort),
    IssueNumber: z.preprocess(blankToUndefined, text().trim().max(20, populationMessages.issueTooLong).optional()),
    Month: z.preprocess(numberish, z.number({ error: populationMessages.monthOutOfRange }).int(populationMessages.monthOutOfRange).min(1, populationMessages.monthOutOfRange).max(12, populationMessages.monthOutOfRange).optional()),
    Year: z.preprocess(
      numberish,
      z.number({ error: populationMessages.yearOutOfRange(currentYear) })
        .int(populationMessages.yearOutOfRange(currentYear))
        .min(POPULATION_MIN_YEAR, populationMessages.yearOutOfRange(currentYear))
        .max(currentYear, populationMessages.yearOutOfRange(currentYear))
        .optional(),
    ),
    ArtStoryCover: optionalText(3, populationMessages.artStoryCoverTooShort),
    KeyComments: optionalText(3, populationMessages.keyCommentsTooShort),
    Variant: optionalText(3, populationMessages.variantTooShort),
    Page: pageNumber,
    Size: z.preprocess((v) => numberish(v) ?? POPULATION_PAGE_SIZE, z.number({ error: populationMessages.sizeInvalid }).int(populationMessages.sizeInvalid).min(1, populationMessages.sizeInvalid).max(POPULATION_MAX_PAGE_SIZE, populationMessages.sizeInvalid)),
    Grade: z.preprocess(numberish, z.number({ error: populationMessages.gradeNotOnScale }).refine(isOnGradeScale, populationMessages.gradeNotOnScale).optional()),
    GradeType: gradeTypeFilter,
    /** Not in the spec's list: the popup searches one collectible type (Comic, Magazine, Manga) or all. */
    CollectibleType: z.preprocess(blankToUndefined, CollectibleType.optional()),
    /** Not in the spec's list (issue [5/7]): the census as it stood at the end of that day. */
    AsOf: asOfFilter,
  });
}
export type PopulationSearch = z.output<ReturnType<typeof populationSearchBody>>;
/** The schema for documents and the browser's types (the year bound is the only part that moves). */
export const PopulationSearchBody = populationSearchBody(9999);
export type PopulationSearchInput = z.input<typeof PopulationSearchBody>;

const gradeCount = z.object({ grade: z.number(), copies: z.number().int() });
export const GradeCount = gradeCount;
export type GradeCount = z.infer<typeof GradeCount>;

/** A book of the census: its description and how many certified copies it has. */
export const CensusBook = z.object({
  bookId: z.string(),
  collectibleType: CollectibleType,
  title: z.string(),
  issue: z.string(),
  year: z.number().int(),
  /** Cover month, 1-12, when the label gives one. */
  month: z.number().int().nullable(),
  publisher: z.string(),
  variant: z.string(),
  keyComments: z.string(),
  artStoryCover: z.string(),
  /** Certified copies of the book (of the grade type searched, when one is). */
  copies: z.number().int(),
  /** Copies per grade, lowest grade first, grades with no copies left out (the distribution chart). */
  grades: z.array(gradeCount),
});
export type CensusBook = z.infer<typeof CensusBook>;

/** A census title (one series, however its copies spell it) and what of it a search or grid counts. */
export const CensusTitleSummary = z.object({
  /** Its address in the census grid: /census/{slug}. */
  slug: z.string(),
  /** As most of its copies spell it, without the article collectors drop ("Amazing Spider-Man"). */
  title: z.string(),
  books: z.number().int(),
  copies: z.number().int(),
});
export type CensusTitleSummary = z.infer<typeof CensusTitleSummary>;

/** POST /api/popreport/search: one page of the books matching the filters, in title, year, issue order. */
export const PopulationSearchResponse = z.object({
  page: z.number().int(),
  size: z.number().int(),
  /** Books matching, over all pages. */
  total: z.number().int(),
  /** Certified copies of those books. */
  totalCopies: z.number().int(),
  /** The titles the books belong to, in listing order, with the books and copies of each that match. */
  titles: z.array(CensusTitleSummary),
  books: z.array(CensusBook),
});
export type PopulationSearchResponse = z.infer<typeof PopulationSearchResponse>;

/** POST /api/popreport/detail. */
export const PopulationDetailBody = z.object({ bookId: text().min(1).max(64), AsOf: asOfFilter });

/**
 * A book's population over time: its copies per grade at the end of each month, from the month its first copy
 * was counted to the month of the day asked (today's, when none was).
 */
export const PopulationHistory = z.object({
  /** yyyy-mm, oldest first. */
  months: z.array(z.string()),
  /** Copies at the end of each month, all grades. */
  totals: z.array(z.number().int()),
  /** Per grade type and grade that ever had a copy: copies at the end of each month, aligned with `months`. */
  grades: z.array(z.object({ gradeType: GradeTypeSchema, grade: z.number(), copies: z.array(z.number().int()) })),
});
export type PopulationHistory = z.infer<typeof PopulationHistory>;

/** Pop velocity: copies newly graded at each grade over the 12 months up to the day asked, and their monthly mean. */
export const PopulationVelocity = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  grades: z.array(z.object({ gradeType: GradeTypeSchema, grade: z.number(), copies: z.number().int(), perMonth: z.number() })),
});
export type PopulationVelocity = z.infer<typeof PopulationVelocity>;

/** One book with its copies per grade for every grade type (the detail's table and chart). */
export const PopulationBookDetail = z.object({
  book: CensusBook,
  byGradeType: z.array(z.object({ gradeType: GradeTypeSchema, copies: z.number().int(), grades: z.array(gradeCount) })),
  /** When the first and the latest copy was certified. */
  firstCertifiedAt: z.iso.datetime(),
  lastCertifiedAt: z.iso.datetime(),
  /** The day the counts stand at the end of; null: now. */
  asOf: z.iso.date().nullable(),
  history: PopulationHistory,
  velocity: PopulationVelocity,
});
export type PopulationBookDetail = z.infer<typeof PopulationBookDetail>;

/** POST /api/popreport/comiclisting: the graded copies behind one book, best grade first. */
export const ComicListingBody = z.object({
  bookId: text().min(1).max(64),
  Grade: PopulationSearchBody.shape.Grade,
  GradeType: PopulationSearchBody.shape.GradeType,
  Page: PopulationSearchBody.shape.Page,
  AsOf: asOfFilter,
  Size: z.preprocess((v) => numberish(v) ?? COMIC_LISTING_PAGE_SIZE, z.number({ error: populationMessages.sizeInvalid }).int(populationMessages.sizeInvalid).min(1, populationMessages.sizeInvalid).max(POPULATION_MAX_PAGE_SIZE, populationMessages.sizeInvalid)),
});
export type ComicListingInput = z.input<typeof ComicListingBody>;

const signature = z.object({ type: z.enum(['ASP', 'VSP', 'VSPP']), name: z.string() });

/**
 * A certified comic as anyone may see it (a buyer checking a slab): the label and the census it belongs to.
 * Never who submitted it, its order's prices or declared value.
 */
export const CertificateView = z.object({
  certificationId: z.string(),
  bookId: z.string(),
  collectibleType: CollectibleType,
  title: z.string(),
  issue: z.string(),
  year: z.number().int(),
  displayYear: z.string(),
  month: z.number().int().nullable(),
  publisher: z.string(),
  variant: z.string(),
  keyComments: z.string(),
  artStoryCover: z.string(),
  grade: z.number(),
  category: GradeTypeSchema,
  tierLabel: z.string().nullable(),
  /** Spec 3 Comic grading notes: collection is the pedigree, personalCollection whose collection it came from. */
  collection: z.string().nullable(),
  personalCollection: z.string(),
  signees: z.array(z.string()),
  signatures: z.array(signature),
  graderNotes: z.string(),
  /** Spec 7.3: ASP_Signers, VSP_Signers and Grader_Notes, each a list joined with '~'. */
  comics_details: z.object({ ASP_Signers: z.string(), VSP_Signers: z.string(), Grader_Notes: z.string() }),
  hasCover: z.boolean(),
  coverUrl: z.string(),
  certifiedAt: z.iso.datetime(),
  /**
   * Where the copy stands in its book's census: copies at its grade and above it (same grade type), and where it
   * stood when graded: gradedOrdinal 4 is "the 4th copy of this book graded 9.8" (itself included).
   */
  census: z.object({ copies: z.number().int(), atGrade: z.number().int(), higher: z.number().int(), gradedOrdinal: z.number().int().min(1) }),
  /** Null while the certificate is in force; once revoked, the day (UTC) and why. The census no longer counts the copy. */
  revocation: CertificateRevocation.nullable(),
});
export type CertificateView = z.infer<typeof CertificateView>;

/** POST /api/popreport/gradedComicDetails. */
export const GradedComicDetailsBody = z.object({ certificationId: text().min(1).max(40) });

/** One graded copy in a book's listing. */
export const CensusCopy = CertificateView.pick({
  certificationId: true,
  grade: true,
  category: true,
  collection: true,
  signees: true,
  hasCover: true,
  coverUrl: true,
  certifiedAt: true,
  tierLabel: true,
});
export type CensusCopy = z.infer<typeof CensusCopy>;

export const ComicListingResponse = z.object({
  book: CensusBook,
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  copies: z.array(CensusCopy),
});
export type ComicListingResponse = z.infer<typeof ComicListingResponse>;

/** POST /api/popreport/userrequest answers the id of the search it recorded. */
export const PopulationRequestRecorded = z.object({ requestId: z.string() });

const optionalWords = z.string().optional();
/**
 * A recorded search's filters as the server sends them back: what the form schema above made of the form (the
 * same type), described without its reading of form text (an answer's schema only describes: reshaping-parts.ts).
 */
export const PopulationSearchFilters = z.object({
  RequestTitle: z.string(),
  SearchPattern: z.enum(SEARCH_PATTERNS),
  Publisher: optionalWords,
  IssueNumber: optionalWords,
  Month: z.number().int().optional(),
  Year: z.number().int().optional(),
  ArtStoryCover: optionalWords,
  KeyComments: optionalWords,
  Variant: optionalWords,
  Page: z.number().int(),
  Size: z.number().int(),
  Grade: z.number().optional(),
  GradeType: z.enum(GRADE_TYPES).optional(),
  CollectibleType: CollectibleType.optional(),
}) satisfies z.ZodType<PopulationSearch>;

/** GET /api/popreport/userrequest: the member's recent searches, newest first (the popup offers them again). */
export const PopulationRecentSearches = z.array(
  z.object({ requestId: z.string(), requestedAt: z.iso.datetime(), filters: PopulationSearchFilters }),
);
export type PopulationRecentSearches = z.infer<typeof PopulationRecentSearches>;
export const RECENT_SEARCHES_SHOWN = 10;

/** GET /api/popreport/titles?value=: census titles holding the typed text (3 characters or more), most copies first. */
export const CensusTitleList = z.array(z.object({ title: z.string(), copies: z.number().int(), slug: z.string() }));
export const CENSUS_TITLE_LOOKUP_LIMIT = 20;

/**
 * GET /api/popreport/titles/{slug}: a census title's name, which anyone may read (it is printed on every
 * certificate of the title); its counts stay behind sign-in. The site's server writes it into the grid's page.
 */
export const CensusTitleName = z.object({ slug: z.string(), title: z.string() });
export type CensusTitleName = z.infer<typeof CensusTitleName>;

/**
 * GET /api/comics/{id}: the certificate anyone may see; with the owner's (or a worker's) token, also the
 * member's own record of it (spec 2.2 /account/comics/{id}).
 */
export const CertificateLookup = z.object({ certificate: CertificateView, owner: MemberComicDetail.nullable() });
export type CertificateLookup = z.infer<typeof CertificateLookup>;
/**
 * How long the site's server keeps a certificate it read for the HTML of its page (public-certificates.ts): a
 * revocation reaches the page a buyer opens within this (visitors asking at once still share one read).
 */
export const CERTIFICATE_MAX_AGE_SECONDS = 5;

/** GET /api/comics/search/{text}: the certificates a typed id names (none or one). */
export const CertificateSearchResult = z.array(CertificateView);

// --- Featured comics (GET /api/comics/featured/{yyyymm}/{count}) ---------------------------------------

// The counts, the months and their walk are zod-free, for the home page's first load (population/featured-months.ts).
export {
  FEATURED_MAX_AGE_SECONDS,
  FEATURED_MONTHS_BACK,
  FEATURED_PAGE_COUNT,
  FEATURED_RETRY_MS,
  HOME_FEATURED_COUNT,
  HOME_FEATURED_MONTHS,
  featuredFound,
  isMonthKey,
  monthKeyOf,
  nextFeaturedStep,
  previousMonthKey,
  type FeaturedStep,
  type FeaturedWalkPlan,
} from '../population/featured-months.ts';
export { INLINED_CENSUS_TITLE_ELEMENT_ID, INLINED_CERTIFICATE_ELEMENT_ID, INLINED_FEATURED_ELEMENT_ID } from '../population/inlined-elements.ts';

export const FeaturedComic = CertificateView.pick({
  certificationId: true,
  collectibleType: true,
  title: true,
  issue: true,
  year: true,
  displayYear: true,
  publisher: true,
  variant: true,
  keyComments: true,
  grade: true,
  category: true,
  signees: true,
  coverUrl: true,
  certifiedAt: true,
});
export type FeaturedComic = z.infer<typeof FeaturedComic>;
export const FeaturedComicList = z.array(FeaturedComic);

// --- Grading notes (GET /api/gradingnotes, /api/gradingnotes/{id}) -----------------------------------------

/** Entries per page of /grading-notes. */
export const GRADING_NOTES_PAGE_SIZE = 20;
/** A certified comic whose grader wrote notes, as the public grading notes pages show it (spec 3 Comic grading notes). */
export const GradingNotesPage = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  entries: z.array(CertificateView),
});
export type GradingNotesPage = z.infer<typeof GradingNotesPage>;

// --- The census grid (GET /api/popreport/grid, /grid/csv): its answer; its query and rules are in census-grid.ts --

/**
 * One title's census as collectors read it: a row per book (issue, cover date, variant) and a column per grade that
 * has copies of the title, highest first, with each row's total and the title's totals per column.
 */
export const CensusGridResponse = z.object({
  title: CensusTitleSummary,
  /** The grade type counted, or null for all of them. */
  gradeType: GradeTypeSchema.nullable(),
  sort: z.enum(CENSUS_GRID_SORTS),
  direction: z.enum(SORT_DIRECTIONS),
  /** The grade columns: every grade with copies of the title (of the grade type), highest first. */
  grades: z.array(z.number()),
  /** The title's copies at each of those grades, in column order. */
  totals: z.array(gradeCount),
  page: z.number().int(),
  size: z.number().int(),
  /** Rows (books) over all pages; title.books. */
  total: z.number().int(),
  books: z.array(CensusBook),
});
export type CensusGridResponse = z.infer<typeof CensusGridResponse>;
