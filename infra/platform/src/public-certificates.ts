import { CertificateView, parseComicId } from '@certus/contracts';
import type { Clock } from '@certus/infra';
import { pageDataCache } from './page-data-cache.ts';

/**
 * One certificate as anyone may see it, as the query side answers GET /api/comics/{id} without a caller: read
 * from its read model in one process (query-service `certificateReader`), or asked of the query service over
 * HTTP by the web front (`certificateOverHttp`). Null when no certificate has the id. Typed `unknown`: whatever
 * the source, the answer is parsed here with the contracts' schema before it goes into a page.
 */
export type CertificateRead = (certificationId: string) => Promise<unknown>;

/** The certificate /certificate/{id} shows, or null when there is none or it could not be read in time. */
export type PublicCertificates = (typedId: string) => Promise<CertificateView | null>;

export interface PublicCertificatesOptions {
  read: CertificateRead;
  clock: Clock;
  /** How long one answer is served: the API's own max-age for an anonymous lookup. */
  maxAgeMs: number;
  /** How long a visitor's page waits; past it the page goes out without the certificate (it asks the API). */
  timeoutMs?: number;
  /** How many certificates are kept at most (the newest asked). */
  capacity?: number;
  onError?: (error: unknown) => void;
}

/**
 * The certificates the site's server writes into the page that shows them (static-site.ts), so that the page,
 * its slab and its label are in the HTML and need no API call before they show. A certificate changes only when
 * staff certify it again or revoke it: an answer is kept for `maxAgeMs`, visitors asking at once share one read, a failed
 * read is not kept. Only a well-formed certification id is read (canonical, as the page asks for it).
 */
export function publicCertificates({ read, clock, maxAgeMs, timeoutMs, capacity, onError }: PublicCertificatesOptions): PublicCertificates {
  const certificates = pageDataCache<string, CertificateView | null>({
    read: async (id) => {
      const answer = await read(id);
      return answer === null ? null : CertificateView.parse(answer);
    },
    clock,
    maxAgeMs,
    timeoutMs,
    capacity,
    what: 'the certificate',
    onError,
  });
  return async (typedId) => {
    const id = parseComicId(typedId);
    return id ? certificates(id) : null;
  };
}

/** The web front's reader (distributed mode): the query service's public lookup, asked without a caller. */
export function certificateOverHttp(queryServiceUrl: string, fetchImpl: typeof fetch = fetch): CertificateRead {
  const base = queryServiceUrl.replace(/\/+$/, '');
  return async (certificationId) => {
    const response = await fetchImpl(`${base}/api/comics/${encodeURIComponent(certificationId)}`, { headers: { accept: 'application/json' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`The query service answered ${response.status} for the certificate ${certificationId}.`);
    const lookup = (await response.json()) as { certificate?: unknown };
    return lookup.certificate ?? null;
  };
}
