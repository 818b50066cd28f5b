/**
 * The instances of one service the web front (npm run start:web) spreads requests over (COMMAND_URL and QUERY_URL
 * take a comma list): in turn, passing over one that refused a connection for a while, so a stopped instance
 * costs one failed connection every few seconds rather than a request in every few.
 */
export class UpstreamPool {
  private next = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(
    readonly name: string,
    readonly urls: readonly URL[],
    private readonly now: () => number = Date.now,
    private readonly restMs = 5_000,
  ) {
    if (urls.length === 0) throw new Error(`${name}: no instance`);
  }

  /** The instances to try for one request: from the next in turn, those resting last (one of them may be back). */
  order(): URL[] {
    const start = this.next;
    this.next = (this.next + 1) % this.urls.length;
    const turn = [...this.urls.slice(start), ...this.urls.slice(0, start)];
    const resting = (url: URL) => (this.downUntil.get(url.href) ?? 0) > this.now();
    return [...turn.filter((url) => !resting(url)), ...turn.filter(resting)];
  }

  markDown(url: URL): void {
    this.downUntil.set(url.href, this.now() + this.restMs);
  }

  markUp(url: URL): void {
    this.downUntil.delete(url.href);
  }
}

/**
 * The instances a variable names: one URL or a comma list (http://10.0.0.5:8081,http://10.0.0.6:8081), each
 * http(s) with a host and nothing after it. A wrong one is reported by name, so the front stops at start.
 */
export function upstreamUrls(variable: string, value: string | undefined, fallback: string): URL[] {
  const items = (value ?? '').trim() === '' ? [fallback] : value!.split(',').map((item) => item.trim()).filter(Boolean);
  return items.map((item) => {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new Error(`${variable}: "${item}" is not a URL (expected e.g. http://127.0.0.1:8081, or a comma list of them).`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
      throw new Error(`${variable}: "${item}" must be http(s)://host:port, without a path (a comma list for several instances).`);
    }
    return url;
  });
}

/** The base URL the site's own reads are written against; failoverFetch puts an instance's origin in its place. */
export const POOLED_BASE_URL = 'http://pooled-instance.invalid';

/**
 * fetch for the web front's own GETs to a service (the home page's featured comics, a certificate for its page):
 * a URL on POOLED_BASE_URL goes to the instances in turn, the next one asked when one cannot be reached.
 */
export function failoverFetch(pool: UpstreamPool, fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const path = String(input).slice(POOLED_BASE_URL.length);
    let lastError: unknown;
    for (const url of pool.order()) {
      try {
        const response = await fetchImpl(`${url.origin}${path}`, init);
        pool.markUp(url);
        return response;
      } catch (error) {
        // fetch rejects only when no answer came (refused, reset, unreachable): a GET may be asked again.
        pool.markDown(url);
        lastError = error;
      }
    }
    throw lastError;
  };
}
