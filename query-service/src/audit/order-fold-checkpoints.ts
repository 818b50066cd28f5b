import type { OrderFold } from '@certus/contracts';

/** An order folded up to a version of its stream, and when that version was recorded. */
export interface FoldCheckpoint {
  version: number;
  recordedAt: string;
  fold: OrderFold;
}

export interface CheckpointPolicy {
  /** Orders kept, the most recently read. */
  orders: number;
  /** Checkpoints kept per order, the most recently used. */
  perOrder: number;
  /**
   * Besides the versions read, a fold is kept each time it passes a multiple of this: a new position of the slider
   * then folds at most this many events from one kept before.
   */
  every: number;
}

export const DEFAULT_CHECKPOINT_POLICY: CheckpointPolicy = { orders: 32, perOrder: 64, every: 100 };

/**
 * Orders folded at versions already read, kept in this process for the as-of view (issue [4/7]). An auditor dragging
 * the time slider asks the same order again and again, and its history only grows: the fold at version N never
 * changes, so it can be kept and folded on from. What is not kept is asked of the log on every read: where the stream
 * ends, where a time falls in it, and the cover retakes after the moment.
 *
 * Bounded by count, least recently used first out. A fold shares every book and record it did not change with the
 * folds before it (the fold never mutates), so the checkpoints of one order cost little more than the one fold.
 * Folds are read-only to whoever takes one: evolving it makes new objects, as the fold always does.
 */
export class OrderFoldCheckpoints {
  private readonly byStream = new Map<string, Map<number, FoldCheckpoint>>();

  constructor(readonly policy: CheckpointPolicy = DEFAULT_CHECKPOINT_POLICY) {}

  /** The checkpoint of the stream at the highest version up to `version`, or null. */
  nearest(streamId: string, version: number): FoldCheckpoint | null {
    const kept = this.byStream.get(streamId);
    if (!kept) return null;
    let best: FoldCheckpoint | null = null;
    for (const checkpoint of kept.values()) if (checkpoint.version <= version && checkpoint.version > (best?.version ?? 0)) best = checkpoint;
    if (best) this.touch(streamId, kept, best);
    return best;
  }

  keep(streamId: string, checkpoint: FoldCheckpoint): void {
    if (this.policy.orders <= 0 || this.policy.perOrder <= 0) return;
    const kept = this.byStream.get(streamId) ?? new Map<number, FoldCheckpoint>();
    this.touch(streamId, kept, checkpoint);
    if (kept.size > this.policy.perOrder) kept.delete(kept.keys().next().value!);
    if (this.byStream.size > this.policy.orders) this.byStream.delete(this.byStream.keys().next().value!);
  }

  /** How many checkpoints are kept, over every order (for tests and the bench's report). */
  get size(): number {
    let n = 0;
    for (const kept of this.byStream.values()) n += kept.size;
    return n;
  }

  /** Marks the checkpoint and its order as just used: maps iterate in insertion order, so the first is the least recent. */
  private touch(streamId: string, kept: Map<number, FoldCheckpoint>, checkpoint: FoldCheckpoint): void {
    kept.delete(checkpoint.version);
    kept.set(checkpoint.version, checkpoint);
    this.byStream.delete(streamId);
    this.byStream.set(streamId, kept);
  }
}
