import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PopulationSearchResponse, certificateStreamId, populationSearchBody, type ComicCertifiedData } from '@certus/contracts';
import { ANY_VERSION } from '@certus/infra';
import { populationProjection, readCheckpoint, rebuildProjection } from '@certus/projections';
import { aCertificate, appendCertificates } from '../../query-service/src/population/testing/certificates.ts';
import { searchedRowsVersion } from '../../query-service/src/population/population-search.ts';
import { readCensusGeneration } from '../../query-service/src/population/census-answer-cache.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { untilPassed, writtenHead } from '../support/written-head.ts';
import { aSignedInMember, type SignedInMember } from '../support/member-setup.ts';

/**
 * The census search's answer cache (issue [6/7]) through the real platform: answers are kept between searches of the
 * same census, and the first search after a certification reaches the census already sees it. And what its check
 * rests on: every kind of change to a title's books rewrites the title's row, and no other title's.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

describe('census search answers kept between searches (real PostgreSQL, event store and projections)', () => {
  let platform: Platform;
  let member: SignedInMember;

  const search = async (body: Record<string, unknown>) => {
    const answer = await platform.api('/api/popreport/search', { json: body, token: member.token });
    expect(answer.status).toBe(200);
    return PopulationSearchResponse.parse(answer.body);
  };
  /** Certifies the copies and waits until the census has them (its projection's checkpoint at the log's head). */
  const certify = async (...certificates: ReturnType<typeof aCertificate>[]) => {
    await appendCertificates(platform.store, certificates);
    await censusCaughtUp();
  };
  /** Until the census has projected everything written so far (the log's written head, not the visible one). */
  const censusCaughtUp = async () => {
    await untilPassed(() => readCheckpoint(platform.pool, 'population'), await writtenHead(platform.pool), 'the census');
  };
  /** A certificate issued again (a regrade, a corrected title) or revoked, on its own stream, and the census caught up. */
  const certifyAgain = async (certificate: ComicCertifiedData) => {
    await platform.store.append(certificateStreamId(certificate.certificationId), ANY_VERSION, [{ type: 'ComicCertified', data: certificate, metadata }]);
    await censusCaughtUp();
  };
  const revoke = async (certificationId: string) => {
    const data = { certificationId, reason: 'issued-in-error', note: 'Test.', revokedBy: 'worker-test', revokedAt: new Date().toISOString() };
    await platform.store.append(certificateStreamId(certificationId), ANY_VERSION, [{ type: 'CertificateRevoked', data, metadata }]);
    await censusCaughtUp();
  };
  const metadata = { correlationId: 'census-cache-test', causationId: 'census-cache-test', actor: { userId: null, role: 'system' as const } };
  /** The rows a search of the title (exactly) reads, today and as of a day, as their version text. */
  const rowsOf = async (title: string) => {
    const search = populationSearchBody(new Date().getUTCFullYear()).parse({ RequestTitle: title, SearchPattern: 'exact' });
    return [await searchedRowsVersion(platform.pool, search, null), await searchedRowsVersion(platform.pool, search, '2025-01-01')];
  };

  beforeAll(async () => {
    platform = await startTestPlatform();
    member = await aSignedInMember(platform, { prefix: 'census-cache' });
    await certify(aCertificate({ title: 'Tomb of Dracula', issue: '10', year: 1973, grade: 9.2 }, '26-CACHEAA'));
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a search answered once, when it is asked again with the title typed another way, then the answer is the same', async () => {
    const first = await search({ RequestTitle: 'Tomb of Dracula', SearchPattern: 'exact' });
    expect(first.totalCopies).toBe(1);
    expect(await search({ RequestTitle: 'tomb of dracula', SearchPattern: 'exact' })).toEqual(first);
  });

  it('given a kept answer, when another copy is certified, then the first search after the census has it counts it', async () => {
    await search({ RequestTitle: 'Tomb of Dracula', SearchPattern: 'exact' });
    await certify(aCertificate({ title: 'Tomb of Dracula', issue: '10', year: 1973, grade: 9.8 }, '26-CACHEAB'));
    const after = await search({ RequestTitle: 'Tomb of Dracula', SearchPattern: 'exact' });
    expect(after.totalCopies).toBe(2);
    expect(after.books[0]!.copies).toBe(2);
  });

  it('given a kept answer, when another title is certified that the search also matches, then the search finds both titles', async () => {
    expect((await search({ RequestTitle: 'dracula', SearchPattern: 'any' })).titles.map((t) => t.title)).toEqual(['Tomb of Dracula']);
    await certify(aCertificate({ title: 'Dracula Lives', issue: '1', year: 1973, grade: 8 }, '26-CACHEAC'));
    expect((await search({ RequestTitle: 'dracula', SearchPattern: 'any' })).titles.map((t) => t.title)).toEqual(['Dracula Lives', 'Tomb of Dracula']);
  });

  it('given searches of other filters, then each gets its own answer, not another\'s kept one', async () => {
    const all = await search({ RequestTitle: 'Tomb of Dracula', SearchPattern: 'exact' });
    const graded4 = await search({ RequestTitle: 'Tomb of Dracula', SearchPattern: 'exact', Grade: 4 }); // no copy is
    expect([all.total, graded4.total]).toEqual([1, 0]);
  });

  describe('which rows a search reads, through each kind of change to the census', () => {
    const moved = aCertificate({ title: 'Werewolf by Night', issue: '32', year: 1975, grade: 6 }, '26-CACHEBA');
    const manThing = aCertificate({ title: 'Man-Thing', issue: '1', year: 1974, grade: 9 }, '26-CACHEBC');
    let before: Record<string, string[]>;
    const titles = ['Werewolf by Night', 'Ghost Rider', 'Man-Thing'];
    const versions = async () => Object.fromEntries(await Promise.all(titles.map(async (t) => [t, await rowsOf(t)] as const)));
    const changedSince = async () => {
      const now = await versions();
      const changed = titles.filter((t) => now[t]!.join() !== before[t]!.join());
      before = now;
      return changed;
    };

    beforeAll(async () => {
      await certify(moved, aCertificate({ title: 'Ghost Rider', issue: '1', year: 1973, grade: 8 }, '26-CACHEBB'), manThing);
      before = await versions();
    });

    it('given a copy graded again in its own book, then its title\'s rows change and no other\'s', async () => {
      await certifyAgain({ ...moved, grade: 7 });
      expect(await changedSince()).toEqual(['Werewolf by Night']);
    });

    it('given a copy certified again under another title, then both titles\' rows change', async () => {
      await certifyAgain({ ...moved, title: 'Ghost Rider', issue: '2' });
      expect(await changedSince()).toEqual(['Werewolf by Night', 'Ghost Rider']); // the first title emptied: gone today
      expect((await rowsOf('Werewolf by Night'))[0]).toBe('');
    });

    it('given a copy revoked, then its title\'s rows change', async () => {
      await revoke(manThing.certificationId);
      expect(await changedSince()).toEqual(['Man-Thing']);
    });

    it('given the census rebuilt from the log, then its generation counts the same events but is written again, and so is every title\'s row', async () => {
      const generation = await readCensusGeneration(platform.pool);
      await rebuildProjection(platform.pool, platform.store, populationProjection);
      const rebuilt = await readCensusGeneration(platform.pool);
      expect(rebuilt!.censusEvents).toBe(generation!.censusEvents);
      expect(rebuilt!.writtenBy).not.toBe(generation!.writtenBy);
      expect(await changedSince()).toEqual(titles);
    });

    it('given events that leave the census alone, then no title\'s rows change', async () => {
      const recorded = await platform.api('/api/popreport/userrequest', { json: { RequestTitle: 'Ghost Rider', SearchPattern: 'exact' }, token: member.token });
      expect(recorded.status).toBeLessThan(300);
      await censusCaughtUp();
      expect(await changedSince()).toEqual([]);
    });
  });
});
