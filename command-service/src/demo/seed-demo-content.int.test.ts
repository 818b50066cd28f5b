import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITTEN_AT_HEADER, contentStreamId, utcDayOf, writtenAtToken } from '@certus/contracts';
import { ManualClock } from '@certus/infra';
import { startTestPlatform } from '../../../tests/support/test-platform.ts';
import { DEMO_CONTENT, seedDemoContent } from './seed-demo-content.ts';

const START = new Date('2027-03-10T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('demo data: the public site\'s content, published through the editors\' commands (real PostgreSQL)', () => {
  const clock = new ManualClock(START);
  let platform: Awaited<ReturnType<typeof startTestPlatform>>;
  /** A read after everything stored so far is projected. */
  const read = async (url: string) => platform.api(url, { headers: { [WRITTEN_AT_HEADER]: writtenAtToken(await platform.store.headCheckpoint()) } });

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
  }, 60_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a fresh start, when seeded twice, then every demo record is published once and the public calls show upcoming events and three home banners', async () => {
    await seedDemoContent(platform.deps);
    await seedDemoContent(platform.deps);
    for (const { kind, items } of DEMO_CONTENT) {
      for (const item of items) expect((await platform.store.readStream(contentStreamId(kind, item.name))).map((e) => e.type)).toEqual(['ContentPublished']);
    }
    const conventions = await read('/api/conventions/-5');
    expect(conventions.body.map((c: { title: string; city: string }) => `${c.title}, ${c.city}`)).toEqual([
      'C2E2: Chicago Comic & Entertainment Expo, Chicago',
      'Fan Expo Dallas, Dallas',
      'San Diego Comic-Con, San Diego',
      'Fan Expo Canada, Toronto',
      'New York Comic Con, New York',
    ]);
    expect(conventions.body[0].startsOn > utcDayOf(START)).toBe(true);
    const home = await read('/api/content/home');
    expect(home.body.nextEvent).toMatchObject({ kind: 'onsite', name: 'plano-open-house' });
    expect(home.body.banners).toHaveLength(3);
    const served = await fetch(`${platform.baseUrl}${home.body.banners[0].image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await read('/api/news/newsletters/spring-newsletter')).status).toBe(200);
  });

  it('given the demo events are over by a later start, when seeded again, then each is moved forward once (a revise) and upcoming again', async () => {
    clock.set(new Date(START.getTime() + 200 * DAY_MS));
    await seedDemoContent(platform.deps);
    await seedDemoContent(platform.deps);
    expect((await platform.store.readStream(contentStreamId('convention', 'c2e2'))).map((e) => e.type)).toEqual(['ContentPublished', 'ContentRevised']);
    expect((await platform.store.readStream(contentStreamId('banner', 'spring-pressing-special'))).map((e) => e.type)).toEqual(['ContentPublished']);
    const conventions = await read('/api/conventions/0');
    expect(conventions.body).toHaveLength(5);
    expect(conventions.body.every((c: { startsOn: string }) => c.startsOn > utcDayOf(clock.now()))).toBe(true);
  });
});
