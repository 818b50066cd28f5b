import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, checkpointOf, type RecordedEvent } from '@certus/contracts';
import { ManualClock, NO_STREAM } from '@certus/infra';
import { appendCommittingLate, freshEventStore, testMetadata } from '../support/event-store.ts';

/**
 * readCategoryRecordedBetween (the auditors' period exports): the events of one category's streams recorded in a
 * time range, in the global order, a page at a time, on real PostgreSQL. Times come from a clock the test sets,
 * so each event's recorded_at is known.
 */

type TestStore = Awaited<ReturnType<typeof freshEventStore>>;
const meta = testMetadata();
const event = (n: number) => ({ type: 'Happened', data: { n }, metadata: meta });

describe('event store: a category read by the time events were recorded', () => {
  let es: TestStore;
  const clock = new ManualClock(new Date('2025-05-04T23:59:59.999Z'));

  /** Appends one event to a stream at a given time. */
  const versions = new Map<string, number>();
  async function appendAt(at: string, streamId: string, n: number) {
    clock.set(at);
    const result = await es.store.append(streamId, versions.get(streamId) ?? NO_STREAM, [event(n)]);
    versions.set(streamId, result.nextExpectedVersion);
  }
  const may5 = { from: new Date('2025-05-05T00:00:00Z'), to: new Date('2025-05-06T00:00:00Z') };
  const numbersOf = (events: readonly RecordedEvent[]) => events.map((e) => (e.data as { n: number }).n);

  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_period', clock });
    await appendAt('2025-05-04T23:59:59.999Z', 'Order-A', 1); // the day before
    await appendAt('2025-05-05T00:00:00.000Z', 'Order-A', 2); // the first instant
    await appendAt('2025-05-05T08:00:00.000Z', 'MemberOrders-m1', 3); // another category
    await appendAt('2025-05-05T09:00:00.000Z', 'Orders-x', 4); // a category that only starts alike
    await appendAt('2025-05-05T10:00:00.000Z', 'Order-B', 5);
    await appendAt('2025-05-05T23:59:59.999Z', 'Order-A', 6); // the last instant
    await appendAt('2025-05-06T00:00:00.000Z', 'Order-B', 7); // the next day
  });
  afterAll(() => es?.drop());

  it("given events of several categories around a day, when the day's Order events are read, then exactly those recorded from its first instant up to the next midnight, in the log's order", async () => {
    const events = await es.store.readCategoryRecordedBetween('Order', may5, START, 100);
    expect(numbersOf(events)).toEqual([2, 5, 6]);
    expect(events.map((e) => [e.streamId, e.streamVersion])).toEqual([['Order-A', 2], ['Order-B', 1], ['Order-A', 3]]);
    expect(events[0]!.recordedAt).toBe('2025-05-05T00:00:00.000Z');
  });

  it('given a page size, when read page after page from the last checkpoint, then every event once and the last page short', async () => {
    const week = { from: new Date('2025-05-01T00:00:00Z'), to: new Date('2025-05-08T00:00:00Z') };
    const first = await es.store.readCategoryRecordedBetween('Order', week, START, 2);
    const second = await es.store.readCategoryRecordedBetween('Order', week, checkpointOf(first.at(-1)!), 2);
    const third = await es.store.readCategoryRecordedBetween('Order', week, checkpointOf(second.at(-1)!), 2);
    expect([numbersOf(first), numbersOf(second), numbersOf(third)]).toEqual([[1, 2], [5, 6], [7]]);
  });

  it('given a transaction still open, when the period is read, then nothing is read past it until it commits (a page boundary never skips a late commit)', async () => {
    // The late append records the database's now(): the period runs to a far year to take it in.
    const fromMay5 = { from: may5.from, to: new Date('2100-01-01T00:00:00Z') };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const late = appendCommittingLate(es.pool, 'Order-C', NO_STREAM, [{ eventId: randomUUID(), ...event(8) }], async () => {
      opened();
      await held;
    });
    await isOpen;
    await appendAt('2025-05-05T13:00:00.000Z', 'Order-D', 9);

    expect(numbersOf(await es.store.readCategoryRecordedBetween('Order', fromMay5, START, 100))).toEqual([2, 5, 6, 7]);
    release();
    await late;
    expect(numbersOf(await es.store.readCategoryRecordedBetween('Order', fromMay5, START, 100))).toEqual([2, 5, 6, 7, 8, 9]);
  });
});
