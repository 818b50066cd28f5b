import { HomeContent } from '@certus/contracts';
import type { Clock } from '@certus/infra';
import { pageDataCache } from './page-data-cache.ts';

/**
 * The home page's next event and banners (GET /api/content/home), read from the read model in one process
 * (query-service `homeContentReader`) or over HTTP by the web front (`homeContentOverHttp`). Typed `unknown`:
 * whatever the source, the answer is parsed with the contracts' schema before it goes into a page.
 */
export type HomeContentSource = () => Promise<unknown>;

/** The home page's content now, or null when it could not be read in time (the page then asks the API). */
export type HomeContentNow = () => Promise<HomeContent | null>;

/**
 * How long one read serves every visitor. Short: an editor who publishes a banner looks for it on the home page
 * at once, and a scheduled record goes live by the clock with no write to notice. One small indexed read per
 * ten seconds at most, whatever the traffic.
 */
export const HOME_CONTENT_MAX_AGE_MS = 10_000;

export interface HomeContentOptions {
  read: HomeContentSource;
  clock: Clock;
  maxAgeMs?: number;
  /** How long a visitor's page waits for the read; past it the page goes out without the content. */
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The home page's content for the site's server to write into the page (static-site.ts), like its featured
 * comics (home-featured.ts): its first load then needs neither the API layer nor the schemas to show the next
 * event and the banner slider, and the slider's room is known when the page first paints. Visitors arriving
 * while a read runs share it; a failed read is not kept.
 */
export function homeContent({ read, clock, maxAgeMs = HOME_CONTENT_MAX_AGE_MS, timeoutMs, onError }: HomeContentOptions): HomeContentNow {
  const content = pageDataCache<'home', HomeContent>({ read: async () => HomeContent.parse(await read()), clock, maxAgeMs, timeoutMs, capacity: 1, what: "the home page's content", onError });
  return () => content('home');
}

/** The web front's reader (distributed mode): the query service's public API, over HTTP. */
export function homeContentOverHttp(queryServiceUrl: string, fetchImpl: typeof fetch = fetch): HomeContentSource {
  const url = `${queryServiceUrl.replace(/\/+$/, '')}/api/content/home`;
  return async () => {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`The query service answered ${response.status} for the home page's content.`);
    return response.json();
  };
}
