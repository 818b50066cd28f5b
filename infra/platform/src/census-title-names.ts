import { CensusTitleName, PUBLIC_RESOURCE_MAX_AGE_SECONDS } from '@certus/contracts';
import type { Clock } from '@certus/infra';
import { pageDataCache } from './page-data-cache.ts';

/**
 * A census title's name as the query side answers GET /api/popreport/titles/{slug}: read from its read model in
 * one process (query-service `censusTitleNameReader`), or asked of the query service over HTTP by the web front
 * (`censusTitleNameOverHttp`). Null when the census has no such title. Parsed here with the contracts' schema.
 */
export type CensusTitleNameRead = (slug: string) => Promise<unknown>;

/** The name /census/{title} is headed with, or null when there is none or it could not be read in time. */
export type CensusTitleNames = (slug: string) => Promise<CensusTitleName | null>;

/** The longest path segment worth a read: the census grid's own limit on a title. */
const MAX_TITLE_LENGTH = 200;

/**
 * The names the site's server writes into a census grid's page (static-site.ts), so that its heading shows at
 * the first paint, before the grid (which needs the member's token) has been asked for. A name changes only when
 * most copies of a title come to spell it otherwise: kept as long as the API's public answers, one read shared
 * by visitors asking at once, a failed read not kept.
 */
export function censusTitleNames(options: { read: CensusTitleNameRead; clock: Clock; onError?: (error: unknown) => void }): CensusTitleNames {
  const names = pageDataCache<string, CensusTitleName | null>({
    read: async (slug) => {
      const answer = await options.read(slug);
      return answer === null ? null : CensusTitleName.parse(answer);
    },
    clock: options.clock,
    maxAgeMs: PUBLIC_RESOURCE_MAX_AGE_SECONDS * 1000,
    what: "the census title's name",
    onError: options.onError,
  });
  return async (slug) => {
    const typed = slug.trim().toLowerCase();
    return typed === '' || typed.length > MAX_TITLE_LENGTH ? null : names(typed);
  };
}

/** The web front's reader (distributed mode): the query service's public title name, asked without a caller. */
export function censusTitleNameOverHttp(queryServiceUrl: string, fetchImpl: typeof fetch = fetch): CensusTitleNameRead {
  const base = queryServiceUrl.replace(/\/+$/, '');
  return async (slug) => {
    const response = await fetchImpl(`${base}/api/popreport/titles/${encodeURIComponent(slug)}`, { headers: { accept: 'application/json' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`The query service answered ${response.status} for the census title ${slug}.`);
    return response.json();
  };
}
