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
