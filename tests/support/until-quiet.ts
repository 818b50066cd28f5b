import { compareCheckpoints, type Checkpoint } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { allProjections, allReactors, readCheckpoint, readReactorCheckpoint } from '@certus/projections';
import type pg from 'pg';
import { writtenHead } from './written-head.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Until every projection and reactor has seen the whole log and the log has stopped growing (reactors append). */
export async function untilQuiet(platform: { pool: pg.Pool; store: EventStore }): Promise<void> {
  const deadline = Date.now() + 60_000; // a bound on a busy machine, not a timing assertion
  const reactors = allReactors(platform.store).map((r) => r.name);
  const positions = async (): Promise<Checkpoint[]> => [
    ...(await Promise.all(allProjections.map((p) => readCheckpoint(platform.pool, p.name)))),
    ...(await Promise.all(reactors.map((name) => readReactorCheckpoint(platform.pool, name)))),
  ];
  for (;;) {
    const head = await writtenHead(platform.pool);
    if ((await positions()).every((p) => compareCheckpoints(p, head) === 0)) {
      await sleep(200);
      if (compareCheckpoints(await writtenHead(platform.pool), head) === 0) return;
    }
    if (Date.now() > deadline) throw new Error('the projections and reactors did not catch up with the log');
    await sleep(50);
  }
}
