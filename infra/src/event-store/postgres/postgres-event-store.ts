import pg from 'pg';
import { START, type Checkpoint, type RecordedEvent } from '@certus/contracts';
import type { Clock } from '../../runtime/clock.ts';
import type { IdGenerator } from '../../runtime/ids.ts';
import {
  ANY_VERSION,
  STREAM_EXISTS,
  WrongExpectedVersionError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type LogPage,
  type NewEvent,
  type StreamRange,
} from '../port.ts';
import { EVENT_STORE_SCHEMA_SQL } from './schema.ts';
import { NotificationListener } from './notification-listener.ts';
import { CoalescedNotifier } from './coalesced-notifier.ts';
import { TailWaiters, WOKEN } from './tail-waiters.ts';

const CHANNEL = 'certus_events';

/**
 * recorded_at comes as the ISO text RecordedEvent carries (UTC, cut to the millisecond as a JavaScript Date cuts it):
 * formatted by the server, not parsed into a Date and formatted again for every event read (2.4 µs an event here,
 * a quarter of what reading the log costs a rebuild).
 */
const RECORDED_AT = `to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const EVENT_COLUMNS = `global_position::text AS global_position, tx_id::text AS tx_text, event_id, stream_id,
  stream_version, type, data, metadata, ${RECORDED_AT} AS recorded_at`;

interface EventRow {
  global_position: string;
  tx_text: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_at: string;
}

const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  eventId: row.event_id,
  type: row.type,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  globalPosition: row.global_position,
  txId: row.tx_text,
  recordedAt: row.recorded_at,
  data: row.data,
  metadata: row.metadata,
});

export interface PostgresEventStoreOptions {
  /**
   * How often the process looks at the log's visible head for its waiting readers, to find what notified nobody
   * (tail-waiters.ts); a reader that gives no checkpoint reads again this often instead.
   */
  idlePollMs?: number;
}

/** The event store on PostgreSQL. See schema.ts for how the global order is kept gap-free. */
export class PostgresEventStore implements EventStore {
  private readonly listener: NotificationListener;
  private readonly notifier: CoalescedNotifier;
  private readonly idlePollMs: number;
  private readonly tailWaiters: TailWaiters;
  /** readAll queries in flight, by (position, limit): see readAll. */
  private readonly tailReads = new Map<string, Promise<RecordedEvent[]>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    options: PostgresEventStoreOptions = {},
  ) {
    this.idlePollMs = options.idlePollMs ?? 25;
    this.listener = new NotificationListener(pool, CHANNEL, () => this.tailWaiters.hurry());
    this.notifier = new CoalescedNotifier(pool, CHANNEL);
    this.tailWaiters = new TailWaiters(() => this.headCheckpoint(), this.idlePollMs);
  }

  static async ensureSchema(pool: pg.Pool): Promise<void> {
    // Several processes may start at once: serialise the DDL with an advisory lock.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(714001)');
      await client.query(EVENT_STORE_SCHEMA_SQL);
    } finally {
      await client.query('SELECT pg_advisory_unlock(714001)').catch(() => undefined);
      client.release();
    }
  }

  async append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const expected = expectedVersion === ANY_VERSION ? -1 : expectedVersion === STREAM_EXISTS ? -2 : expectedVersion;
    const payload = JSON.stringify(
      events.map((e) => ({ eventId: e.eventId ?? this.ids.uuid(), type: e.type, data: e.data, metadata: e.metadata })),
    );
    // A checked-out client, released by hand: pool.query() would destroy the connection on every
    // SQL error, and optimistic-concurrency conflicts are ordinary here.
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await client.query<{ out_position: string; out_version: number; out_tx_id: string; out_duplicate: boolean }>(
        'SELECT out_position::text AS out_position, out_version, out_tx_id, out_duplicate FROM certus_append($1, $2, $3, $4, $5::jsonb)',
        [streamId, expected, options.commandId ?? null, this.clock.now(), payload],
      );
      const last = rows[0];
      if (!last) throw new Error(`append to ${streamId} returned no row`);
      if (!last.out_duplicate) {
        this.listener.wakeAll();
        this.notifier.ping();
      }
      return {
        nextExpectedVersion: last.out_version,
        lastCheckpoint: { txId: last.out_tx_id, position: last.out_position },
        duplicate: last.out_duplicate,
      };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'CE409') {
        throw new WrongExpectedVersionError(streamId, expectedVersion, Number((error as { detail?: string }).detail));
      }
      // certus_append queues appends per stream, so this only happens if something else wrote the stream.
      if (code === '23505' && (error as { constraint?: string }).constraint === 'events_stream_version_unique') {
        throw new WrongExpectedVersionError(streamId, expectedVersion, await this.currentVersion(client, streamId));
      }
      if (code === undefined) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private async currentVersion(client: pg.PoolClient, streamId: string): Promise<number> {
    const { rows } = await client.query<{ v: number }>(
      'SELECT coalesce(max(stream_version), 0)::int AS v FROM events WHERE stream_id = $1',
      [streamId],
    );
    return rows[0]?.v ?? 0;
  }

  async readStream(streamId: string, range: StreamRange = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 AND stream_version <= $3
         AND ($4::text[] IS NULL OR type = ANY($4::text[]))
       ORDER BY stream_version`,
      [streamId, range.from ?? 1, range.to ?? 2147483647, range.types ?? null],
    );
    return rows.map(toRecordedEvent);
  }

  async streamVersion(streamId: string, asOf?: Date): Promise<number> {
    // Both lookups walk the (stream_id, stream_version) index; recorded_at is cut to the millisecond as
    // RecordedEvent.recordedAt gives it, so "recorded after" means here what it means to a reader of the events.
    const { rows } = await this.pool.query<{ v: number }>(
      `SELECT coalesce(
         (SELECT min(stream_version) - 1 FROM events WHERE $2::timestamptz IS NOT NULL AND stream_id = $1 AND date_trunc('milliseconds', recorded_at) > $2),
         (SELECT max(stream_version) FROM events WHERE stream_id = $1),
         0)::int AS v`,
      [streamId, asOf ?? null],
    );
    return rows[0]?.v ?? 0;
  }

  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const streams = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
    if (streamIds.length === 0) return streams;
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_version`,
      [[...new Set(streamIds)]],
    );
    for (const row of rows) {
      const event = toRecordedEvent(row);
      streams.get(event.streamId)!.push(event);
    }
    return streams;
  }

  /**
   * Every projection and reactor of a process tails the log from the same place and wakes on the same
   * notification, so they ask for the same rows at the same moment: one query answers all the identical
   * calls in flight (measured: 14 consumers made 10 reads per append). The events are shared, read-only.
   * A call made after that query's snapshot may miss a commit that came after it; the commit's notification
   * wakes the caller again, as it would anyway.
   */
  readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    const key = `${after.txId}:${after.position}:${limit}`;
    const inFlight = this.tailReads.get(key);
    if (inFlight) return inFlight;
    const read = this.queryAll(after, limit).finally(() => this.tailReads.delete(key));
    this.tailReads.set(key, read);
    return read;
  }

  private async queryAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    // Only rows of transactions older than every transaction still in flight: see schema.ts.
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
       WHERE (events.tx_id, events.global_position) > ($1::xid8, $2::bigint)
         AND events.tx_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY events.tx_id, events.global_position
       LIMIT $3`,
      [after.txId, after.position, limit],
    );
    return rows.map(toRecordedEvent);
  }

  async readAllOfTypes(after: Checkpoint, limit: number, types: readonly string[]): Promise<LogPage> {
    // Every event of the page gives its place and type; only those of `types` give the rest (the JSON of the others
    // is neither sent nor parsed: most of a rebuild's read of a mixed log).
    const wanted = (column: string) => `CASE WHEN type = ANY($4::text[]) THEN ${column} END`;
    const { rows } = await this.pool.query<EventRow>(
      `SELECT global_position::text AS global_position, tx_id::text AS tx_text, type,
              ${wanted('event_id')} AS event_id, ${wanted('stream_id')} AS stream_id, ${wanted('stream_version')} AS stream_version,
              ${wanted('data')} AS data, ${wanted('metadata')} AS metadata,
              ${wanted(RECORDED_AT)} AS recorded_at
         FROM events
        WHERE (events.tx_id, events.global_position) > ($1::xid8, $2::bigint)
          AND events.tx_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY events.tx_id, events.global_position
        LIMIT $3`,
      [after.txId, after.position, limit, types],
    );
    const kinds = new Set(types);
    const last = rows.at(-1);
    return {
      events: rows.filter((row) => kinds.has(row.type)).map(toRecordedEvent),
      through: last ? { txId: last.tx_text, position: last.global_position } : null,
      covered: rows.length,
    };
  }

  async readCategoryRecordedBetween(category: string, recorded: { from: Date; to: Date }, after: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    // The global order and its horizon as in queryAll, so paging by checkpoint never skips a late commit.
    // Served by the global-order index from `after` on, recorded_at filtered as rows pass: no index of its own
    // for an occasional audit export.
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
       WHERE starts_with(events.stream_id, $1)
         AND events.recorded_at >= $2 AND events.recorded_at < $3
         AND (events.tx_id, events.global_position) > ($4::xid8, $5::bigint)
         AND events.tx_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY events.tx_id, events.global_position
       LIMIT $6`,
      [`${category}-`, recorded.from, recorded.to, after.txId, after.position, limit],
    );
    return rows.map(toRecordedEvent);
  }

  async headCheckpoint(): Promise<Checkpoint> {
    const { rows } = await this.pool.query<{ tx_text: string; global_position: string }>(
      `SELECT tx_id::text AS tx_text, global_position::text AS global_position FROM events
       WHERE events.tx_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY events.tx_id DESC, events.global_position DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? { txId: row.tx_text, position: row.global_position } : START;
  }

  async countAfter(after: Checkpoint): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM events
       WHERE (events.tx_id, events.global_position) > ($1::xid8, $2::bigint)
         AND events.tx_id < pg_snapshot_xmin(pg_current_snapshot())`,
      [after.txId, after.position],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async waitForEvents(timeoutMs: number, signal?: AbortSignal, after?: Checkpoint): Promise<void> {
    if (!after) return this.listener.next(Math.min(timeoutMs, this.idlePollMs), signal);
    if (signal?.aborted) return;
    // Whichever comes first: a notification or the wait's end (the listener), or the visible head passing `after`.
    const ended = new AbortController();
    const stop = () => ended.abort(WOKEN);
    signal?.addEventListener('abort', stop, { once: true });
    try {
      await Promise.race([
        this.listener.next(timeoutMs, ended.signal).then(stop),
        this.tailWaiters.wait(after, ended.signal).then(stop),
      ]);
    } finally {
      stop();
      signal?.removeEventListener('abort', stop);
    }
  }

  async close(): Promise<void> {
    this.tailWaiters.close();
    await this.listener.close();
  }
}
