import { createHash } from 'node:crypto';
import { createInbox, nanos, type Msg, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  ReplayPolicy,
  jetstream,
  jetstreamManager,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { checkpointOf, compareCheckpoints, type Checkpoint, type RecordedEvent } from '@certus/contracts';
import type { EventDelivery, Subscription } from '../port.ts';
import { sleep } from '../in-process-delivery.ts';
import { ConnectionLosses } from './connection-losses.ts';
import { ensureEventStream, resolveEventStreamOptions, type EventStreamOptions, type ResolvedEventStreamOptions } from './connect.ts';

export interface NatsDeliveryOptions {
  /** Must match the relay's. */
  stream?: EventStreamOptions;
  /**
   * How long the server waits for an ack before redelivering. Default 3 s: the messages a worker had taken when it
   * died or stopped come back to its standby after that (with NATS's own 30 s, every read model stood still for 31 s
   * after each stop of a worker, measured). A batch that takes longer keeps extending it (keepingAckWait).
   */
  ackWaitMs?: number;
  /** Length of one idle long-poll; a stop waits for the current one to end. Default 1000 ms. */
  idleWaitMs?: number;
  /** Pause after a failed batch, or while an earlier message is still out with a dead process. Default 500 ms. */
  retryPauseMs?: number;
  /**
   * Whether a process that starts to lead a consumer takes back at once the messages another had taken and not
   * acknowledged (see ensureConsumer). Default true; tests turn it off to see redeliveries handed over alone.
   */
  takeOverUnacknowledged?: boolean;
}

interface Pulled {
  msg: Msg & { reply: string };
  seq: number;
}

/**
 * Distributed delivery: each subscription reads a durable pull consumer (named after its consumerName) of
 * the stream the relay fills, so it resumes where it acknowledged, across restarts and machines.
 *
 * JetStream alone does not keep a consumer in order once something goes wrong: a nak'ed message is
 * redelivered when the server gets to it, and a message that was on its way to a process that stopped
 * stays out until ack_wait expires while later ones are delivered. A projection that moved its checkpoint
 * past such a message would then skip it when it finally arrives. So this class checks what JetStream
 * cannot: it hands over a message only if its stream sequence is the one right after the last message it
 * handled (the relay publishes one message per event and the stream refuses deletes, so sequences have no
 * holes). A message further ahead means an earlier one is still out: it is nak'ed and pulled again later.
 * On top of that, events at or before the subscription's checkpoint are acknowledged without being handled,
 * which absorbs redeliveries of batches whose ack was lost.
 *
 * Pulls are made by hand on `$JS.API.CONSUMER.MSG.NEXT` rather than with consumer.fetch()/consume(): fetch
 * waits for its full batch or its expiry (a second of latency on a quiet log) and consume() buffers ahead,
 * so after a failure the buffered messages would overtake the redelivered ones. Here a batch is whatever
 * is waiting (`no_wait`), and an idle subscription long-polls for one message.
 *
 * Run one process per consumer name at a time: two would each see the other's messages as holes.
 */
export class NatsDelivery implements EventDelivery {
  private readonly nc: NatsConnection;
  private readonly stream: ResolvedEventStreamOptions;
  private readonly ackWaitMs: number;
  private readonly idleWaitMs: number;
  private readonly retryPauseMs: number;
  private readonly takeOverUnacknowledged: boolean;
  private readonly apiPrefix: string;
  private jsm: Promise<JetStreamManager> | undefined;
  private readonly losses: ConnectionLosses;

  constructor(nc: NatsConnection, options: NatsDeliveryOptions = {}) {
    this.nc = nc;
    this.stream = resolveEventStreamOptions(options.stream);
    this.ackWaitMs = options.ackWaitMs ?? 3_000;
    this.idleWaitMs = Math.max(100, options.idleWaitMs ?? 1000);
    this.retryPauseMs = options.retryPauseMs ?? 500;
    this.takeOverUnacknowledged = options.takeOverUnacknowledged ?? true;
    this.apiPrefix = jetstream(nc).apiPrefix;
    this.losses = new ConnectionLosses(nc);
  }

  async run(sub: Subscription): Promise<void> {
    const durable = natsConsumerName(sub.consumerName);
    const batchSize = Math.max(1, sub.batchSize ?? 500);
    let ready = false;
    let takingOver = this.takeOverUnacknowledged;
    let cursor: Checkpoint | undefined;
    // Stream sequence of the next message to hand over; everything before it has been handled or skipped.
    let nextSeq: number | undefined;
    while (!sub.signal.aborted) {
      let pulled: Pulled[] = [];
      let settled = false;
      try {
        // The server's API waits 5 s for an answer; one asked across a drop of the connection gets none.
        if (!ready) {
          await this.losses.race(this.ensureConsumer(durable, batchSize, takingOver));
          ready = true;
          takingOver = false;
        }
        cursor ??= await sub.readCheckpoint();
        nextSeq ??= await this.losses.race(this.firstUnacknowledgedSequence(durable));
        pulled = await this.pullBatch(durable, batchSize);
        if (pulled.length === 0) continue;
        if (sub.signal.aborted) {
          // Nak'ed rather than left to ack_wait, so the next run of this consumer gets them at once.
          await this.settle(pulled, new Set(pulled)).catch(() => undefined);
          break;
        }

        // Everything pulled is acked after the batch except `held`: the messages from the first hole on.
        let held: Pulled[] = [];
        const events: RecordedEvent[] = [];
        let expected = nextSeq;
        let last = cursor;
        // In stream order: redeliveries come in the order the server queued them (naks, expired ack waits), and a
        // batch that held the missing message behind a later one was once taken for a hole, again and again: a
        // reactor stood still for ten minutes after its process was killed (the chaos suite).
        pulled.sort((a, b) => a.seq - b.seq);
        for (const [i, p] of pulled.entries()) {
          if (p.seq < expected) continue; // handled before; its ack was lost or late
          if (p.seq > expected) {
            held = pulled.slice(i);
            break;
          }
          expected++;
          const event = parseRecordedEvent(p);
          if (compareCheckpoints(checkpointOf(event), last) > 0) {
            events.push(event);
            last = checkpointOf(event);
          }
        }

        if (events.length > 0) await this.keepingAckWait(pulled, () => sub.handleBatch(events));
        await this.settle(pulled, new Set(held));
        settled = true;
        nextSeq = expected;
        cursor = last;

        if (held.length > 0) {
          const resumed = await this.skipRemovedMessages(nextSeq, held[0]!.seq);
          if (resumed > nextSeq) {
            sub.onError?.(new Error(`stream ${this.stream.name} no longer holds messages ${nextSeq}..${resumed - 1}; consumer ${durable} continues after them`));
            nextSeq = resumed;
          } else {
            await sleep(this.retryPauseMs, sub.signal); // an earlier message is still out; it comes back after ack_wait
          }
        }
      } catch (error) {
        if (!settled && pulled.length > 0) await this.settle(pulled, new Set(pulled)).catch(() => undefined);
        if (this.nc.isClosed()) throw error;
        if (sub.signal.aborted) break;
        sub.onError?.(error);
        ready = false;
        cursor = undefined;
        nextSeq = undefined;
        await sleep(this.retryPauseMs, sub.signal);
      }
    }
  }

  /** For a projection rebuilt from scratch: the next run starts again from the stream's first message. */
  async deleteConsumer(consumerName: string): Promise<boolean> {
    const jsm = await this.manager();
    try {
      return await jsm.consumers.delete(this.stream.name, natsConsumerName(consumerName));
    } catch (error) {
      if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound) return false;
      throw error;
    }
  }

  private manager(): Promise<JetStreamManager> {
    this.jsm ??= jetstreamManager(this.nc).catch((error: unknown) => {
      this.jsm = undefined;
      throw error;
    });
    return this.jsm;
  }

  /**
   * Makes the durable consumer, or updates what may change of it (ack_wait, max_ack_pending) keeping its position.
   * `takingOver` (the first call of a run, made by the one process that now leads this consumer): messages another
   * process had taken and not acknowledged would come back only after ack_wait, while every later one waits behind
   * them. Nobody else can ack them now, so the consumer is made again from its first unacknowledged message: the
   * read models move again at once after a worker's death instead of standing still for the ack wait.
   */
  private async ensureConsumer(durable: string, batchSize: number, takingOver: boolean): Promise<void> {
    const jsm = await this.manager();
    await ensureEventStream(jsm, this.stream);
    const existing = await jsm.consumers.info(this.stream.name, durable).catch((error: unknown) => {
      if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound) return undefined;
      throw error;
    });
    let start: { deliver_policy: DeliverPolicy; opt_start_seq?: number } = { deliver_policy: DeliverPolicy.All };
    if (existing && takingOver && existing.num_ack_pending > 0) {
      await jsm.consumers.delete(this.stream.name, durable);
      start = { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: existing.ack_floor.stream_seq + 1 };
    } else if (existing) {
      // Where it starts cannot be changed on an existing consumer.
      start = { deliver_policy: existing.config.deliver_policy, ...(existing.config.opt_start_seq ? { opt_start_seq: existing.config.opt_start_seq } : {}) };
    }
    await jsm.consumers.add(this.stream.name, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      ...start,
      replay_policy: ReplayPolicy.Instant,
      ack_wait: nanos(this.ackWaitMs),
      // Unlimited: a message dropped after N failures would be a hole in the projection.
      max_deliver: -1,
      max_ack_pending: Math.max(1000, batchSize * 4),
    });
  }

  private async firstUnacknowledgedSequence(durable: string): Promise<number> {
    const jsm = await this.manager();
    const [consumer, stream] = await Promise.all([jsm.consumers.info(this.stream.name, durable), jsm.streams.info(this.stream.name)]);
    // A consumer made again at a take-over starts at its opt_start_seq with nothing acknowledged yet.
    const start = consumer.config.deliver_policy === DeliverPolicy.StartSequence ? (consumer.config.opt_start_seq ?? 1) : 1;
    return Math.max(consumer.ack_floor.stream_seq + 1, start, stream.state.first_seq, 1);
  }

  /** Messages before `upTo` that the stream no longer has (aged out) can never arrive: returns where to resume. */
  private async skipRemovedMessages(from: number, upTo: number): Promise<number> {
    const jsm = await this.manager();
    const { state } = await jsm.streams.info(this.stream.name);
    let seq = Math.max(from, state.first_seq);
    while (seq < upTo) {
      try {
        await jsm.streams.getMessage(this.stream.name, { seq });
        return seq;
      } catch (error) {
        if (!(error instanceof JetStreamApiError) || error.code !== JetStreamApiCodes.NoMessageFound) throw error;
        seq++;
      }
    }
    return seq;
  }

  /** What is waiting now, or, when nothing is, the first message to arrive within one idle wait. */
  private async pullBatch(durable: string, batchSize: number): Promise<Pulled[]> {
    const now = await this.pull(durable, { batch: batchSize, no_wait: true });
    if (now.length > 0) return now;
    const first = await this.pull(durable, { batch: 1, expires: nanos(this.idleWaitMs) });
    if (first.length === 0 || batchSize === 1) return first;
    return [...first, ...(await this.pull(durable, { batch: batchSize - 1, no_wait: true }))];
  }

  private pull(durable: string, request: { batch: number; no_wait?: true; expires?: number }): Promise<Pulled[]> {
    const subject = `${this.apiPrefix}.CONSUMER.MSG.NEXT.${this.stream.name}.${durable}`;
    const inbox = createInbox();
    const answerWithinMs = (request.no_wait ? 0 : this.idleWaitMs) + 5_000;
    return new Promise<Pulled[]>((resolve, reject) => {
      const received: Pulled[] = [];
      let done = false;
      const finish = (error?: unknown) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        unwatch();
        sub.unsubscribe();
        if (error === undefined) return resolve(received);
        for (const p of received) p.msg.respond('-NAK');
        reject(error);
      };
      // A request the server never answers (connection lost): give up; anything still delivered to the
      // closed inbox stays out until ack_wait and is then redelivered in front of newer messages.
      const timer = setTimeout(() => finish(new Error(`pull from consumer ${durable} got no answer in ${answerWithinMs} ms`)), answerWithinMs);
      // Nor will it once the connection has dropped: no need to wait for the timer.
      const unwatch = this.losses.watch(finish);
      const sub = this.nc.subscribe(inbox, {
        callback: (err, msg) => {
          if (err) return finish(err);
          if (!msg.reply) {
            // A status: 404 no messages / 408 request expired end the request normally; 100 is a heartbeat.
            const code = msg.headers?.code ?? 0;
            if (code === 100) return;
            if (code === 404 || code === 408 || received.length > 0) return finish();
            return finish(new Error(`pull from consumer ${durable} ended with ${code} ${msg.headers?.description ?? ''}`.trim()));
          }
          const withReply = msg as Msg & { reply: string };
          try {
            received.push({ msg: withReply, seq: streamSequenceOf(withReply.reply) });
          } catch (error) {
            return finish(error);
          }
          if (received.length >= request.batch) finish();
        },
      });
      this.nc.publish(subject, JSON.stringify(request), { reply: inbox });
    });
  }

  /** Long batches tell the server they are still being worked on, so ack_wait does not redeliver them meanwhile. */
  private async keepingAckWait(pulled: Pulled[], work: () => Promise<void>): Promise<void> {
    const timer = setInterval(() => {
      for (const p of pulled) p.msg.respond('+WPI');
    }, Math.max(50, Math.floor(this.ackWaitMs / 3)));
    try {
      await work();
    } finally {
      clearInterval(timer);
    }
  }

  /**
   * Acks, or naks the messages in `nak`, in stream order, and waits for the server to confirm the last one.
   * The confirmation matters: the server handles acks apart from pull requests, and a nak still queued
   * when the next pull arrives would let newer messages overtake the nak'ed ones. Naks in stream order
   * come back in that order (the server's redelivery queue is first in, first out).
   */
  private async settle(pulled: Pulled[], nak: Set<Pulled>): Promise<void> {
    const ordered = [...pulled].sort((a, b) => a.seq - b.seq);
    const lastOne = ordered.pop();
    if (!lastOne) return;
    for (const p of ordered) p.msg.respond(nak.has(p) ? '-NAK' : '+ACK');
    await this.losses.race(this.nc.request(lastOne.msg.reply, nak.has(lastOne) ? '-NAK' : '+ACK', { timeout: 5_000 }));
  }
}

