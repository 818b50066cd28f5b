import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@certus/contracts/errors';
import type { RecordedEvent } from '@certus/contracts/events/envelope';
import type { OrderEvent } from '@certus/contracts/events/order-events';
import { LIFECYCLE_ORDER_ID, aReceivedOrder, coverReplaced, graded, imaged, preGraded } from '@certus/contracts/events/testing/order-lifecycle';
import { orderAsOf, type AuditMoment } from '@certus/contracts/audit/order-as-of';
import { MINUTE, audited, recordedAtOf } from '@certus/contracts/audit/testing/audited-events';
import { orderLifeArb } from '@certus/contracts/audit/testing/order-lifecycles';
import { eventsInRange, streamVersionOf } from '@certus/infra';
import { foldOrderEvents } from '@certus/contracts/audit/order-fold';
import { readOrderAsOf, type StoredOrderFolds } from './order-as-of-read.ts';
import { OrderFoldCheckpoints } from './order-fold-checkpoints.ts';

/**
 * The as-of read takes from the log only what the moment needs (its events, where the stream ends, the cover retakes
 * after it); whatever it reads, its answer must be the one orderAsOf gives from the whole stream.
 */

const coverUrl = (certificationId: string, sha256: string | undefined) => `/storage/comic/${certificationId}/cover-m.jpg?v=${sha256?.slice(0, 4)}`;

/** The order's stream as the store hands it back, and a store holding only it that records what it was asked. */
function aStoreWith(life: readonly OrderEvent[]) {
  const stream: RecordedEvent[] = audited(life).map((e) => ({
    eventId: e.eventId,
    type: e.event.type,
    data: e.event.data,
    metadata: e.metadata,
    streamId: `Order-${LIFECYCLE_ORDER_ID}`,
    streamVersion: e.version,
    globalPosition: String(e.version),
    txId: String(e.version),
    recordedAt: e.recordedAt,
  }));
  // The versions read, in order of version: the moment's events and the retakes after it are read at once.
  const eventsRead: number[] = [];
  const store = {
    readStream: async (streamId: string, range?: Parameters<typeof eventsInRange>[1]) => {
      const events = streamId === `Order-${LIFECYCLE_ORDER_ID}` ? eventsInRange(stream, range) : [];
      eventsRead.push(...events.map((e) => e.streamVersion));
      eventsRead.sort((a, b) => a - b);
      return events;
    },
    streamVersion: async (streamId: string, asOf?: Date) => (streamId === `Order-${LIFECYCLE_ORDER_ID}` ? streamVersionOf(stream, asOf) : 0),
  };
  return { store, eventsRead };
}

/**
 * Folds stored as the orders projection stores them (order_fold_snapshots): the fold at each of `versions`, through
 * JSON and back; with the versions each lookup was asked for.
 */
function foldsStoredAt(life: readonly OrderEvent[], versions: readonly number[]) {
  const whole = audited(life);
  const asked: number[] = [];
  const kept = versions.map((version) => ({ version, recordedAt: recordedAtOf(version), fold: JSON.parse(JSON.stringify(foldOrderEvents(whole.slice(0, version)))) }));
  const storedFolds: StoredOrderFolds = {
    nearest: async (orderId, version) => {
      asked.push(version);
      if (orderId !== LIFECYCLE_ORDER_ID) return null;
      return kept.filter((k) => k.version <= version).at(-1) ?? null;
    },
  };
  return { storedFolds, asked };
}

