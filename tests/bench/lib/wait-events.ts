import type pg from 'pg';
import { connectClient } from './postgres.ts';

/**
 * Samples pg_stat_activity every few ms while a phase runs: what the database's active backends are
 * doing (on CPU, or waiting on which lock or I/O). Cheap evidence for "why does it not scale".
 */
export async function sampleWaitEvents(url: string, intervalMs = 10): Promise<{ stop(): Promise<{ samples: number; shares: { what: string; share: number }[] }> }> {
  const client: pg.Client = await connectClient(url);
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ w: string; n: number }>(
        `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU (no wait)') AS w, count(*)::int AS n
         FROM pg_stat_activity
         WHERE state = 'active' AND backend_type = 'client backend' AND pid <> pg_backend_pid() AND datname = current_database()
         GROUP BY 1`,
      );
      samples++;
      for (const r of rows) counts.set(r.w, (counts.get(r.w) ?? 0) + r.n);
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop.catch(() => undefined);
      await client.end().catch(() => undefined);
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      return {
        samples,
        shares: [...counts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([what, n]) => ({ what, share: total ? n / total : 0 })),
      };
    },
  };
}

export const fmtWaits = (w: { shares: { what: string; share: number }[] }) =>
  w.shares.map((s) => `${s.what} ${(s.share * 100).toFixed(0)}%`).join(', ');
