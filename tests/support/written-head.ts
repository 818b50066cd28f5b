import { compareCheckpoints, START, type Checkpoint } from '@certus/contracts';
import type pg from 'pg';

/**
 * Where the log ends for everything committed so far. Not the store's headCheckpoint: that is the last position a
 * reader may see now, and it stops short of any transaction still open anywhere on the server. The tests share one
 * server, so another suite's open transaction holds it back, and a wait for a projection to reach it can end before
 * this test's own append has been projected (census-answer-cache once failed in CI that way).
 */
export async function writtenHead(pool: pg.Pool): Promise<Checkpoint> {
  const { rows } = await pool.query<{ tx_id: string; global_position: string }>(
    `SELECT tx_id::text AS tx_id, global_position::text AS global_position FROM public.events
     ORDER BY events.tx_id DESC, events.global_position DESC LIMIT 1`,
  );
  const row = rows[0];
  return row ? { txId: row.tx_id, position: row.global_position } : START;
}

/** Until `read` (a projection's or reactor's checkpoint) has passed `target`; throws after a bound meant for a busy machine, not a timing. */
export async function untilPassed(read: () => Promise<Checkpoint>, target: Checkpoint, what = 'the reader', boundMs = 30_000): Promise<Checkpoint> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const at = await read();
    if (compareCheckpoints(at, target) >= 0) return at;
    if (Date.now() > deadline) throw new Error(`${what} did not reach ${target.txId}.${target.position} (at ${at.txId}.${at.position})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