/** What a refusal says: its kind, the field it is under and its message. */
async function refusal(read: () => unknown): Promise<Pick<DomainError, 'kind' | 'field' | 'message'>> {
  try {
    await read();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('the order as of a moment, read from the log a part at a time', () => {
  it('given any life, when asked at each version and at times on and between its events, then the answer is orderAsOf\'s from the whole stream, covers included', async () => {
    await fc.assert(
      fc.asyncProperty(orderLifeArb, fc.integer({ min: 0, max: MINUTE - 1 }), async (life, withinMs) => {
        const { store } = aStoreWith(life);
        const whole = audited(life);
        for (let k = 1; k <= life.length; k++) {
          const moments: AuditMoment[] = [{ version: k }, { at: recordedAtOf(k) }, { at: new Date(Date.parse(recordedAtOf(k)) + withinMs).toISOString() }];
          for (const moment of moments) expect(await readOrderAsOf(store, LIFECYCLE_ORDER_ID, moment, { coverUrl })).toEqual(orderAsOf(whole, moment, { coverUrl }));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('given folds kept along the way (checkpoints every 3 versions), when any moments are asked in any order, then each answer is still orderAsOf\'s', async () => {
    await fc.assert(
      fc.asyncProperty(orderLifeArb, fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), fc.boolean(), async (life, picks, byTime) => {
        const { store } = aStoreWith(life);
        const whole = audited(life);
        const checkpoints = new OrderFoldCheckpoints({ orders: 2, perOrder: 4, every: 3 });
        for (const pick of picks) {
          const k = (pick % life.length) + 1;
          const moment: AuditMoment = byTime ? { at: recordedAtOf(k) } : { version: k };
          expect(await readOrderAsOf(store, LIFECYCLE_ORDER_ID, moment, { coverUrl, checkpoints })).toEqual(orderAsOf(whole, moment, { coverUrl }));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('given folds stored by the orders projection (every 3 versions here), when any moments are asked, with or without folds kept in the process, then each answer is still orderAsOf\'s', async () => {
    await fc.assert(
      fc.asyncProperty(orderLifeArb, fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), fc.boolean(), fc.boolean(), async (life, picks, byTime, alsoInProcess) => {
        const { store } = aStoreWith(life);
        const whole = audited(life);
        const { storedFolds } = foldsStoredAt(life, Array.from({ length: Math.floor(life.length / 3) }, (_, i) => 3 * (i + 1)));
        const checkpoints = alsoInProcess ? new OrderFoldCheckpoints({ orders: 2, perOrder: 4, every: 5 }) : undefined;
        for (const pick of picks) {
          const k = (pick % life.length) + 1;
          const moment: AuditMoment = byTime ? { at: recordedAtOf(k) } : { version: k };
          expect(await readOrderAsOf(store, LIFECYCLE_ORDER_ID, moment, { coverUrl, checkpoints, storedFolds })).toEqual(orderAsOf(whole, moment, { coverUrl }));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('given a fold stored at version 4, when version 6 is first asked, then only events 5 and 6 are read; asked again, none: the fold is kept in the process and the store is not asked again', async () => {
    const life = [...aReceivedOrder(), preGraded(2), graded(2), imaged(2), coverReplaced(2), preGraded(1)];
    const { store, eventsRead } = aStoreWith(life);
    const { storedFolds, asked } = foldsStoredAt(life, [4]);
    const checkpoints = new OrderFoldCheckpoints({ orders: 2, perOrder: 4, every: 100 });

    const answer = await readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 6 }, { coverUrl, checkpoints, storedFolds });
    expect(answer).toEqual(orderAsOf(audited(life), { version: 6 }, { coverUrl }));
    expect(eventsRead.splice(0)).toEqual([5, 6]);

    await readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 6 }, { coverUrl, checkpoints, storedFolds });
    expect(eventsRead.splice(0)).toEqual([]);
    expect(asked).toEqual([6]);
  });

  it('given a moment read before, when it is read again, then none of its events is read again: only where the stream ends and the retakes after it', async () => {
    const life = [...aReceivedOrder(), preGraded(2), graded(2), imaged(2), coverReplaced(2), preGraded(1)];
    const { store, eventsRead } = aStoreWith(life);
    const checkpoints = new OrderFoldCheckpoints({ orders: 2, perOrder: 4, every: 100 });
    const first = await readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 4 }, { coverUrl, checkpoints });
    expect(eventsRead.splice(0)).toEqual([1, 2, 3, 4, 6]);

    expect(await readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 4 }, { coverUrl, checkpoints })).toEqual(first);
    expect(eventsRead.splice(0)).toEqual([6]);
  });

  it('given a fold kept at an earlier version, when a later moment is asked, then only the events after it are read (and the retakes after the moment)', async () => {
    const life = [...aReceivedOrder(), preGraded(2), graded(2), imaged(2), coverReplaced(2), preGraded(1)];
    const { store, eventsRead } = aStoreWith(life);
    const checkpoints = new OrderFoldCheckpoints({ orders: 2, perOrder: 8, every: 2 });
    await readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 5 }, { checkpoints });
    eventsRead.splice(0);

    const later = await readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 7 }, { checkpoints });
    expect(eventsRead).toEqual([6, 7]);
    expect(later).toEqual(orderAsOf(audited(life), { version: 7 }));
    // Passing 2 and 4 on the way kept them too: version 3 folds on from 2 (and the retake at 6 is read for its cover).
    eventsRead.splice(0);
    await readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 3 }, { checkpoints });
    expect(eventsRead).toEqual([3, 6]);
  });

  it('given a moment early in a long stream, then only its events are read, and after it only the cover retakes', async () => {
    const life = [...aReceivedOrder(), preGraded(2), graded(2), imaged(2), coverReplaced(2), preGraded(1)];
    const { store, eventsRead } = aStoreWith(life);
    const answer = await readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 2 }, { coverUrl });
    expect(answer).toMatchObject({ version: 2, lastVersion: 7 });
    expect(eventsRead).toEqual([1, 2, 6]);
  });

  it('given a photo retaken after the moment, then the book had a cover but shows no address: the file holds the retake', async () => {
    const life = [...aReceivedOrder(), preGraded(2), graded(2), imaged(2), coverReplaced(2)];
    const { store } = aStoreWith(life);
    expect((await readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 5 }, { coverUrl })).books[1]).toMatchObject({ hasCover: true, coverUrl: null });
    expect((await readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 6 }, { coverUrl })).books[1]!.coverUrl).toBe('/storage/comic/25-LIFECYC-002/cover-m.jpg?v=bbbb');
  });

  it('given a version past the last, a time before the order, or an order with no events, then the refusals orderAsOf gives', async () => {
    const life = aReceivedOrder();
    const { store } = aStoreWith(life);
    const whole = audited(life);
    const before = { at: new Date(Date.parse(recordedAtOf(1)) - 1).toISOString() };
    expect(await refusal(() => readOrderAsOf(store, LIFECYCLE_ORDER_ID, { version: 3 }))).toEqual(await refusal(() => orderAsOf(whole, { version: 3 })));
    expect(await refusal(() => readOrderAsOf(store, LIFECYCLE_ORDER_ID, before))).toEqual(await refusal(() => orderAsOf(whole, before)));
    expect(await refusal(() => readOrderAsOf(store, '25-NOSUCH1', { version: 1 }))).toEqual(await refusal(() => orderAsOf([], { version: 1 })));
  });
});
