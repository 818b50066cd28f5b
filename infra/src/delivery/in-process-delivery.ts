import type { Checkpoint } from '@certus/contracts';
import { checkpointOf } from '@certus/contracts';
import type { EventStore } from '../event-store/port.ts';
import type { EventDelivery, Subscription } from './port.ts';

const RETRY_PAUSE_MS = 500;

/** Embedded default: each consumer tails the event store directly, waking on its notifications. */
export class InProcessDelivery implements EventDelivery {
  constructor(
    private readonly store: EventStore,
    private readonly idleWaitMs = 1000,
  ) {}

  async run(sub: Subscription): Promise<void> {
    let cursor: Checkpoint | undefined;
    while (!sub.signal.aborted) {
      try {
        cursor ??= await sub.readCheckpoint();
        const events = await this.store.readAll(cursor, sub.batchSize ?? 500);
        if (events.length === 0) {
          await this.store.waitForEvents(this.idleWaitMs, sub.signal, cursor);
          continue;
        }
        await sub.handleBatch(events);
        cursor = checkpointOf(events[events.length - 1]!);
      } catch (error) {
        if (sub.signal.aborted) break;
        sub.onError?.(error);
        cursor = undefined; // re-read the stored checkpoint: the failed batch is delivered again
        await sleep(RETRY_PAUSE_MS, sub.signal);
      }
    }
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
