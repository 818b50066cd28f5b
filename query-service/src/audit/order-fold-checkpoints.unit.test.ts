import { describe, expect, it } from 'vitest';
import type { OrderFold } from '@certus/contracts';
import { OrderFoldCheckpoints, type FoldCheckpoint } from './order-fold-checkpoints.ts';

/** A checkpoint named by its version (the fold itself does not matter to the keeping). */
const at = (version: number): FoldCheckpoint => ({ version, recordedAt: `2025-05-05T09:${String(version).padStart(2, '0')}:00.000Z`, fold: { version } as unknown as OrderFold });
const versionOf = (checkpoint: FoldCheckpoint | null) => checkpoint?.version ?? null;

describe('folds kept at checkpoints', () => {
  it('given checkpoints at 10, 20 and 30, then the nearest at or before a version is the one to fold on from; before the first, none', () => {
    const kept = new OrderFoldCheckpoints({ orders: 4, perOrder: 4, every: 10 });
    for (const v of [20, 10, 30]) kept.keep('Order-A', at(v));
    expect([5, 10, 19, 20, 29, 30, 999].map((v) => versionOf(kept.nearest('Order-A', v)))).toEqual([null, 10, 10, 20, 20, 30, 30]);
    expect(kept.nearest('Order-B', 30)).toBeNull();
  });

  it('given more checkpoints of an order than it may keep, then the least recently used goes first', () => {
    const kept = new OrderFoldCheckpoints({ orders: 4, perOrder: 3, every: 10 });
    for (const v of [10, 20, 30]) kept.keep('Order-A', at(v));
    kept.nearest('Order-A', 15); // 10 used again: 20 is now the least recent
    kept.keep('Order-A', at(40));
    expect([15, 25, 35, 45].map((v) => versionOf(kept.nearest('Order-A', v)))).toEqual([10, 10, 30, 40]);
    expect(kept.size).toBe(3);
  });

  it('given more orders than it may keep, then the order read least recently goes, with all its checkpoints', () => {
    const kept = new OrderFoldCheckpoints({ orders: 2, perOrder: 4, every: 10 });
    kept.keep('Order-A', at(10));
    kept.keep('Order-B', at(10));
    kept.nearest('Order-A', 10);
    kept.keep('Order-C', at(10));
    expect(['Order-A', 'Order-B', 'Order-C'].map((id) => versionOf(kept.nearest(id, 10)))).toEqual([10, null, 10]);
  });

  it('given room for nothing, then nothing is kept (every read is an order\'s first)', () => {
    const kept = new OrderFoldCheckpoints({ orders: 0, perOrder: 0, every: 100 });
    kept.keep('Order-A', at(10));
    expect(kept.nearest('Order-A', 10)).toBeNull();
    expect(kept.size).toBe(0);
  });
});
