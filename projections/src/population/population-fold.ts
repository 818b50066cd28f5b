import {
  censusBookKey,
  displayTitle,
  issueSortOf,
  normalizeIssue,
  normalizeText,
  normalizeTitle,
  type CertificateRevokedData,
  type ComicCertifiedData,
} from '@certus/contracts';
import { bookIdOfKey } from './book-id.ts';

// The census fold, pure: a batch of certificates and the copies they replace in, the changes to the census tables
// out. Counts move by deltas and descriptions come from the latest copy filed, so the result does not depend on
// where batches start and end: live processing and a rebuild from zero leave the same tables.

/** Where a certified copy is counted: what a re-certification of the same id takes back. */
export interface FiledCopy {
  bookId: string;
  titleKey: string;
  /** The title as the copy's label spells it, shown (displayTitle): the spelling it votes for. */
  spelling: string;
  gradeType: string;
  grade: number;
  /** The day (UTC, yyyy-mm-dd) from which the census counts the copy where it is: see countedOnOf. */
  countedOn: string;
  /** How many certificates the id has had: the number of its latest version in population_copy_versions. */
  version: number;
  /** Its certificate was revoked: the copy is counted nowhere (population_copies_revoked keeps it). */
  revoked: boolean;
}

/** A certificate event as the census folds it, in log order. */
export type CensusEvent = { type: 'ComicCertified'; data: ComicCertifiedData } | { type: 'CertificateRevoked'; data: CertificateRevokedData };

/** A copy whose certificate the batch revoked (and did not certify again): it leaves population_copies for population_copies_revoked. */
export interface RevokedCopy {
  certification_id: string;
  /** The day the census stops counting it: the revocation's UTC day, never before the day it was counted from. */
  revoked_on: string;
  revoked_at: string;
  reason: string;
}

/** A population_copies row. */
export interface CopyRow {
  certification_id: string;
  book_id: string;
  collectible_type: string;
  title: string;
  issue: string;
  year: number;
  month: number | null;
  publisher: string;
  variant: string;
  key_comments: string;
  art_story_cover: string;
  grade: number;
  grade_type: string;
  tier_label: string | null;
  collection: string | null;
  personal_collection: string;
  signatures: { type: string; name: string }[];
  grader_notes: string;
  has_cover: boolean;
  certified_at: string;
  certified_month: number;
  counted_on: string;
  versions: number;
}

/** The descriptive columns of a population_books row (all but the counts and dates). */
export interface BookDescription {
  book_id: string;
  book_key: string;
  collectible_type: string;
  title_key: string;
  title: string;
  issue: string;
  issue_key: string;
  issue_sort: number;
  year: number;
  month: number | null;
  publisher: string;
  publisher_key: string;
  variant: string;
  variant_key: string;
  key_comments: string;
  key_comments_key: string;
  art_story_cover: string;
  art_story_cover_key: string;
}

export interface BookChange {
  bookId: string;
  /** Copies filed under the book minus copies re-certified away from it. */
  delta: number;
  /** The latest copy filed under the book in the batch (its description wins), or null if none was. */
  latest: BookDescription | null;
  /** Earliest and latest certification among the copies filed in the batch (null if none was). */
  firstAdded: string | null;
  lastAdded: string | null;
  /** A copy left the book: its dates are recomputed from the copies it still has, and it may be empty now. */
  lostCopy: boolean;
}

export interface TitleChange {
  titleKey: string;
  delta: number;
  /** The spelling (shown) of the latest copy filed under the title in the batch, or null if none was: a new title's until the vote. */
  latestTitle: string | null;
  lostCopy: boolean;
}

/** Copies of a title under one spelling: the title is shown under the spelling most of its copies carry. */
export interface SpellingChange {
  titleKey: string;
  spelling: string;
  delta: number;
}

/** Copies of a title at a grade type and grade (the census grid's columns). */
export interface TitleGradeChange {
  titleKey: string;
  gradeType: string;
  grade: number;
  delta: number;
}

export interface GradeChange {
  bookId: string;
  gradeType: string;
  grade: number;
  delta: number;
}

/**
 * Copies of a book at a grade type and grade that the census gained (or lost) on one day: the history the census
 * as of any date is summed from (a day's count is the sum of its book's deltas up to that day).
 */
