import { describe, expect, it } from 'vitest';
import { CensusAnswerCache, type CensusGeneration, type CensusRead } from './census-answer-cache.ts';

const at = (censusEvents: number, writtenBy = `x${censusEvents}`): CensusGeneration => ({ censusEvents, writtenBy });

/**
 * A cache over a census the test changes: its generation, and each title's rows version (as the title row's xmin).
 * `search(title, answer)` reads `answer` from the rows of `title`, counting the reads of answers and of rows.
 */
function given(options: { generation?: CensusGeneration | null; maxBytes?: number } = {}) {
  const census = {
    generation: options.generation === undefined ? at(1) : options.generation,
    titles: new Map<string, number>(),
    reads: 0,
    rowReads: 0,
  };
  const cache = new CensusAnswerCache(async () => census.generation, options.maxBytes);
  const search = (title: string, answer: unknown): CensusRead => ({
    read: async () => {
      census.reads++;
      return answer;
    },
    rowsVersion: async () => {
      census.rowReads++;
      return `${title}@${census.titles.get(title) ?? 0}`;
    },
  });
  /** A certification of `title`: the generation moves, and that title's row is written. */
  const certify = (title: string) => {
    census.generation = at(census.generation!.censusEvents + 1);
    census.titles.set(title, (census.titles.get(title) ?? 0) + 1);
  };
  return { census, cache, search, certify };
}

describe('the census answer cache', () => {
  it('given an answer read once, when the same search is asked of the same census, then it is answered without a read', async () => {
    const { census, cache, search } = given();
    expect(await cache.answer('spider', search('spider', { total: 3 }))).toBe('{"total":3}');
    expect(await cache.answer('spider', search('spider', { total: 99 }))).toBe('{"total":3}');
    expect(census).toMatchObject({ reads: 1, rowReads: 1 });
    expect(cache.stats()).toMatchObject({ hits: 1, checkedHits: 0, misses: 1, answers: 1 });
  });

  it('given a kept answer, when a copy of its title is certified, then the search is read again', async () => {
    const { census, cache, search, certify } = given();
    await cache.answer('spider', search('spider', { total: 3 }));
    certify('spider');
    expect(await cache.answer('spider', search('spider', { total: 4 }))).toBe('{"total":4}');
    expect(census.reads).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 2, answers: 1 });
  });

  it('given a kept answer, when a copy of another title is certified, then its rows are checked once and it is kept', async () => {
    const { census, cache, search, certify } = given();
    await cache.answer('spider', search('spider', { total: 3 }));
    certify('batman');
    expect(await cache.answer('spider', search('spider', { total: 99 }))).toBe('{"total":3}');
    expect(await cache.answer('spider', search('spider', { total: 99 }))).toBe('{"total":3}');
    expect(census).toMatchObject({ reads: 1, rowReads: 2 }); // the first read's, and one check under the new generation
    expect(cache.stats()).toMatchObject({ hits: 2, checkedHits: 1, misses: 1 });
  });

  it('given a kept answer, when the census is rebuilt (the generation row written again at the same event), then it is checked', async () => {
    const { census, cache, search } = given();
    await cache.answer('spider', search('spider', { total: 3 }));
    census.generation = at(1, 'rebuild');
    census.titles.set('spider', 99); // the rebuild wrote every title's row
    expect(await cache.answer('spider', search('spider', { total: 3, fixed: true }))).toBe('{"total":3,"fixed":true}');
    expect(census).toMatchObject({ reads: 2, rowReads: 2 });
  });

  it('given a search read while its title changed, when asked again, then the change is seen at the check', async () => {
    const { census, cache, certify } = given();
    // The rows are versioned before the answer is read: the certification lands between the two.
    const racing: CensusRead = {
      rowsVersion: async () => `spider@${census.titles.get('spider') ?? 0}`,
      read: async () => {
        certify('spider');
        return { total: 4 };
      },
    };
    await cache.answer('spider', racing);
    let reads = 0;
    const later: CensusRead = { rowsVersion: racing.rowsVersion, read: async () => ({ total: 4, read: ++reads }) };
    expect(await cache.answer('spider', later)).toBe('{"total":4,"read":1}');
  });

  it('given a read of an older census that ends after a newer one was kept, then the newer answer stays', async () => {
    const { census, cache, search, certify } = given();
    let finishOld!: (value: unknown) => void;
    const old = cache.answer('spider', { rowsVersion: async () => 'spider@0', read: () => new Promise((resolve) => (finishOld = resolve)) });
    await new Promise((resolve) => setTimeout(resolve, 0)); // the old read has begun
    certify('spider');
    expect(await cache.answer('spider', search('spider', { total: 4 }))).toBe('{"total":4}');
    finishOld({ total: 3 });
    expect(await old).toBe('{"total":3}'); // the request that read it still gets it
    expect(await cache.answer('spider', search('spider', { total: 99 }))).toBe('{"total":4}');
    expect(census.reads).toBe(1);
  });

  it('given many requests for one answer at once, then the census is read once and each gets the answer', async () => {
    const { census, cache, search } = given();
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.answer('spider', search('spider', { total: 3 }))));
    expect(new Set(answers)).toEqual(new Set(['{"total":3}']));
    expect(census.reads).toBe(1);
  });

  it('given a read that fails, then the error reaches the caller and the next request reads again', async () => {
    const { census, cache, search } = given();
    const failing: CensusRead = { ...search('spider', null), read: () => Promise.reject(new Error('connection lost')) };
    await expect(cache.answer('spider', failing)).rejects.toThrow('connection lost');
    expect(await cache.answer('spider', search('spider', { total: 3 }))).toBe('{"total":3}');
    expect(census.reads).toBe(1);
  });

  it('given answers past the room allowed, then the least recently used go first', async () => {
    const { cache, search } = given({ maxBytes: 1000 });
    // 91 characters of JSON and 9 of rows version ("title n@0"): ten fit.
    const answer = (n: number) => search(`title ${n}`, { n: String(n).padStart(2, '0'), pad: 'x'.repeat(72) });
    for (let n = 0; n < 10; n++) await cache.answer(`search ${n}`, answer(n));
    await cache.answer('search 0', answer(90)); // used again: search 1 is now the oldest
    await cache.answer('search 10', search('title10', { n: '10', pad: 'x'.repeat(72) }));
    expect(cache.stats()).toMatchObject({ answers: 10, bytes: 1000 });
    expect(await cache.answer('search 1', answer(91))).toContain('"n":"91"');
    expect(await cache.answer('search 0', answer(92))).toContain('"n":"00"');
  });

  it('given answers kept, when the cache is cleared, then the next search is read again', async () => {
    const { census, cache, search } = given();
    await cache.answer('spider', search('spider', { total: 3 }));
    cache.clear();
    expect(cache.stats()).toMatchObject({ answers: 0, bytes: 0 });
    expect(await cache.answer('spider', search('spider', { total: 4 }))).toBe('{"total":4}');
    expect(census.reads).toBe(2);
  });

  it('given an answer larger than a tenth of the room, then it is sent but not kept', async () => {
    const { cache, search } = given({ maxBytes: 100 });
    await cache.answer('long', search('long', { pad: 'x'.repeat(20) }));
    expect(cache.stats()).toMatchObject({ answers: 0, bytes: 0 });
  });

  it('given no census event yet (no generation), then nothing is kept', async () => {
    const { census, cache, search } = given({ generation: null });
    await cache.answer('spider', search('spider', { total: 0 }));
    await cache.answer('spider', search('spider', { total: 0 }));
    expect(census.reads).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 0, answers: 0 });
  });
});
