import type { Clock } from '@certus/infra';

export interface PageDataCacheOptions<K, V> {
  /** Reads the value of a key (parsed with its contracts schema: it goes into a page). */
  read: (key: K) => Promise<V>;
  clock: Clock;
  /** How long one answer is served for its key: the API's own max-age for the same data. */
  maxAgeMs: number;
  /** How long a visitor's page waits; past it the page goes out without the value (it asks the API itself). */
  timeoutMs?: number;
  /** How many keys are kept at most (the newest asked). */
  capacity?: number;
  /** What the data is, for the timeout's message ("the certificate"). */
  what: string;
  /** A failed or slow read: the page went out without the value. */
  onError?: (error: unknown) => void;
}

/**
 * The data the site's server writes into a page (static-site.ts: the featured comics, the home page's content,
 * a certificate), read once per key for `maxAgeMs` whatever the traffic: visitors asking while a read runs share
 * it, a failed read is not kept, and a page never waits more than `timeoutMs` for it (null then: the page asks
 * the API). Keys are compared as Map keys (strings, numbers).
 */
export function pageDataCache<K, V>({ read, clock, maxAgeMs, timeoutMs = 1000, capacity = 512, what, onError }: PageDataCacheOptions<K, V>): (key: K) => Promise<V | null> {
  const kept = new Map<K, { readAt: number; value: Promise<V> }>();
  return async (key) => {
    const now = clock.now().getTime();
    let entry = kept.get(key);
    if (!entry || now - entry.readAt >= maxAgeMs) {
      const fresh = { readAt: now, value: read(key) };
      entry = fresh;
      kept.delete(key);
      kept.set(key, fresh);
      if (kept.size > capacity) kept.delete(kept.keys().next().value!);
      fresh.value.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
    }
    try {
      return await withTimeout(entry.value, timeoutMs, what);
    } catch (error) {
      onError?.(error);
      return null;
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what[0]!.toUpperCase()}${what.slice(1)} took more than ${ms} ms to read.`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