export interface GradeDayChange extends GradeChange {
  titleKey: string;
  day: string;
}

/** One certificate of a certification id: where the census counted that copy from `counted_on` until `replaced_on`. */
export interface CopyVersionRow {
  certification_id: string;
  version: number;
  book_id: string;
  grade_type: string;
  grade: number;
  certified_at: string;
  counted_on: string;
  /** The day a later certificate of the id took its place (it counts until the end of the day before); null while current. */
  replaced_on: string | null;
}

/** A version filed before the batch that a certificate of the batch replaced. */
export interface EndedVersion {
  certificationId: string;
  version: number;
  replacedOn: string;
}

export interface CensusChanges {
  /** The latest certificate of each certification id in the batch. */
  copies: CopyRow[];
  books: BookChange[];
  titles: TitleChange[];
  /** Grade rows whose count moved (changes that cancel out are left out). */
  grades: GradeChange[];
  /** Spellings and title grades whose count moved (changes that cancel out are left out). */
  spellings: SpellingChange[];
  titleGrades: TitleGradeChange[];
  /** The census's history: per book, grade and day, the copies gained or lost (changes that cancel out are left out). */
  gradeDays: GradeDayChange[];
  /** Every certificate of the batch as a version of its id, and the versions filed earlier that the batch replaced. */
  versions: CopyVersionRow[];
  endedVersions: EndedVersion[];
  /** Copies whose certificate stands revoked at the end of the batch; every other copy of the batch is in force. */
  revoked: RevokedCopy[];
}

/** Grades are kept to one decimal (numeric(3, 1)): rounded here so the counts and the stored copy agree on the row. */
export const gradeOf = (grade: number) => Math.round(grade * 10) / 10;

/** What a book's identity fields give: its key, id and the normalised columns (one object per distinct spelling). */
type BookKeys = Pick<BookDescription, 'book_id' | 'book_key' | 'title_key' | 'issue_key' | 'issue_sort' | 'publisher_key' | 'variant_key'>;

/**
 * Normalising is most of the fold's work (a rebuild normalises a million certificates) while spellings repeat
 * copy after copy: the keys of each spelling are kept, up to a bound. The functions are pure, so the cache
 * changes no result.
 */
const CACHE_LIMIT = 100_000;
function memo<A, T>(keyOf: (arg: A) => string, compute: (arg: A) => T): (arg: A) => T {
  const cache = new Map<string, T>();
  return (arg) => {
    const key = keyOf(arg);
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, (value = compute(arg)));
    }
    return value;
  };
}

const same = (text: string) => text;
const titleKeyOf = memo(same, normalizeTitle);
const spellingOf = memo(same, displayTitle);
const issueKeyOf = memo(same, normalizeIssue);
const issueSortOfIssue = memo(same, issueSortOf);
const normalizedText = memo(same, normalizeText);

// jsonb holds no NUL character, so it cannot occur in the fields it separates.
const bookKeysOf = memo(
  (c: ComicCertifiedData) => [c.collectibleType, c.title, c.issue, c.year, c.month ?? '', c.publisher, c.variant].join('\u0000'),
  (c: ComicCertifiedData): BookKeys => {
    const bookKey = censusBookKey(c);
    return {
      book_id: bookIdOfKey(bookKey),
      book_key: bookKey,
      title_key: titleKeyOf(c.title),
      issue_key: issueKeyOf(c.issue),
      issue_sort: issueSortOfIssue(c.issue),
      publisher_key: normalizedText(c.publisher),
      variant_key: normalizedText(c.variant),
    };
  },
);

const CANONICAL_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** One spelling of the instant (the event may carry any precision), so dates compare as text. */
const instantOf = (iso: string) => (CANONICAL_INSTANT.test(iso) ? iso : new Date(iso).toISOString());
/** yyyymm (UTC) of a canonical instant. */
const monthOfInstant = (instant: string) => Number(instant.slice(0, 4)) * 100 + Number(instant.slice(5, 7));

