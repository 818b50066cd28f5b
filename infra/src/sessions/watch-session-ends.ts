import type pg from 'pg';
import type { Logger } from 'pino';
import type { Clock } from '../runtime/clock.ts';
import type { EventStore } from '../event-store/port.ts';
import { sleep } from '../delivery/in-process-delivery.ts';
import type { EndedSessions } from './ended-sessions.ts';
import { PostgresSessionEndFeed } from './postgres-session-end-feed.ts';

const RETRY_PAUSE_MS = 1_000;
/**
 * Reads at most this often. Every append wakes the process's readers, and a busy command service appends
 * thousands of events a second: one read per wake-up cost as much as the appends (measured). The process
 * that ends a session records it itself, so only the other processes wait, by this much at most.
 */
const MIN_READ_INTERVAL_MS = 50;

export interface SessionEndWatch {
  /** Stops tailing; resolves once the loop has ended. */
  stop(): Promise<void>;
}

/**
 * Keeps `ended` up to date from the log, in every process that verifies access tokens, so a session
 * ended through one process is refused by all of them.
 *
 * Start: the ends of the last token lifetime (plus a margin) are read by time, through a partial index
 * (PostgresSessionEndFeed.recent), with the log's head in the same snapshot; the tail goes on from that
 * head. So a start costs one small query, whatever the length of the log, and nothing is missed between
 * the two. Resolves once that first read is in: tokens are never checked against an empty list.
 * Then it wakes with the event store's notifications (or its idle poll) and reads what is new, at most
 * every MIN_READ_INTERVAL_MS.
 */
export async function watchSessionEnds(options: {
  pool: pg.Pool;
  /** For its wake-ups only (waitForEvents): the same store the process appends with, or one just for this. */
  store: Pick<EventStore, 'waitForEvents'>;
  ended: EndedSessions;
  clock: Clock;
  logger: Logger;
}): Promise<SessionEndWatch> {
  const { pool, store, ended, clock, logger } = options;
  const feed = new PostgresSessionEndFeed(pool);
  const start = await feed.recent(new Date(clock.now().getTime() - ended.lookbackMs));
  ended.record(start.events);
  let cursor = start.cursor;

  const stopping = new AbortController();
  const loop = (async () => {
    // Also ends when the pool does, so a caller that forgot stop() is not left with a loop that keeps it alive.
    while (!stopping.signal.aborted && !(pool as { ending?: boolean }).ending) {
      try {
        const batch = await feed.after(cursor);
        ended.record(batch.events);
        const moved = batch.cursor.txId !== cursor.txId || batch.cursor.position !== cursor.position;
        cursor = batch.cursor;
        if (batch.events.length === 0 || !moved) {
          await store.waitForEvents(1_000, stopping.signal, cursor);
          await sleep(MIN_READ_INTERVAL_MS, stopping.signal);
        }
      } catch (error) {
        if (stopping.signal.aborted || (pool as { ending?: boolean }).ending) break;
        logger.warn({ err: error }, 'reading session ends from the event log failed; retrying');
        await sleep(RETRY_PAUSE_MS, stopping.signal);
      }
    }
  })();

  return {
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}
