import type pg from 'pg';
import type { EventStore } from '@certus/infra';
import { allProjections, readCheckpoint } from '@certus/projections';
import { sleepMs } from './stats.ts';

/**
 * Waits until every projection has applied the whole log, so a measured run starts with idle workers and no
 * backlog it did not make. Resolves with how long that took (ms); throws after `timeoutMs`.
 */
export async function projectionsCaughtUp(pool: pg.Pool, store: Pick<EventStore, 'countAfter'>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const behind = await Promise.all(allProjections.map(async (p) => store.countAfter(await readCheckpoint(pool, p.name))));
    if (behind.every((n) => n === 0)) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`projections still ${behind.join('/')} events behind after ${timeoutMs} ms`);
    await sleepMs(20);
  }
}
