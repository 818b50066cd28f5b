import { describe, expect, it } from 'vitest';
import type { FeaturedComic } from '@certus/contracts';
import { ManualClock } from '@certus/infra';
import { featuredOverHttp, homeFeatured, type FeaturedMonthReader } from './home-featured.ts';

let sequence = 0;
const aFeaturedComic = (overrides: Partial<FeaturedComic> = {}): FeaturedComic => {
  const certificationId = `26-FEAT${String(++sequence).padStart(3, '0')}-001`;
  return {
    certificationId,
    collectibleType: 'Comic',
    title: 'Incredible Hulk',
    issue: '181',
    year: 1974,
    displayYear: '1974',
    publisher: 'Marvel',
    variant: '',
    keyComments: 'First full appearance of Wolverine',
    grade: 9.4,
    category: 'Certified',
    signees: [],
    coverUrl: `/storage/comic/${certificationId}/cover-m.jpg`,
    certifiedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
};

/** A read model of featured months; records each (month, count) it is asked. */
function monthsHolding(byMonth: Record<number, unknown[]>) {
  const asked: [number, number][] = [];
  const readMonth: FeaturedMonthReader = async (month, count) => {
    asked.push([month, count]);
    return (byMonth[month] ?? []).slice(0, count);
  };
  return { readMonth, asked };
}

const NOVEMBER = new Date('2026-11-20T12:00:00Z');
const MAX_AGE = 300_000;

describe("the home page's featured comics, read for its HTML", () => {
  it("given too few this month, when read, then last month's best top them up to 3, each month asked only for what is missing", async () => {
    const november = [aFeaturedComic({ title: 'Hulk' }), aFeaturedComic({ title: 'Saga' })];
    const october = [aFeaturedComic({ title: 'X-Men' }), aFeaturedComic()];
    const { readMonth, asked } = monthsHolding({ 202611: november, 202610: october });

    const comics = await homeFeatured({ readMonth, clock: new ManualClock(NOVEMBER), maxAgeMs: MAX_AGE })();

    expect(comics?.map((c) => c.title)).toEqual(['Hulk', 'Saga', 'X-Men']);
    expect(asked).toEqual([
      [202611, 3],
      [202610, 1],
    ]);
  });

  it('given visits within the max age of the same month, then the read model is read once; past it, or in a new month, again', async () => {
    const { readMonth, asked } = monthsHolding({ 202611: [aFeaturedComic(), aFeaturedComic(), aFeaturedComic()] });
    const clock = new ManualClock(NOVEMBER);
    const featured = homeFeatured({ readMonth, clock, maxAgeMs: MAX_AGE });

    const [first, second] = await Promise.all([featured(), featured()]);
    clock.advance(MAX_AGE - 1);
    const third = await featured();
    expect(asked).toHaveLength(1);
    expect(second).toBe(first);
    expect(third).toBe(first);

    clock.advance(1);
    await featured();
    expect(asked).toHaveLength(2);

    clock.set('2026-12-01T00:00:00Z');
    await featured();
    expect(asked.slice(2)).toEqual([
      [202612, 3],
      [202611, 3],
    ]);
  });

  it('given January (spec 7.3: the current and the previous month), when too few this month, then December of the year before is asked, for what is missing', async () => {
    const { readMonth, asked } = monthsHolding({ 202701: [aFeaturedComic({ title: 'Saga' })], 202612: [aFeaturedComic({ title: 'Hulk' }), aFeaturedComic({ title: 'X-Men' })] });

    const comics = await homeFeatured({ readMonth, clock: new ManualClock(new Date('2027-01-03T08:00:00Z')), maxAgeMs: MAX_AGE })();

    expect(comics?.map((c) => c.title)).toEqual(['Saga', 'Hulk', 'X-Men']);
    expect(asked).toEqual([
      [202701, 3],
      [202612, 2],
    ]);
  });

  it('given none this month or last, then the list is empty (the page shows no section and asks nothing)', async () => {
    const { readMonth } = monthsHolding({});

    expect(await homeFeatured({ readMonth, clock: new ManualClock(NOVEMBER), maxAgeMs: MAX_AGE })()).toEqual([]);
  });

  it('given a read that fails, then the page goes without (null, reported) and the next visit reads again', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const comic = aFeaturedComic();
    const featured = homeFeatured({
      readMonth: async () => {
        if (fail) throw new Error('connection refused');
        return [comic];
      },
      clock: new ManualClock(NOVEMBER),
      maxAgeMs: MAX_AGE,
      onError: (error) => errors.push(error),
    });

    expect(await featured()).toBeNull();
    expect(errors).toHaveLength(1);
    fail = false;
    expect(await featured()).toEqual([comic, comic]);
  });

  it('given an answer that breaks the contract (a field missing, a script in a wrong type), then nothing of it reaches the page', async () => {
    const errors: unknown[] = [];
    const { certifiedAt: _dropped, ...withoutDate } = aFeaturedComic();
    for (const answer of [[withoutDate], [{ ...aFeaturedComic(), grade: '<script>alert(1)</script>' }], { comics: [] }]) {
      const featured = homeFeatured({ readMonth: async () => answer, clock: new ManualClock(NOVEMBER), maxAgeMs: MAX_AGE, onError: (e) => errors.push(e) });
      expect(await featured()).toBeNull();
    }
    expect(errors).toHaveLength(3);
  });

  it('given fields the contract does not name, then they are dropped before the page', async () => {
    const comic = aFeaturedComic();
    const featured = homeFeatured({ readMonth: async () => [{ ...comic, ownerEmail: 'member@example.com' }], clock: new ManualClock(NOVEMBER), maxAgeMs: MAX_AGE });

    expect((await featured())?.[0]).toEqual(comic);
  });

  it('given a read model slower than the timeout, then the page goes without them rather than wait', async () => {
    const errors: unknown[] = [];
    const featured = homeFeatured({ readMonth: () => new Promise(() => {}), clock: new ManualClock(NOVEMBER), maxAgeMs: MAX_AGE, timeoutMs: 20, onError: (e) => errors.push(e) });

    expect(await featured()).toBeNull();
    expect(String(errors[0])).toMatch(/more than 20 ms/);
  });
});

describe('the web front reading them from the query service', () => {
  it('given the query service, when a month is read, then its public featured API is asked and a failure status is an error', async () => {
    const urls: string[] = [];
    const comic = aFeaturedComic();
    let status = 200;
    const fetchStub = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify([comic]), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const readMonth = featuredOverHttp('http://127.0.0.1:8082/', fetchStub);

    expect(await readMonth(202611, 3)).toEqual([comic]);
    expect(urls).toEqual(['http://127.0.0.1:8082/api/comics/featured/202611/3']);
    status = 503;
    await expect(readMonth(202611, 3)).rejects.toThrow(/503/);
  });
});
