import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PopulationSearchResponse, compareCheckpoints } from '@certus/contracts';
import { readCheckpoint } from '@certus/projections';
import { aCertificate, appendCertificates } from '../../query-service/src/population/testing/certificates.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { aSignedInMember, type SignedInMember } from '../support/member-setup.ts';

/**
 * The census search's answer cache (issue [6/7]) through the real platform: answers are kept between searches of the
 * same census, and the first search after a certification reaches the census already sees it.
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
    const head = await platform.store.headCheckpoint();
    const deadline = Date.now() + 30_000; // a bound on a busy machine, not a timing assertion
    while (compareCheckpoints(await readCheckpoint(platform.pool, 'population'), head) < 0) {
      if (Date.now() > deadline) throw new Error('the census did not catch up');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
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
});