// Written out rather than spread from the cached keys: spreading them was most of the fold's time (measured).
function bookDescriptionOf(c: ComicCertifiedData, keys: BookKeys): BookDescription {
  return {
    book_id: keys.book_id,
    book_key: keys.book_key,
    collectible_type: c.collectibleType,
    title_key: keys.title_key,
    title: c.title,
    issue: c.issue,
    issue_key: keys.issue_key,
    issue_sort: keys.issue_sort,
    year: c.year,
    month: c.month,
    publisher: c.publisher,
    publisher_key: keys.publisher_key,
    variant: c.variant,
    variant_key: keys.variant_key,
    key_comments: c.keyComments,
    key_comments_key: normalizedText(c.keyComments),
    art_story_cover: c.artStoryCover,
    art_story_cover_key: normalizedText(c.artStoryCover),
  };
}

/**
 * The day the census counts a certificate from: the UTC day it was certified, but never before the day its id's
 * previous certificate was counted from, so each id's history runs forward (an import may carry an older date).
 */
export function countedOnOf(certifiedAt: string, previous: Pick<FiledCopy, 'countedOn'> | undefined): string {
  const day = instantOf(certifiedAt).slice(0, 10);
  return previous && previous.countedOn > day ? previous.countedOn : day;
}

function copyRowOf(c: ComicCertifiedData, bookId: string, filed: Pick<FiledCopy, 'countedOn' | 'version'>): CopyRow {
  const certifiedAt = instantOf(c.certifiedAt);
  return {
    certification_id: c.certificationId,
    book_id: bookId,
    collectible_type: c.collectibleType,
    title: c.title,
    issue: c.issue,
    year: c.year,
    month: c.month,
    publisher: c.publisher,
    variant: c.variant,
    key_comments: c.keyComments,
    art_story_cover: c.artStoryCover,
    grade: gradeOf(c.grade),
    grade_type: c.category,
    tier_label: c.tierLabel,
    collection: c.pedigree,
    personal_collection: c.personalCollection,
    // Only what a label shows (an event might one day carry more per signature).
    signatures: c.signatures.map(({ type, name }) => ({ type, name })),
    grader_notes: c.graderNotes,
    has_cover: c.hasCover,
    certified_at: certifiedAt,
    certified_month: monthOfInstant(certifiedAt),
    counted_on: filed.countedOn,
    versions: filed.version,
  };
}

/** The census row of a certified copy and the book it is filed under. */
export function censusEntryOf(certified: ComicCertifiedData): { copy: CopyRow; book: BookDescription } {
  const keys = bookKeysOf(certified);
  const first = { countedOn: countedOnOf(certified.certifiedAt, undefined), version: 1 };
  return { copy: copyRowOf(certified, keys.book_id, first), book: bookDescriptionOf(certified, keys) };
}

/** Where a stored copy is counted (population_copies keeps the title as spelled; its key is the book's), or that it is not (revoked). */
export const filedCopyOf = (copy: Pick<CopyRow, 'book_id' | 'title' | 'grade_type' | 'grade' | 'counted_on' | 'versions'>, revoked = false): FiledCopy => ({
  bookId: copy.book_id,
  titleKey: titleKeyOf(copy.title),
  spelling: spellingOf(copy.title),
  gradeType: copy.grade_type,
  grade: copy.grade,
  countedOn: copy.counted_on,
  version: copy.versions,
  revoked,
});

/** The rows of single copies a fold has made: written as they are made, each once. */
export type CopyChanges = Pick<CensusChanges, 'copies' | 'versions' | 'endedVersions' | 'revoked'>;
/** The counts a fold has moved: each row's delta summed over everything folded so far. */
export type CountChanges = Omit<CensusChanges, keyof CopyChanges>;

/**
 * Folds certificate events, in event order, over the copies already filed under their ids (`filed`, from
 * population_copies and population_copies_revoked): a certificate for an id already filed replaces that copy, so
 * the old one is counted out of its book, grade and title first; a revocation counts the copy out and files it
 * nowhere (certified again later, it counts again). Rows are made once per id and book when taken.
 *
 * A live batch folds its events and takes everything (foldCensus). A rebuild keeps one fold across the whole log:
 * it takes the copies' rows after each batch (takeCopies: written at once, so memory holds only where each id is
 * filed) and the counts once at the end (takeCounts), so each count row is written once instead of once a batch.
 */
