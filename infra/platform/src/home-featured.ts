import {
  FeaturedComicList,
  HOME_FEATURED_COUNT,
  HOME_FEATURED_MONTHS,
  featuredFound,
  monthKeyOf,
  nextFeaturedStep,
  type FeaturedComic,
} from '@certus/contracts';
import type { Clock } from '@certus/infra';
import { pageDataCache } from './page-data-cache.ts';

/**
 * One month of featured comics, best first, as the query side answers GET /api/comics/featured/{month}/{count}:
 * read from its read model in one process (query-service `featuredMonthReader`), or asked of the query service
 * over HTTP by the web front (`featuredOverHttp`). Typed `unknown`: whatever the source, the answer is parsed
 * here with the contracts' schema before it goes into a page.
 */
export type FeaturedMonthReader = (month: number, count: number) => Promise<unknown>;

/** The home page's featured comics now, or null when they could not be read in time (the page then asks the API). */
export type HomeFeatured = () => Promise<FeaturedComic[] | null>;

export interface HomeFeaturedOptions {
  readMonth: FeaturedMonthReader;
  clock: Clock;
  /**
   * How long one answer is served before the read model is asked again: the featured API's own max-age, so
   * the page is never staler than a browser's cached answer would be. A new month asks at once.
   */
  maxAgeMs: number;
  /** How long a visitor's page waits for the read model; past it the page goes out without them. */
  timeoutMs?: number;
  /** A failed or slow read (the page went out without the comics). */
  onError?: (error: unknown) => void;
}

/** Spec 2.1, 7.3: this month's best, topped up from last month's, checked against the contracts' schema. */
async function readHomeFeatured(readMonth: FeaturedMonthReader, startMonth: number): Promise<FeaturedComic[]> {
  const plan = { startMonth, wanted: HOME_FEATURED_COUNT, months: HOME_FEATURED_MONTHS };
  const answers: FeaturedComic[][] = [];
  for (let step = nextFeaturedStep(plan, answers); step; step = nextFeaturedStep(plan, answers)) {
    answers.push(FeaturedComicList.parse(await readMonth(step.month, step.count)));
  }
  return featuredFound(answers);
}

/**
 * The home page's featured comics for the site's server to write into the page (static-site.ts), so the home
 * page's first load needs neither the API layer nor the schemas to show them. One read serves every visitor of
 * the same month for `maxAgeMs`; visitors arriving while it runs share it; a failed read is not kept.
 */
export function homeFeatured({ readMonth, clock, maxAgeMs, timeoutMs, onError }: HomeFeaturedOptions): HomeFeatured {
  // Kept by month: a new month is read at once.
  const byMonth = pageDataCache<number, FeaturedComic[]>({ read: (month) => readHomeFeatured(readMonth, month), clock, maxAgeMs, timeoutMs, capacity: 2, what: 'the featured comics', onError });
  return () => byMonth(monthKeyOf(clock.now()));
}

/** The web front's reader (distributed mode): the query service's public API, over HTTP. */
export function featuredOverHttp(queryServiceUrl: string, fetchImpl: typeof fetch = fetch): FeaturedMonthReader {
  const base = queryServiceUrl.replace(/\/+$/, '');
  return async (month, count) => {
    const response = await fetchImpl(`${base}/api/comics/featured/${month}/${count}`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`The query service answered ${response.status} for the featured comics of ${month}.`);
    return response.json();
  };
}
