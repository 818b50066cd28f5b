import type pg from 'pg';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type PubAck } from '@nats-io/jetstream';
import { START, checkpointOf, type Checkpoint, type RecordedEvent } from '@certus/contracts';
import type { EventStore } from '../../event-store/port.ts';
import { sleep } from '../in-process-delivery.ts';
import { ConnectionLosses } from './connection-losses.ts';
import { ensureEventStream, resolveEventStreamOptions, subjectForEventType, type EventStreamOptions, type ResolvedEventStreamOptions } from './connect.ts';

export const RELAY_SCHEMA_SQL = /* sql */ `
CREATE TABLE IF NOT EXISTS relay_checkpoints (
  name text PRIMARY KEY,
  tx_id xid8 NOT NULL,
  global_position bigint NOT NULL,
  updated_at timestamptz NOT NULL
);
`;

export interface NatsRelayOptions {
  store: EventStore;
  /** Where the relay keeps its checkpoint (table relay_checkpoints), normally the event store's database. */
  pool: pg.Pool;
  nc: NatsConnection;
  /** Key of the checkpoint row; one per relay publishing to one stream. Default "default". */
  name?: string;
  stream?: EventStreamOptions;
  /** Events read from the store and published per round. Default 500. */
  batchSize?: number;
  /** Publishes awaiting their ack at once. Default 256. */
  maxInFlight?: number;
  /** Longest idle wait for the store's notification before looking again. Default 1000 ms. */
  idleWaitMs?: number;
  /** Pause after a failed round before starting again from the stored checkpoint. Default 500 ms. */
  retryPauseMs?: number;
  /** How long one publish may wait for its ack. Default 10 s. */
  publishTimeoutMs?: number;
  /** A round failed (store or NATS unavailable, a publish rejected); it is retried from the stored checkpoint. */
  onError?: (error: unknown) => void;
  /** A batch was published and its checkpoint saved. */
  onBatch?: (info: RelayBatchInfo) => void;
}

export interface RelayBatchInfo {
  published: number;
  /** Messages JetStream already had (same event id within the duplicate window): normal after a restart. */
  duplicates: number;
  checkpoint: Checkpoint;
  firstStreamSequence: number;
  lastStreamSequence: number;
}

/**
 * Publishes the event log, in global order, to a JetStream stream, one message per event with the event id
 * as message id. Delivery to JetStream is at-least-once (the checkpoint is saved after the acks of a batch,
 * so a crash re-publishes at most that batch) and the stream's de-duplication turns it into exactly-once
 * within the duplicate window.
 *
 * Order. A batch is published with up to `maxInFlight` publishes outstanding. That keeps the order because
 * `js.publish` writes its message into the connection's outgoing buffer synchronously, before its first
 * await (jsclient `_publish` -> `nc.request` -> `protocol.publish`), so the calls reach the socket in call
 * order; the server handles one connection's messages in order and a stream stores them in arrival order.
 * What pipelining could break is a lost message in the middle (a timeout, a reconnect) while the ones after
 * it are stored. So every publish after the first of a round also states `expect.lastMsgID` = the previous
 * event's id: the server refuses a message whose predecessor is not the last one stored, the round fails
 * and restarts from the checkpoint. JetStream checks for duplicates before expectations, so re-publishing
 * what is already stored is acked as a duplicate. The first publish of a round needs no expectation: it is
 * the event right after the checkpoint, and by the rule above the stream only ever holds a gap-free prefix
 * of the log, so either it is already stored (duplicate) or nothing after it is.
 *
 * Run one relay per stream. A second one would not break order or duplicate (both publish the same
 * sequence and the stream keeps the first copy of each), but it doubles the traffic.
 */
export class NatsRelay {
  private readonly name: string;
  private readonly stream: ResolvedEventStreamOptions;
  private readonly js: JetStreamClient;
  private readonly losses: ConnectionLosses;

  constructor(private readonly options: NatsRelayOptions) {
    this.name = options.name ?? 'default';
    this.stream = resolveEventStreamOptions(options.stream);
    this.js = jetstream(options.nc, { timeout: options.publishTimeoutMs ?? 10_000 });
    this.losses = new ConnectionLosses(options.nc);
  }

