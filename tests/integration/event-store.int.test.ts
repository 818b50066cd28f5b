import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STREAM, WrongExpectedVersionError } from '@certus/infra';
import { freshEventStore, testMetadata } from '../support/event-store.ts';

describe('event store: optimistic concurrency', () => {
  let es: Awaited<ReturnType<typeof freshEventStore>>;
  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_occ' });
  });
  afterAll(() => es.drop());

  it('given a stream at version 2, when appending with expected version 1, then a typed conflict is thrown and nothing is written', async () => {
    const meta = testMetadata();
    await es.store.append('Order-1', NO_STREAM, [
      { type: 'A', data: {}, metadata: meta },
      { type: 'B', data: {}, metadata: meta },
    ]);
    const stale = es.store.append('Order-1', 1, [{ type: 'C', data: {}, metadata: meta }]);
    await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(stale).rejects.toMatchObject({ streamId: 'Order-1', expected: 1, actual: 2 });
    expect((await es.store.readStream('Order-1')).map((e) => e.type)).toEqual(['A', 'B']);
  });
});

describe('event store: reading several streams and the shared tail', () => {
  let es: Awaited<ReturnType<typeof freshEventStore>>;
  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_reads' });
  });
  afterAll(() => es.drop());

  it('given two streams with events and one without, when read together, then each comes back whole and in version order', async () => {
    const meta = testMetadata();
    await es.store.append('Wallet-r1', NO_STREAM, [
      { type: 'A', data: { n: 1 }, metadata: meta },
      { type: 'B', data: { n: 2 }, metadata: meta },
    ]);
    await es.store.append('Membership-r1', NO_STREAM, [{ type: 'C', data: {}, metadata: meta }]);

    const streams = await es.store.readStreams(['Wallet-r1', 'Membership-r1', 'AddressBook-r1']);

    expect([...streams.keys()]).toEqual(['Wallet-r1', 'Membership-r1', 'AddressBook-r1']);
    expect(streams.get('Wallet-r1')!.map((e) => [e.type, e.streamVersion])).toEqual([['A', 1], ['B', 2]]);
    expect(streams.get('Membership-r1')!.map((e) => e.type)).toEqual(['C']);
    expect(streams.get('AddressBook-r1')).toEqual([]);
  });

  it('given many readers at the same position, when they read the log at once, then they all get the same events', async () => {
    await es.store.append('Tail-r1', NO_STREAM, [{ type: 'D', data: {}, metadata: testMetadata() }]);
    const head = await es.store.headCheckpoint();
    const before = { txId: '0', position: '0' };

    const reads = await Promise.all(Array.from({ length: 12 }, () => es.store.readAll(before, 1000)));

    for (const events of reads) expect(events.map((e) => e.eventId)).toEqual(reads[0]!.map((e) => e.eventId));
    expect(reads[0]!.at(-1)).toMatchObject({ txId: head.txId, globalPosition: head.position });
  });
});
