import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComicCertified } from '@certus/contracts';
import { ManualClock } from '@certus/infra';
import { startTestPlatform } from '../../../tests/support/test-platform.ts';
import { CENSUS_ARCHIVE_MEMBER_ID } from './census-generator.ts';
import { DEMO_CENSUS_SIZE, seedDemoCensus } from './seed-demo-census.ts';

describe('demo data: the demo census (real PostgreSQL)', () => {
  const clock = new ManualClock(new Date('2026-11-22T08:00:00.000Z'));
  let platform: Awaited<ReturnType<typeof startTestPlatform>>;
  beforeAll(async () => {
    platform = await startTestPlatform({ projections: false, clock });
  }, 60_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a fresh store, when the demo census is seeded twice, then each copy is one ComicCertified in a stream of its own, stored once', async () => {
    await seedDemoCensus(platform.deps);
    await seedDemoCensus(platform.deps);
    const { rows } = await platform.pool.query<{ stream_id: string; stream_version: number; data: unknown; command_id: string }>(
      "SELECT stream_id, stream_version, data, command_id FROM events WHERE type = 'ComicCertified' ORDER BY global_position",
    );
    expect(rows).toHaveLength(DEMO_CENSUS_SIZE);
    expect(new Set(rows.map((r) => r.stream_id)).size).toBe(DEMO_CENSUS_SIZE);
    for (const row of rows) {
      const { data } = ComicCertified.parse({ type: 'ComicCertified', data: row.data });
      expect(row.stream_id).toBe(`Certificate-${data.certificationId}`);
      expect(row.stream_version).toBe(1);
      expect(data).toMatchObject({ source: 'import', memberId: CENSUS_ARCHIVE_MEMBER_ID });
      expect(Date.parse(data.certifiedAt)).toBeLessThanOrEqual(clock.now().getTime());
    }
  });

  it('given the census seeded in an earlier year, when a start in a later year seeds it again, then nothing new is stored', async () => {
    clock.set('2027-02-01T08:00:00.000Z');
    await seedDemoCensus(platform.deps);
    const { rows } = await platform.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'ComicCertified'");
    expect(rows[0]!.n).toBe(DEMO_CENSUS_SIZE);
  });
});
