import type pg from 'pg';
import { START, type Checkpoint } from '@certus/contracts';
import { SESSION_END_EVENT_TYPES } from './ended-sessions.ts';
import { applySchema } from '../db/apply-schema.ts';

/** A batch of session-ending events and where the next read starts. */
export interface SessionEndBatch {
  events: { type: string; data: unknown }[];
  /** Past every event read, and past every other event up to the log's visible head. */
  cursor: Checkpoint;
}

/**
 * Reads the session-ending events (SessionRevoked, PasswordChanged, PasswordReset) straight from the event
 * store's table, with the event store's visibility rule (rows below the oldest transaction in flight, in
 * (tx_id, global_position) order: see event-store/postgres/schema.ts). Two reads:
 *
 * - `recent(since)`: what a process must know when it starts, the ends of the last token lifetime,
 *   found by a small partial index on their recording time. It never reads the whole log.
 * - `after(cursor)`: the tail from there on. Its cursor moves to the log's head even when nothing
 *   matched, so an idle tail does not walk the same unrelated events again and again.
 *
 * The event type list is written into the SQL as literals (never input): the planner needs them there to
 * use the partial index.
 */
const TYPES_SQL = SESSION_END_EVENT_TYPES.map((type) => `'${type}'`).join(', ');

export const SESSION_END_INDEX_SQL = /* sql */ `
CREATE INDEX IF NOT EXISTS events_session_ends_by_time ON events (recorded_at) WHERE type IN (${TYPES_SQL});
`;

/**
 * Creates the partial index if missing (the command service calls it at start, after the event store's
 * own schema). Without it the start-up read still works, by a scan of the events table.
 */
export async function ensureSessionEndIndex(pool: pg.Pool): Promise<void> {
  await applySchema(pool, 'session-ends', SESSION_END_INDEX_SQL);
}

interface FeedRow {
  head: { tx: string; pos: string } | null;
  ends: { tx: string; pos: string; type: string; data: unknown }[];
}

// One statement, one snapshot: the head and the ends are read at the same instant, so no event can fall
// between them. The head is the newest row below the horizon; anything committed later sorts after it.
const HEAD_SQL = `(SELECT json_build_object('tx', h.tx_id::text, 'pos', h.global_position::text) FROM events h
   WHERE h.tx_id < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY h.tx_id DESC, h.global_position DESC LIMIT 1)`;

export class PostgresSessionEndFeed {
  constructor(private readonly pool: pg.Pool) {}

  /** Every session end recorded since `since`, and the cursor to tail from. */
  async recent(since: Date): Promise<SessionEndBatch> {
    const { rows } = await this.pool.query<FeedRow>(
      `SELECT ${HEAD_SQL} AS head,
        coalesce((SELECT json_agg(json_build_object('tx', e.tx_id::text, 'pos', e.global_position::text, 'type', e.type, 'data', e.data)
                    ORDER BY e.recorded_at)
                  FROM events e WHERE e.type IN (${TYPES_SQL}) AND e.recorded_at >= $1), '[]'::json) AS ends`,
      [since],
    );
    return this.batch(rows[0], START);
  }

  /** Up to `limit` session ends after `cursor`, in log order. */
  async after(cursor: Checkpoint, limit = 500): Promise<SessionEndBatch> {
    const { rows } = await this.pool.query<FeedRow>(
      `SELECT ${HEAD_SQL} AS head,
        coalesce((SELECT json_agg(json_build_object('tx', m.tx_id::text, 'pos', m.global_position::text, 'type', m.type, 'data', m.data)
                    ORDER BY m.tx_id, m.global_position)
                  FROM (SELECT e.tx_id, e.global_position, e.type, e.data FROM events e
                        WHERE (e.tx_id, e.global_position) > ($1::xid8, $2::bigint)
                          AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
                          AND e.type IN (${TYPES_SQL})
                        ORDER BY e.tx_id, e.global_position
                        LIMIT $3) m), '[]'::json) AS ends`,
      [cursor.txId, cursor.position, limit],
    );
    const row = rows[0];
    // A full batch may stop short of the head: carry on from its last event, not from the head.
    if (row && row.ends.length >= limit) {
      const last = row.ends[row.ends.length - 1]!;
      return { events: row.ends.map(({ type, data }) => ({ type, data })), cursor: { txId: last.tx, position: last.pos } };
    }
    return this.batch(row, cursor);
  }

  private batch(row: FeedRow | undefined, fallback: Checkpoint): SessionEndBatch {
    const events = (row?.ends ?? []).map(({ type, data }) => ({ type, data }));
    const head = row?.head ? { txId: row.head.tx, position: row.head.pos } : undefined;
    return { events, cursor: head && isAfter(head, fallback) ? head : fallback };
  }
}

const isAfter = (a: Checkpoint, b: Checkpoint) =>
  BigInt(a.txId) > BigInt(b.txId) || (BigInt(a.txId) === BigInt(b.txId) && BigInt(a.position) > BigInt(b.position));