/** Consumer names may not contain dots, wildcards, spaces or path separators; a hash keeps altered names distinct. */
export function natsConsumerName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9_-]/g, '_');
  if (safe === name && name.length > 0 && name.length <= 64) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 10);
  return `${safe.slice(0, 53)}_${hash}`;
}

// $JS.ACK.<stream>.<consumer>.<delivered>.<stream seq>.<consumer seq>.<time>.<pending>, or the newer form
// with <domain>.<account hash> after ACK and a random token at the end (see nats.js parseInfo).
function streamSequenceOf(reply: string): number {
  const tokens = reply.split('.');
  const index = tokens.length === 9 ? 5 : 7;
  const seq = Number(tokens[index]);
  if (tokens[0] !== '$JS' || tokens[1] !== 'ACK' || !Number.isSafeInteger(seq) || seq <= 0) {
    throw new Error(`not a JetStream delivery: ${reply}`);
  }
  return seq;
}

const DIGITS = /^\d+$/;

function parseRecordedEvent(p: Pulled): RecordedEvent {
  const value = p.msg.json<Partial<RecordedEvent> | null>();
  if (
    !value ||
    typeof value.eventId !== 'string' ||
    typeof value.type !== 'string' ||
    typeof value.streamId !== 'string' ||
    typeof value.streamVersion !== 'number' ||
    typeof value.txId !== 'string' ||
    !DIGITS.test(value.txId) ||
    typeof value.globalPosition !== 'string' ||
    !DIGITS.test(value.globalPosition)
  ) {
    throw new Error(`message ${p.seq} on ${p.msg.subject} is not a recorded event`);
  }
  return value as RecordedEvent;
}