export class CensusFold {
  private readonly current: Map<string, FiledCopy>;
  private readonly latestCopy = new Map<string, { data: ComicCertifiedData; filed: FiledCopy }>();
  /** Ids the fold filed for the first time since the last takeCopies: no row of theirs is written yet. */
  private readonly firstFiled = new Set<string>();
  private readonly books = new Map<string, BookChange & { latestData: ComicCertifiedData | null; keys: BookKeys | null }>();
  private readonly titles = new Map<string, TitleChange>();
  private readonly grades = new Map<string, GradeChange>();
  private readonly spellings = new Map<string, SpellingChange>();
  private readonly titleGrades = new Map<string, TitleGradeChange>();
  private readonly gradeDays = new Map<string, GradeDayChange>();
  private versions: CopyVersionRow[] = [];
  /** The versions made since the last takeCopies, by id: a later certificate ends them in place. */
  private readonly versionsUntaken = new Map<string, CopyVersionRow>();
  private endedVersions: EndedVersion[] = [];
  private readonly revoked = new Map<string, RevokedCopy>();

  constructor(filed: ReadonlyMap<string, FiledCopy> = new Map()) {
    this.current = new Map(filed);
  }

  add(events: readonly CensusEvent[]): this {
    for (const event of events) {
      if (event.type === 'CertificateRevoked') this.revoke(event.data);
      else this.certify(event.data);
    }
    return this;
  }

  /**
   * The rows of the copies and versions folded since the last take, and forgets them. `firstFiled`: the ids among
   * `copies` that no earlier take had (a rebuild appends their rows instead of upserting them).
   */
  takeCopies(): CopyChanges & { firstFiled: ReadonlySet<string> } {
    const taken = {
      copies: [...this.latestCopy.values()].map(({ data, filed }) => copyRowOf(data, filed.bookId, filed)),
      versions: this.versions,
      endedVersions: this.endedVersions,
      revoked: [...this.revoked.values()],
      firstFiled: new Set(this.firstFiled),
    };
    this.latestCopy.clear();
    this.firstFiled.clear();
    this.versions = [];
    this.versionsUntaken.clear();
    this.endedVersions = [];
    this.revoked.clear();
    return taken;
  }

  /**
   * Every count moved since the fold began (changes that cancel out left out). It ends the fold: what it holds is
   * let go (a rebuild's fold holds every id of the census, and the writing of the counts wants the room).
   */
  takeCounts(): CountChanges {
    const counts = {
      books: [...this.books.values()].map(({ latestData, keys, ...change }) => ({
        ...change,
        latest: latestData && keys ? bookDescriptionOf(latestData, keys) : null,
      })),
      titles: [...this.titles.values()],
      grades: [...this.grades.values()].filter((g) => g.delta !== 0),
      spellings: [...this.spellings.values()].filter((s) => s.delta !== 0),
      titleGrades: [...this.titleGrades.values()].filter((g) => g.delta !== 0),
      gradeDays: [...this.gradeDays.values()].filter((g) => g.delta !== 0),
    };
    for (const held of [this.current, this.books, this.titles, this.grades, this.spellings, this.titleGrades, this.gradeDays]) held.clear();
    return counts;
  }

  private revoke({ certificationId, revokedAt, reason }: CertificateRevokedData): void {
    const previous = this.current.get(certificationId);
    // A revocation of a copy the census does not count (never certified, or revoked already) changes nothing.
    if (!previous || previous.revoked) return;
    const revokedOn = countedOnOf(revokedAt, previous);
    this.countOut(certificationId, previous, revokedOn);
    // Certified again, it counts from no earlier than its revocation (its history runs forward).
    this.current.set(certificationId, { ...previous, revoked: true, countedOn: revokedOn });
    this.revoked.set(certificationId, { certification_id: certificationId, revoked_on: revokedOn, revoked_at: instantOf(revokedAt), reason });
  }

