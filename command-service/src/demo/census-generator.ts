import type { ComicCertifiedData } from '@certus/contracts';
import { memberIdForEmail } from '../members/member-id.ts';
import { CENSUS_PEDIGREES, CENSUS_SERIES, CENSUS_SIGNERS, graderNotesFor, type CensusSeries } from './census-catalogue.ts';

/**
 * A realistic census of certified copies (ComicCertified data, source 'import'), made up deterministically from a
 * seed and a clock: the demo data of `npm start` (seed-demo-census.ts), `npm run seed:census` and the population
 * benchmark (tests/bench/census). Pure: no I/O, no Date.now(), no Math.random().
 *
 * - Books are the issues of the series in census-catalogue.ts, each with its cover month; copies are drawn
 *   Zipf-like: a series by its popularity, then within it the first issues and the keys far more often, so a
 *   million copies fall on roughly a hundred thousand books, the popular ones with thousands of copies.
 * - Copies come in orders (one certification id prefix, one day), certified from 2001 up to the clock's now,
 *   more every year, with a share in the clock's current and previous month (the featured comics).
 * - Grades are skewed as real census data is: modern books cluster at 9.6 to 9.8, vintage ones spread lower.
 */

export interface CensusGeneratorOptions {
  seed: number;
  /** The clock's now: no copy is certified after it, and ongoing series run up to its month. */
  now: Date;
  /** Who the copies belong to (an archive member: imported records are not one collector's). */
  memberId?: string;
}

/** The synthetic member the imported census is filed under. */
export const CENSUS_ARCHIVE_MEMBER_ID = memberIdForEmail('archive@census.certus.test');

/** Certifications started this year (the first order ids of the census). */
const FIRST_CERTIFICATION_YEAR = 2001;
/** Copies certified in the clock's current and previous month. */
const CURRENT_MONTH_SHARE = 0.03;
const PREVIOUS_MONTH_SHARE = 0.04;
/** Yearly volume grows about this much from the first year to the last. */
const VOLUME_GROWTH = 12;
const RAW_GRADE_SHARE = 0.008;

// --- Seeded randomness -----------------------------------------------------------------------------------