  static async ensureSchema(pool: pg.Pool): Promise<void> {
    const client = await pool.connect();
    try {
      // Same reason as the event store's DDL lock: several processes may start together.
      await client.query('SELECT pg_advisory_lock(714002)');
      await client.query(RELAY_SCHEMA_SQL);
    } finally {
      await client.query('SELECT pg_advisory_unlock(714002)').catch(() => undefined);
      client.release();
    }
  }

  async readCheckpoint(): Promise<Checkpoint> {
    const { rows } = await this.options.pool.query<{ tx_id: string; global_position: string }>(
      'SELECT tx_id::text AS tx_id, global_position::text AS global_position FROM relay_checkpoints WHERE name = $1',
      [this.name],
    );
    const row = rows[0];
    return row ? { txId: row.tx_id, position: row.global_position } : START;
  }

  /** Also the operator's way to replay: moving it back re-publishes, and the stream drops what it still remembers. */
  async saveCheckpoint(checkpoint: Checkpoint): Promise<void> {
    await this.options.pool.query(
      `INSERT INTO relay_checkpoints (name, tx_id, global_position, updated_at) VALUES ($1, $2::xid8, $3::bigint, now())
       ON CONFLICT (name) DO UPDATE SET tx_id = EXCLUDED.tx_id, global_position = EXCLUDED.global_position, updated_at = EXCLUDED.updated_at`,
      [this.name, checkpoint.txId, checkpoint.position],
    );
  }

  /**
   * Publishes until `signal` aborts. Failures are reported through onError and retried; it only rejects
   * when the NATS connection is closed for good, which no retry can mend.
   */
  async run(signal: AbortSignal): Promise<void> {
    const { store } = this.options;
    const batchSize = this.options.batchSize ?? 500;
    let ready = false;
    let cursor: Checkpoint | undefined;
    let previousEventId: string | undefined;
    while (!signal.aborted) {
      try {
        if (!ready) {
          await NatsRelay.ensureSchema(this.options.pool);
          await this.losses.race(ensureEventStream(await jetstreamManager(this.options.nc), this.stream));
          ready = true;
        }
        cursor ??= await this.readCheckpoint();
        const events = await store.readAll(cursor, batchSize);
        if (events.length === 0) {
          await store.waitForEvents(this.options.idleWaitMs ?? 1000, signal, cursor);
          continue;
        }
        const acks = await this.publishInOrder(events, previousEventId);
        const last = events[events.length - 1]!;
        const checkpoint = checkpointOf(last);
        await this.saveCheckpoint(checkpoint);
        cursor = checkpoint;
        previousEventId = last.eventId;
        this.options.onBatch?.({
          published: acks.filter((a) => !a.duplicate).length,
          duplicates: acks.filter((a) => a.duplicate).length,
          checkpoint,
          firstStreamSequence: acks[0]!.seq,
          lastStreamSequence: acks[acks.length - 1]!.seq,
        });
      } catch (error) {
        if (signal.aborted) break;
        if (this.options.nc.isClosed()) throw error;
        this.options.onError?.(error);
        ready = false; // the stream may have been deleted under us
        // Start over from what is known to be stored; see the class comment for why the first publish of
        // the new round goes without an expectation.
        cursor = undefined;
        previousEventId = undefined;
        await sleep(this.options.retryPauseMs ?? 500, signal);
      }
    }
  }

  private async publishInOrder(events: RecordedEvent[], previousEventId: string | undefined): Promise<PubAck[]> {
    const maxInFlight = Math.max(1, this.options.maxInFlight ?? 256);
    const pending: Promise<PubAck>[] = [];
    const acks: PubAck[] = [];
    let previous = previousEventId;
    for (const event of events) {
      const ack = this.js.publish(subjectForEventType(this.stream.subjectPrefix, event.type), JSON.stringify(event), {
        msgID: event.eventId,
        ...(previous ? { expect: { lastMsgID: previous } } : {}),
      });
      // Once one publish fails we stop awaiting the rest; their rejections must not become unhandled.
      ack.catch(() => undefined);
      pending.push(ack);
      previous = event.eventId;
      if (pending.length >= maxInFlight) acks.push(await this.losses.race(pending.shift()!));
    }
    for (const ack of pending) acks.push(await this.losses.race(ack));
    return acks;
  }
}
