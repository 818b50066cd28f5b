import type pg from 'pg';
import { ComicCertified, certificateStreamId, type ComicCertifiedData, type EventMetadata } from '@certus/contracts';

/**
 * Writes ComicCertified events straight into the event store's `events` table (infra/src/event-store/postgres/
 * schema.ts), thousands of rows per INSERT and one transaction per chunk. It bypasses the store port
 * (EventStore.append / certus_append) on purpose, for seeding only: a million appends one stream at a time
 * cost a round trip, an advisory lock and a commit each (minutes, at the few thousand appends a second of
 * bench:submit's ceiling), this a few statements per 50,000 rows. The rows are what the store itself would write for a new stream `Certificate-{id}` at version
 * 1 without a command id: the columns, a fresh event id, the data as the contracts parse it. Every row of a
 * transaction carries its tx_id, so projection readers see each chunk whole and in commit order.
 */

export interface BulkAppendOptions {
  metadata: EventMetadata;
  recordedAt: Date;
  /** Rows per transaction (default 50,000). */
  rowsPerTransaction?: number;
  /** Rows per INSERT statement (default 5,000). */
  rowsPerStatement?: number;
  /** Called after each commit with the rows written so far. */
  onCommit?: (rowsWritten: number) => void;
}

const STREAM_PREFIX = certificateStreamId('');

// Rows keep the order they have in the JSON array (WITH ORDINALITY), so global positions follow the input.
const INSERT_SQL = `
  INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata, recorded_at)
  SELECT gen_random_uuid(), $1 || (x.value->>'certificationId'), 1, 'ComicCertified', x.value, $2::jsonb, $3
    FROM jsonb_array_elements($4::jsonb) WITH ORDINALITY AS x(value, n)
   ORDER BY x.n`;

/** Every this many copies one is parsed with the contracts' schema: a cheap guard on what is written. */
const PARSE_EVERY = 101;

/** Writes `count` copies taken from `copies`; returns how many were written. */
export async function bulkAppendCertificates(pool: pg.Pool, copies: Iterator<ComicCertifiedData>, count: number, options: BulkAppendOptions): Promise<number> {
  const perTransaction = options.rowsPerTransaction ?? 50_000;
  const perStatement = options.rowsPerStatement ?? 5_000;
  const metadata = JSON.stringify(options.metadata);
  const client = await pool.connect();
  let written = 0;
  let broken: Error | undefined;
  try {
    while (written < count) {
      const inThisTransaction = Math.min(perTransaction, count - written);
      await client.query('BEGIN');
      let pending: Promise<unknown> | undefined;
      for (let done = 0; done < inThisTransaction; ) {
        const rows: ComicCertifiedData[] = [];
        while (rows.length < perStatement && done + rows.length < inThisTransaction) {
          const next = copies.next();
          if (next.done) throw new Error('the census generator ran out of copies');
          if ((written + done + rows.length) % PARSE_EVERY === 0) ComicCertified.parse({ type: 'ComicCertified', data: next.value });
          rows.push(next.value);
        }
        // The next statement's JSON is built while the previous one runs.
        const json = JSON.stringify(rows);
        await pending;
        pending = client.query(INSERT_SQL, [STREAM_PREFIX, metadata, options.recordedAt, json]);
        done += rows.length;
      }
      await pending;
      await client.query('COMMIT');
      written += inThisTransaction;
      options.onCommit?.(written);
    }
    return written;
  } catch (error) {
    await client.query('ROLLBACK').catch((e: Error) => (broken = e));
    throw error;
  } finally {
    client.release(broken);
  }
}
