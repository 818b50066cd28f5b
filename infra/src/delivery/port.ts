import type { Checkpoint, RecordedEvent } from '@certus/contracts';

/**
 * How stored events reach a consumer (a projection). Two implementations behind this one interface:
 * in-process (the consumer tails the event store itself: the embedded default) and NATS JetStream
 * (a relay publishes the log in global order; each consumer reads a durable consumer: distributed).
 *
 * Delivery is at-least-once and in global order. Consumers make it exactly-once by storing their
 * checkpoint in the same transaction as their changes and ignoring events at or before it.
 */
export interface EventDelivery {
  /**
   * Calls `handleBatch` with consecutive batches of events in global order, starting after the
   * consumer's stored checkpoint (asked through `readCheckpoint` when the subscription starts and after
   * a failure), until `signal` aborts. A batch is acknowledged only when `handleBatch` resolves; if it
   * throws, the same events are delivered again after a short pause.
   */
  run(subscription: Subscription): Promise<void>;
}

export interface Subscription {
  consumerName: string;
  readCheckpoint: () => Promise<Checkpoint>;
  handleBatch: (events: RecordedEvent[]) => Promise<void>;
  signal: AbortSignal;
  /** Called with an error when a batch failed and will be retried. */
  onError?: (error: unknown) => void;
  batchSize?: number;
}
