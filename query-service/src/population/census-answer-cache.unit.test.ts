import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '@certus/contracts';
import { CensusAnswerCache } from './census-answer-cache.ts';

const at = (position: number): Checkpoint => ({ txId: String(1000 + position), position: String(position) });

/** A cache whose census generation the test moves, and a read that counts how often the census was read. */
function given(options: { generation?: Checkpoint | null; maxBytes?: number } = {}) {
  const census = { generation: options.generation === undefined ? at(1) : options.generation, reads: 0 };
  const cache = new CensusAnswerCache(async () => census.generation, options.maxBytes);
  const read = (answer: unknown) => async () => {
    census.reads++;
    return answer;
  };
  return { census, cache, read };
}

describe('the census answer cache', () => {
  it('given an answer read once, when the same search is asked of the same census, then it is answered without a read', async () => {
    const { census, cache, read } = given();
    expect(await cache.answer('spider', read({ total: 3 }))).toBe('{"total":3}');
    expect(await cache.answer('spider', read({ total: 99 }))).toBe('{"total":3}');
    expect(census.reads).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, answers: 1 });
  });

  it('given an answer kept, when a certification moves the census generation, then the search is read again', async () => {
    const { census, cache, read } = given();
    await cache.answer('spider', read({ total: 3 }));
    census.generation = at(2);
    expect(await cache.answer('spider', read({ total: 4 }))).toBe('{"total":4}');
    expect(census.reads).toBe(2);
    expect(cache.stats().answers).toBe(1);
  });

  it('given answers kept, when the cache is cleared, then the next search is read again', async () => {
    const { census, cache, read } = given();
    await cache.answer('spider', read({ total: 3 }));
    cache.clear();
    expect(cache.stats()).toMatchObject({ answers: 0, bytes: 0 });
    expect(await cache.answer('spider', read({ total: 4 }))).toBe('{"total":4}');
    expect(census.reads).toBe(2);
  });

  it('given a read that began before the census moved, when it ends after a newer answer was kept, then its answer is not kept', async () => {
    const { census, cache } = given();
    let finishOld!: (value: unknown) => void;
    const old = cache.answer('spider', () => new Promise((resolve) => (finishOld = resolve)));
    await Promise.resolve(); // the old read has its generation
    census.generation = at(2);
    expect(await cache.answer('batman', async () => ({ total: 7 }))).toBe('{"total":7}');
    finishOld({ total: 3 });
    expect(await old).toBe('{"total":3}'); // the request that read it still gets it
    expect(await cache.answer('spider', async () => ({ total: 4 }))).toBe('{"total":4}');
  });

  it('given many requests for one answer at once, then the census is read once and each gets the answer', async () => {
    const { census, cache, read } = given();
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.answer('spider', read({ total: 3 }))));
    expect(new Set(answers)).toEqual(new Set(['{"total":3}']));
    expect(census.reads).toBe(1);
  });

  it('given a read that fails, then the error reaches the caller and the next request reads again', async () => {
    const { census, cache, read } = given();
    await expect(cache.answer('spider', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await cache.answer('spider', read({ total: 3 }))).toBe('{"total":3}');
    expect(census.reads).toBe(1);
  });

  it('given answers past the room allowed, then the least recently used go first', async () => {
    const { cache, read } = given({ maxBytes: 1000 });
    const answer = (n: number) => ({ n: String(n).padStart(2, '0'), pad: 'x'.repeat(81) }); // 100 characters of JSON: ten fit
    for (let n = 0; n < 10; n++) await cache.answer(`search ${n}`, read(answer(n)));
    await cache.answer('search 0', read(answer(90))); // used again: search 1 is now the oldest
    await cache.answer('search 10', read(answer(10)));
    expect(cache.stats()).toMatchObject({ answers: 10, bytes: 1000 });
    expect(await cache.answer('search 1', read(answer(91)))).toContain('"n":"91"');
    expect(await cache.answer('search 0', read(answer(92)))).toContain('"n":"00"');
  });

  it('given an answer larger than a tenth of the room, then it is sent but not kept', async () => {
    const { cache, read } = given({ maxBytes: 100 });
    await cache.answer('long', read({ pad: 'x'.repeat(20) }));
    expect(cache.stats()).toMatchObject({ answers: 0, bytes: 0 });
  });

  it('given no census event yet (no generation), then nothing is kept', async () => {
    const { census, cache, read } = given({ generation: null });
    await cache.answer('spider', read({ total: 0 }));
    await cache.answer('spider', read({ total: 0 }));
    expect(census.reads).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 0, answers: 0 });
  });
});
