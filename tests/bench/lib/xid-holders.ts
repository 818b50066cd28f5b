import { connectClient } from './postgres.ts';

export interface XidHolder {
  who: string;
  samples: number;
  maxAgeMs: number;
}

/**
 * Samples, every few ms, the transactions anywhere in the cluster that hold a transaction id: any of them
 * holds back pg_snapshot_xmin, so readers of the global log (projections) cannot pass it until it ends.
 */
export async function sampleXidHolders(url: string, intervalMs = 10): Promise<{ stop(): Promise<XidHolder[]> }> {
  const client = await connectClient(url);
  const seen = new Map<string, XidHolder>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ who: string; age_ms: number }>(
        `SELECT backend_type || ' [' || coalesce(datname, '-') || '] ' || left(regexp_replace(coalesce(query, ''), '\\s+', ' ', 'g'), 48) AS who,
                (extract(epoch FROM clock_timestamp() - xact_start) * 1000)::float8 AS age_ms
         FROM pg_stat_activity WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid()`,
      );
      for (const r of rows) {
        const h = seen.get(r.who) ?? { who: r.who, samples: 0, maxAgeMs: 0 };
        h.samples++;
        h.maxAgeMs = Math.max(h.maxAgeMs, r.age_ms);
        seen.set(r.who, h);
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop.catch(() => undefined);
      await client.end().catch(() => undefined);
      return [...seen.values()].sort((a, b) => b.maxAgeMs - a.maxAgeMs).slice(0, 5);
    },
  };
}