/** sfc32 seeded through splitmix32: fast, good enough for data, and the same sequence on every platform. */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const split = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = split();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  normal(mean: number, sd: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** `count` different items of `items`, in random order (a partial Fisher-Yates shuffle). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + this.int(copy.length - i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** One of `entries` with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let x = this.next() * total;
    for (const [value, w] of entries) {
      x -= w;
      if (x < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
}

// --- The books -------------------------------------------------------------------------------------------------

/** One issue of a series run: what a book is before its variant. */
export interface CensusIssue {
  series: CensusSeries;
  issue: number;
  year: number;
  month: number;
  /** Months since year 0 of the cover date (for "certified after it came out"). */
  coverMonthIndex: number;
  keyComments: string;
  artStoryCover: string;
  /** Creators in the credits who sign books. */
  signers: string[];
}

const monthIndexOf = (year: number, month: number) => year * 12 + (month - 1);
const parseYearMonth = (text: string) => {
  const [year, month] = text.split('-').map(Number);
  return monthIndexOf(year!, month!);
};

function creditsOf(series: CensusSeries, runIndex: number, issue: number): string {
  const credit = series.runs[runIndex]!.credits.find((c) => issue >= c.from && issue <= c.to);
  if (!credit) return '';
  return `Story: ${credit.story}; Art: ${credit.art}${credit.cover ? `; Cover: ${credit.cover}` : ''}`;
}

/**
 * How many copies of a cover year are around to be graded, relative to a modern book: print runs were large but
 * few old books were kept, fewer still in a state worth grading.
 */
function survivalOf(year: number): number {
  if (year < 1945) return 0.03;
  if (year < 1956) return 0.07;
  if (year < 1970) return 0.3;
  if (year < 1980) return 0.6;
  if (year < 1992) return 0.9;
  return 1;
}

/**
 * Every issue of every run up to the clock's month (cover dates run up to two months ahead of it), with the
 * weight of its copies in the census: the series' popularity shared out over its issues, the first issue of a
 * run and the keys taking far more than the rest, later issues of a long run less and less, old books scarcer.
 */
export function censusIssues(now: Date): { issues: CensusIssue[]; weights: Float64Array } {
  const latestCover = monthIndexOf(now.getUTCFullYear(), now.getUTCMonth() + 1) + 2;
  const issues: CensusIssue[] = [];
  const weights: number[] = [];
  for (const series of CENSUS_SERIES) {
    const raw: number[] = [];
    const start = issues.length;
    series.runs.forEach((run, runIndex) => {
      const from = parseYearMonth(run.from);
      const last = run.last ?? run.first + Math.floor(((latestCover - 2 - from) * run.perYear) / 12);
      const to = run.to === null ? from + ((last - run.first) * 12) / run.perYear : parseYearMonth(run.to);
      const count = last - run.first + 1;
      for (let position = 0; position < count; position++) {
        const issue = run.first + position;
        const coverMonthIndex = from + Math.round(count > 1 ? (position * (to - from)) / (count - 1) : 0);
        if (coverMonthIndex > latestCover) break;
        const key = run.keys[issue];
        const artStoryCover = creditsOf(series, runIndex, issue);
        issues.push({
          series,
          issue,
          year: Math.floor(coverMonthIndex / 12),
          month: (coverMonthIndex % 12) + 1,
          coverMonthIndex,
          keyComments: key ?? '',
          artStoryCover,
          signers: signersOf(artStoryCover),
        });
        const opening = position === 0 ? (issue === 1 ? 2 : 1.5) : 1;
        raw.push(run.weight * (1 + position / 12) ** -0.6 * opening * (key ? 8 : 1));
      }
    });
    const total = raw.reduce((a, b) => a + b, 0);
    for (let i = start; i < issues.length; i++) weights.push(((series.pop * raw[i - start]!) / total) * survivalOf(issues[i]!.year));
  }
  return { issues, weights: Float64Array.from(weights) };
}

// --- Labels -----------------------------------------------------------------------------------------------------

type Weighted<T> = readonly (readonly [T, number])[];

/** Variants a copy of a comic from that year is labelled with; '' is the plain (or cover A) edition. */
function variantTable(year: number, publisher: string): Weighted<string> {
  const bigTwo = publisher === 'Marvel' || publisher === 'DC';
  if (year < 1960) return [['', 98], ['File Copy', 2]];
  if (year < 1976) return bigTwo ? [['', 93], ['UK Price Variant', 5], ['File Copy', 2]] : [['', 98], ['File Copy', 2]];
  if (year < 1979) {
    return bigTwo || publisher === 'Gold Key'
      ? [['', 78], ['Whitman Variant', 8], ['35 Cent Price Variant', year === 1977 && publisher === 'Marvel' ? 3 : 0], ['30 Cent Price Variant', year === 1976 && publisher === 'Marvel' ? 3 : 0], ['UK Price Variant', 5], ['Mark Jewelers Insert', 3]]
      : [['', 100]];
  }
  if (year < 1999) {
    return [['Direct Edition', 52], ['Newsstand Edition', 33], ['', 8], ['Canadian Price Variant', year >= 1982 && year <= 1986 ? 3 : 0], ['UK Price Variant', bigTwo ? 2 : 0], ['Mark Jewelers Insert', year < 1991 ? 2 : 0], ['2nd Printing', 2]];
  }
  if (year < 2011) {
    return [['', 62], ['Newsstand Edition', 7], ['Variant Cover', 14], ['2nd Printing', 6], ['Sketch Variant', 3], ['1:10 Ratio Variant', 4], ['Convention Exclusive', 3], ['Direct Edition', 1]];
  }
  return [
    ['', 44], ['Cover B', 12], ['Cover C', 6], ['Variant Cover', 6], ['1:25 Ratio Variant', 6], ['1:50 Ratio Variant', 2.5], ['1:100 Ratio Variant', 1.5],
    ['Virgin Variant', 5], ['Foil Variant', 3], ['Store Exclusive', 5], ['Convention Exclusive', 2], ['2nd Printing', 5], ['Sketch Variant', 2], ['Newsstand Edition', year < 2020 ? 1 : 0],
  ];
}

const variantTables = new Map<string, Weighted<string>>();

function variantOf(random: SeededRandom, issue: CensusIssue): string {
  const { collectibleType, publisher } = issue.series;
  if (collectibleType === 'Magazine') return random.chance(0.02) ? 'File Copy' : '';
  if (collectibleType === 'Manga') return issue.year >= 2000 && random.chance(0.08) ? random.pick(['Variant Cover', '2nd Printing']) : '';
  const key = `${issue.year}|${publisher}`;
  let table = variantTables.get(key);
  if (!table) variantTables.set(key, (table = variantTable(issue.year, publisher)));
  return random.weighted(table);
}

/** Modern books come in near mint: most at 9.6 to 9.8, 9.9 and 10 rare. */
const MODERN_GRADES: Weighted<number> = [
  [10, 0.05], [9.9, 1.2], [9.8, 36], [9.6, 26], [9.4, 13], [9.2, 7.5], [9, 5.5], [8.5, 4], [8, 2.5], [7.5, 1.3], [7, 1],
  [6.5, 0.6], [6, 0.5], [5.5, 0.3], [5, 0.25], [4.5, 0.15], [4, 0.12], [3.5, 0.08], [3, 0.06], [2.5, 0.04], [2, 0.03], [1.5, 0.02], [1, 0.02],
];
/** The scale's grades a vintage copy can get (0 to 0.3 and 9.9/10 are all but unheard of for them). */
const VINTAGE_SCALE = [0.5, 1, 1.5, 1.8, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.2, 9.4, 9.6, 9.8];

/** Mean and spread of the grades of copies from a cover year: older books survived in worse shape. */
function vintageCurve(year: number): [number, number] {
  if (year < 1945) return [4.2, 2.1];
  if (year < 1956) return [4.9, 2.1];
  if (year < 1970) return [5.9, 2.0];
  if (year < 1980) return [7.7, 1.5];
  return [9.0, 0.8];
}

const snap = (grade: number) => VINTAGE_SCALE.reduce((best, g) => (Math.abs(g - grade) < Math.abs(best - grade) ? g : best), VINTAGE_SCALE[0]!);

export function gradeOf(random: SeededRandom, year: number): number {
  if (year >= 1992) return random.weighted(MODERN_GRADES);
  const [mean, sd] = vintageCurve(year);
  return snap(Math.min(9.8, Math.max(0.5, random.normal(mean, sd))));
}

/** Creators named in the credits who sign books (census-catalogue.ts CENSUS_SIGNERS). */
function signersOf(artStoryCover: string): string[] {
  if (!artStoryCover) return [];
  const names = artStoryCover
    .split(';')
    .map((part) => part.replace(/^\s*(Story|Art|Cover):\s*/, ''))
    .flatMap((part) => part.split(' & '))
    .map((name) => name.trim());
  return [...new Set(names)].filter((name) => name in CENSUS_SIGNERS);
}

/** Creators whose own collections came to be certified (a label then says "From the personal collection of"). */
const PERSONAL_COLLECTIONS = ['Stan Lee', 'Roy Thomas', 'Marv Wolfman', 'Len Wein', 'Walter Simonson', 'Jim Shooter'];

function tierOf(issue: CensusIssue): { tierCode: string; tierLabel: string } {
  if (issue.series.collectibleType === 'Magazine') return { tierCode: 'ZM', tierLabel: 'Magazine' };
  if (issue.year >= 1975) return { tierCode: 'MN', tierLabel: 'Modern' };
  return issue.keyComments ? { tierCode: 'HV', tierLabel: 'High Value' } : { tierCode: 'NW', tierLabel: 'Vintage' };
}

// --- Orders and ids -------------------------------------------------------------------------------------------------

const ID_SPACE = 36n ** 7n;
/** Odd and not a multiple of 3, so n -> n * A + B is a permutation of the 7-character space. */
const ID_MULTIPLIER = 1_000_000_007n;
const ID_OFFSET = 12_345_678_901n;
/** Order numbers reserved per seed: different seeds never share an order id (up to 1,000 seeds). */
const ORDERS_PER_SEED = 50_000_000n;

/** The 7 alphanumerics of the n-th order of a seed: unique, and scattered so they look issued, not counted. */
export function orderCodeOf(seed: number, n: number): string {
  const serial = BigInt(((seed % 1000) + 1000) % 1000) * ORDERS_PER_SEED + BigInt(n);
  return ((serial * ID_MULTIPLIER + ID_OFFSET) % ID_SPACE).toString(36).toUpperCase().padStart(7, '0');
}

const DAY_MS = 86_400_000;
const monthStart = (monthIndex: number) => Date.UTC(Math.floor(monthIndex / 12), monthIndex % 12, 1);

/** When an order was certified: mostly spread over the years (growing), some in the current and previous month. */
function orderTimeOf(random: SeededRandom, now: Date): number {
  const nowMs = now.getTime();
  const current = monthIndexOf(now.getUTCFullYear(), now.getUTCMonth() + 1);
  const currentStart = monthStart(current);
  const previousStart = monthStart(current - 1);
  const u = random.next();
  if (u < CURRENT_MONTH_SHARE) return currentStart + random.next() * Math.max(0, nowMs - currentStart);
  if (u < CURRENT_MONTH_SHARE + PREVIOUS_MONTH_SHARE) return previousStart + random.next() * (currentStart - previousStart);
  const first = Date.UTC(FIRST_CERTIFICATION_YEAR, 0, 1);
  const span = Math.max(DAY_MS, previousStart - first);
  const k = Math.log(VOLUME_GROWTH) / span;
  return first + Math.log(1 + random.next() * (VOLUME_GROWTH - 1)) / k;
}

/** Copies in one order: mostly a handful, now and then a dealer's box. */
function orderSizeOf(random: SeededRandom): number {
  if (random.chance(0.04)) return 20 + random.int(60);
  return 1 + Math.min(30, Math.floor(-Math.log(1 - random.next()) * 3.5));
}

// --- The generator -----------------------------------------------------------------------------------------------------

/** Index of the first cumulative weight above x, within [from, to). */
function search(cumulative: Float64Array, x: number, from: number, to: number): number {
  let lo = from;
  let hi = to - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The census, copy after copy, for ever (take as many as needed): the same seed and clock give the same copies in
 * the same order, so the first N of a longer run are the N of a shorter one (a partly seeded store resumes).
 */
export function* censusCertificates(options: CensusGeneratorOptions): Generator<ComicCertifiedData, never, undefined> {
  const random = new SeededRandom(options.seed);
  const memberId = options.memberId ?? CENSUS_ARCHIVE_MEMBER_ID;
  const { issues, weights } = censusIssues(options.now);
  const cumulative = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => (cumulative[i] = sum += w));
  // Where each series' issues start and end (they are contiguous), for orders that bring in one run.
  const seriesRange = new Map<CensusSeries, [number, number]>();
  issues.forEach((issue, i) => {
    const range = seriesRange.get(issue.series);
    if (range) range[1] = i + 1;
    else seriesRange.set(issue.series, [i, i + 1]);
  });
  const drawIssue = (within?: CensusSeries): CensusIssue => {
    const [from, to] = within ? seriesRange.get(within)! : [0, issues.length];
    const below = from > 0 ? cumulative[from - 1]! : 0;
    return issues[search(cumulative, below + random.next() * (cumulative[to - 1]! - below), from, to)]!;
  };

  for (let order = 0; ; order++) {
    const at = orderTimeOf(random, options.now);
    const day = new Date(at);
    const certifiedMonth = monthIndexOf(day.getUTCFullYear(), day.getUTCMonth() + 1);
    const orderId = `${String(day.getUTCFullYear() % 100).padStart(2, '0')}-${orderCodeOf(options.seed, order)}`;
    const size = orderSizeOf(random);
    // A third of the orders are a collector's run of one series.
    const oneSeries = random.chance(0.33);
    let series: CensusSeries | undefined;
    for (let serial = 1; serial <= size; serial++) {
      // Books reach a grader once they are out (cover dates run up to two months ahead of the street date).
      let issue = drawIssue(series);
      for (let tries = 0; issue.coverMonthIndex > certifiedMonth + 2 && tries < 30; tries++) issue = drawIssue(tries < 10 ? series : undefined);
      if (issue.coverMonthIndex > certifiedMonth + 2) continue;
      if (oneSeries) series = issue.series;
      // Within the order's (UTC) day and never after the clock: the order id's year is the copies' year.
      const endOfDay = Math.floor(at / DAY_MS) * DAY_MS + DAY_MS - 1;
      const certifiedAt = new Date(at + random.int(Math.max(1, Math.min(8 * 3600_000, endOfDay - at, options.now.getTime() - at)))).toISOString();
      yield copyOf(random, issue, { certificationId: `${orderId}-${String(serial).padStart(3, '0')}`, orderId, memberId, certifiedAt });
    }
  }
}

function copyOf(random: SeededRandom, issue: CensusIssue, ids: { certificationId: string; orderId: string; memberId: string; certifiedAt: string }): ComicCertifiedData {
  const { series } = issue;
  const certifiedYear = Number(ids.certifiedAt.slice(0, 4));
  let grade = gradeOf(random, issue.year);
  let category: ComicCertifiedData['category'] = 'Certified';
  let signatures: ComicCertifiedData['signatures'] = [];
  let pedigree: string | null = null;

  const signers = issue.signers;
  if (random.chance(RAW_GRADE_SHARE)) {
    category = 'Raw Grade';
  } else if (signers.length > 0 && issue.year >= 1961 && random.chance(issue.year >= 1985 ? 0.1 : 0.05)) {
    const living = signers.filter((name) => (CENSUS_SIGNERS[name] ?? Infinity) >= certifiedYear);
    const witnessed = living.length > 0 && random.chance(0.65);
    const pool = witnessed ? living : signers;
    const count = Math.min(pool.length, random.weighted([[1, 75], [2, 20], [3, 5]] as const));
    const names = random.sample(pool, count);
    category = witnessed ? 'Verified' : 'Authentic';
    signatures = names.map((name) => ({ type: witnessed ? (random.chance(0.1) ? 'VSPP' : 'VSP') : 'ASP', name }));
  }
  if (issue.year < 1971 && category !== 'Raw Grade' && random.chance(0.02)) {
    const fitting = CENSUS_PEDIGREES.filter((p) => issue.year >= p.from && issue.year <= p.to);
    if (fitting.length > 0) {
      pedigree = random.pick(fitting).label;
      grade = Math.max(grade, snap(8 + random.next() * 1.8)); // pedigree copies are the survivors in the best shape
    }
  }
  const notesChance = category === 'Raw Grade' ? 0.5 : grade < 4 ? 0.25 : grade < 8 ? 0.12 : 0.04;
  const graderNotes = random.chance(notesChance) ? notesOf(random, grade) : '';
  const collector = PERSONAL_COLLECTIONS.find((name) => issue.artStoryCover.includes(name));
  const personalCollection = collector && random.chance(0.003) ? collector : '';

  return {
    certificationId: ids.certificationId,
    orderId: ids.orderId,
    memberId: ids.memberId,
    collectibleType: series.collectibleType,
    category,
    grade,
    title: series.the && random.chance(0.3) ? `${series.title}, The` : series.title,
    issue: String(issue.issue),
    year: issue.year,
    publisher: series.publisher,
    variant: variantOf(random, issue),
    certifiedAt: ids.certifiedAt,
    source: 'import',
    pedigree,
    ...tierOf(issue),
    graderNotes,
    signatures,
    hasCover: false,
    month: series.undated ? null : issue.month,
    keyComments: issue.keyComments,
    artStoryCover: issue.artStoryCover,
    personalCollection,
  };
}

/**
 * One to three notes that fit the grade (census-catalogue.ts: each defect has the band of grades it can appear
 * on, so a 9.8 never reads "color-breaking crease"). As many draws are made whatever the grade, so the rest of
 * the census stays the same copy for copy when the notes change.
 */
function notesOf(random: SeededRandom, grade: number): string {
  const fitting = graderNotesFor(grade);
  const draws = Array.from({ length: 1 + random.int(3) }, () => random.next());
  if (fitting.length === 0) return '';
  return [...new Set(draws.map((x) => fitting[Math.floor(x * fitting.length)]!.text))].join('\n');
}

/** The first `count` copies of a census (a convenience for small ones: the demo data, tests). */
export function takeCensus(options: CensusGeneratorOptions, count: number): ComicCertifiedData[] {
  const copies: ComicCertifiedData[] = [];
  if (count <= 0) return copies;
  for (const copy of censusCertificates(options)) {
    copies.push(copy);
    if (copies.length >= count) break;
  }
  return copies;
}