  private certify(data: ComicCertifiedData): void {
    const previous = this.current.get(data.certificationId);
    const countedOn = countedOnOf(data.certifiedAt, previous);
    if (previous && !previous.revoked) this.countOut(data.certificationId, previous, countedOn);
    if (!previous) this.firstFiled.add(data.certificationId);
    this.revoked.delete(data.certificationId);
    const keys = bookKeysOf(data);
    const certifiedAt = instantOf(data.certifiedAt);
    const now: FiledCopy = {
      bookId: keys.book_id,
      titleKey: keys.title_key,
      spelling: spellingOf(data.title),
      gradeType: data.category,
      grade: gradeOf(data.grade),
      countedOn,
      version: (previous?.version ?? 0) + 1,
      revoked: false,
    };
    const book = this.bookChange(now.bookId);
    book.delta += 1;
    book.latestData = data;
    book.keys = keys;
    if (book.firstAdded === null || certifiedAt < book.firstAdded) book.firstAdded = certifiedAt;
    if (book.lastAdded === null || certifiedAt > book.lastAdded) book.lastAdded = certifiedAt;
    const title = this.titleChange(now.titleKey);
    title.delta += 1;
    title.latestTitle = now.spelling;
    this.countGrade(now, 1);
    this.countDay(now, countedOn, 1);
    const version: CopyVersionRow = {
      certification_id: data.certificationId,
      version: now.version,
      book_id: now.bookId,
      grade_type: now.gradeType,
      grade: now.grade,
      certified_at: certifiedAt,
      counted_on: countedOn,
      replaced_on: null,
    };
    this.versions.push(version);
    this.versionsUntaken.set(data.certificationId, version);
    this.current.set(data.certificationId, now);
    this.latestCopy.set(data.certificationId, { data, filed: now });
  }

  /** Takes a copy out of the census from `day` (a re-certification moves it, a revocation ends it). */
  private countOut(certificationId: string, previous: FiledCopy, day: string): void {
    this.countDay(previous, day, -1);
    const untaken = this.versionsUntaken.get(certificationId);
    if (untaken) untaken.replaced_on = day;
    else this.endedVersions.push({ certificationId, version: previous.version, replacedOn: day });
    const book = this.bookChange(previous.bookId);
    book.delta -= 1;
    book.lostCopy = true;
    const title = this.titleChange(previous.titleKey);
    title.delta -= 1;
    title.lostCopy = true;
    this.countGrade(previous, -1);
  }

  private bookChange(bookId: string) {
    let change = this.books.get(bookId);
    if (!change) {
      change = { bookId, delta: 0, latest: null, latestData: null, keys: null, firstAdded: null, lastAdded: null, lostCopy: false };
      this.books.set(bookId, change);
    }
    return change;
  }

  private titleChange(titleKey: string) {
    let change = this.titles.get(titleKey);
    if (!change) this.titles.set(titleKey, (change = { titleKey, delta: 0, latestTitle: null, lostCopy: false }));
    return change;
  }

  // Keys joined with NUL, which no text field holds (jsonb refuses it): distinct parts give distinct keys.
  private countGrade(copy: FiledCopy, delta: number): void {
    const key = `${copy.bookId}\u0000${copy.gradeType}\u0000${copy.grade}`;
    const change = this.grades.get(key);
    if (change) change.delta += delta;
    else this.grades.set(key, { bookId: copy.bookId, gradeType: copy.gradeType, grade: copy.grade, delta });
    const titleKey = `${copy.titleKey}\u0000${copy.gradeType}\u0000${copy.grade}`;
    const titleChange = this.titleGrades.get(titleKey);
    if (titleChange) titleChange.delta += delta;
    else this.titleGrades.set(titleKey, { titleKey: copy.titleKey, gradeType: copy.gradeType, grade: copy.grade, delta });
    const spellingKey = `${copy.titleKey}\u0000${copy.spelling}`;
    const spelling = this.spellings.get(spellingKey);
    if (spelling) spelling.delta += delta;
    else this.spellings.set(spellingKey, { titleKey: copy.titleKey, spelling: copy.spelling, delta });
  }

  private countDay(copy: FiledCopy, day: string, delta: number): void {
    const key = `${copy.bookId}\u0000${copy.gradeType}\u0000${copy.grade}\u0000${day}`;
    const change = this.gradeDays.get(key);
    if (change) change.delta += delta;
    else this.gradeDays.set(key, { titleKey: copy.titleKey, bookId: copy.bookId, gradeType: copy.gradeType, grade: copy.grade, day, delta });
  }
}

/** A live batch's fold: its events over the copies filed before it, every change taken. */
export function foldCensus(filed: ReadonlyMap<string, FiledCopy>, events: readonly CensusEvent[]): CensusChanges {
  const fold = new CensusFold(filed).add(events);
  const { firstFiled: _, ...copies } = fold.takeCopies();
  return { ...copies, ...fold.takeCounts() };
}
