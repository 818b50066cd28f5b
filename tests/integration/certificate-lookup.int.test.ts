import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CertificateView, GRADING_NOTES_PAGE_SIZE, orderMessages, populationMessages, type ComicCertifiedData } from '@certus/contracts';
import { aCertificate, appendCertificates } from '../../query-service/src/population/testing/certificates.ts';
import { aWorker } from '../../command-service/src/orders/testing/order-journeys.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { aSignedInMember, type SignedInMember } from '../support/member-setup.ts';

/**
 * The public reads of certified comics (issue [6/6]; spec 2.1 /certificate/{id}, /featured, /grading-notes, 7.3):
 * anyone may check a certificate, see the featured comics and read the grading notes; the member's own record
 * (order, tier) is added only for its owner or a worker. Certificates are appended as ComicCertified through the
 * real event store and projected by the real projections (population and member_comics).
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ORDER = '26-LOOKUP1';
/** What a certificate must never tell a buyer: who submitted it, its order, what it cost or was declared at. */
const PRIVATE_FIELDS = ['memberId', 'userId', 'orderId', 'tierCode', 'insuredCents', 'totalCents', 'priceCents', 'declaredValue'];

function privateFieldsIn(node: unknown, at = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => privateFieldsIn(item, `${at}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => [...(PRIVATE_FIELDS.includes(key) ? [`${at}.${key}`] : []), ...privateFieldsIn(value, `${at}.${key}`)]);
}

describe('certificate lookup, featured comics and grading notes (real PostgreSQL, event store and projections)', () => {
  let platform: Platform;
  let owner: SignedInMember;
  let stranger: SignedInMember;
  let workerToken: string;
  let slab: ComicCertifiedData;

  async function eventually(path: string, ready: (status: number, body: any) => boolean, token?: string) {
    let last: unknown;
    const deadline = Date.now() + 30_000; // a bound on a busy machine, not a timing assertion
    while (Date.now() < deadline) {
      const response = await platform.api(path, token ? { token } : {});
      last = [response.status, response.body];
      if (ready(response.status, response.body)) return response;
      await sleep(25);
    }
    throw new Error(`${path} never ready: ${JSON.stringify(last)}`);
  }

  beforeAll(async () => {
    platform = await startTestPlatform();
    owner = await aSignedInMember(platform, { prefix: 'slab-owner' });
    stranger = await aSignedInMember(platform, { prefix: 'slab-stranger' });
    workerToken = (await aWorker(platform)).token;
    slab = aCertificate(
      {
        memberId: owner.memberId,
        title: 'Incredible Hulk',
        issue: '181',
        year: 1974,
        month: 11,
        variant: 'Newsstand Edition',
        keyComments: '1st full appearance of Wolverine',
        artStoryCover: 'Story: Len Wein; Art & Cover: Herb Trimpe',
        grade: 8,
        category: 'Verified',
        pedigree: 'Mile High',
        personalCollection: 'The Ann Reader Collection',
        tierCode: 'HV',
        tierLabel: 'High Value',
        signatures: [
          { type: 'VSP', name: 'Herb Trimpe' },
          { type: 'VSPP', name: 'Len Wein' },
          { type: 'ASP', name: 'Stan Lee' },
        ],
        graderNotes: 'Sharp corners.\r\nMinor spine tick ~ barely visible.',
        hasCover: true,
        certifiedAt: '2025-03-04T10:00:00.000Z',
      },
      ORDER,
    );
    // A second copy of the same book, higher, so the census places the slab.
    const higher = aCertificate({ memberId: stranger.memberId, title: 'Incredible Hulk', issue: '#181', year: 1974, month: 11, variant: 'Newsstand Edition', grade: 9.2, category: 'Verified', certifiedAt: '2025-03-05T10:00:00.000Z' }, '26-LOOKUP2');
    await appendCertificates(platform.store, [slab, higher]);
    // Both read models projected: the census (population) and the owner's record (member_comics).
    await eventually(`/api/comics/${higher.certificationId}`, (status) => status === 200);
    await eventually(`/api/comics/${slab.certificationId}`, (status, body) => status === 200 && body.owner !== null, owner.token);
  });
  afterAll(async () => {
    await platform?.stop();
  });

  describe('GET /api/comics/{id}', () => {
    it('given anyone without a token, when looking a slab up, then its certificate and census, no owner, nothing private', async () => {
      const answer = await platform.api(`/api/comics/${slab.certificationId}`);
      expect(answer.status).toBe(200);
      expect(answer.body.owner).toBeNull();
      const certificate = CertificateView.parse(answer.body.certificate);
      expect(certificate).toEqual({
        certificationId: slab.certificationId,
        bookId: expect.stringMatching(/^[0-9a-f]{16}$/),
        collectibleType: 'Comic',
        title: 'Incredible Hulk',
        issue: '181',
        year: 1974,
        displayYear: '1974',
        month: 11,
        publisher: 'Marvel',
        variant: 'Newsstand Edition',
        keyComments: '1st full appearance of Wolverine',
        artStoryCover: 'Story: Len Wein; Art & Cover: Herb Trimpe',
        grade: 8,
        category: 'Verified',
        tierLabel: 'High Value',
        collection: 'Mile High',
        personalCollection: 'The Ann Reader Collection',
        signees: ['Herb Trimpe', 'Len Wein', 'Stan Lee'],
        signatures: slab.signatures,
        graderNotes: 'Sharp corners.\r\nMinor spine tick ~ barely visible.',
        comics_details: { ASP_Signers: 'Stan Lee', VSP_Signers: 'Herb Trimpe~Len Wein', Grader_Notes: 'Sharp corners.~Minor spine tick   barely visible.' },
        hasCover: true,
        coverUrl: `/storage/comic/${slab.certificationId}/cover-m.jpg`,
        certifiedAt: '2025-03-04T10:00:00.000Z',
        census: { copies: 2, atGrade: 1, higher: 1, gradedOrdinal: 1 },
        revocation: null,
      });
      expect(Object.keys(answer.body.certificate).sort()).toEqual(Object.keys(CertificateView.shape).sort());
      expect(privateFieldsIn(answer.body)).toEqual([]);
      expect(JSON.stringify(answer.body)).not.toContain(owner.memberId);
      expect(answer.headers.get('cache-control')).toMatch(/public/);
    });

    it('given another member, when looking the slab up, then the same certificate and no owner record', async () => {
      const answer = await platform.api(`/api/comics/${slab.certificationId}`, { token: stranger.token });
      expect(answer.status).toBe(200);
      expect(answer.body.owner).toBeNull();
      expect(privateFieldsIn(answer.body)).toEqual([]);
      expect(answer.headers.get('cache-control')).toMatch(/private/);
    });

    it('given its owner or a worker, when looking the slab up, then the owner record (order, tier, comics_details) is added', async () => {
      for (const token of [owner.token, workerToken]) {
        const answer = await platform.api(`/api/comics/${slab.certificationId.toLowerCase()}`, { token });
        expect(answer.status).toBe(200);
        expect(answer.body.certificate.certificationId).toBe(slab.certificationId);
        expect(answer.body.owner).toMatchObject({
          id: slab.certificationId,
          orderId: ORDER,
          tierCode: 'HV',
          grade: 8,
          comics_details: { ASP_Signers: 'Stan Lee', VSP_Signers: 'Herb Trimpe~Len Wein' },
        });
      }
    });

    it('given an unknown or malformed id, when looking it up, then 404 "comic not found", with or without a token', async () => {
      for (const id of ['26-NOSUCH1-001', 'not-a-comic']) {
        for (const token of [undefined, owner.token]) {
          const answer = await platform.api(`/api/comics/${id}`, token ? { token } : {});
          expect([id, answer.status, answer.body.message]).toEqual([id, 404, orderMessages.comicNotFound]);
        }
      }
    });
  });

  describe('GET /api/comics/search/{text}', () => {
    it('given a typed comic id, when searching, then the one certificate it names; anything else finds none', async () => {
      const found = await platform.api(`/api/comics/search/${slab.certificationId.toLowerCase()}`);
      expect(found.status).toBe(200);
      expect(found.body.map((c: { certificationId: string }) => c.certificationId)).toEqual([slab.certificationId]);
      expect(privateFieldsIn(found.body)).toEqual([]);
      for (const text of ['26-NOSUCH1-001', 'hulk', ORDER]) expect([text, (await platform.api(`/api/comics/search/${text}`)).body]).toEqual([text, []]);
    });
  });

  describe('GET /api/comics/featured/{yyyymm}/{count}', () => {
    let may: ComicCertifiedData[];
    beforeAll(async () => {
      const inMay = (o: Parameters<typeof aCertificate>[0]) => aCertificate({ title: 'Featured Test', certifiedAt: '2025-05-14T12:00:00.000Z', ...o }, '26-FEATURE');
      may = [
        inMay({ grade: 9.8, year: 1990, hasCover: false }), // best grade, but no photo
        inMay({ grade: 9.4, year: 1980, hasCover: true }),
        inMay({ grade: 9.6, year: 1985, hasCover: true }),
        inMay({ grade: 9.6, year: 1970, hasCover: true }),
        inMay({ grade: 10, year: 1960, hasCover: true, category: 'Raw Grade' }), // not in a holder
        inMay({ grade: 9.9, year: 1999, hasCover: true, certifiedAt: '2025-06-01T00:00:00.000Z' }), // June (UTC)
        inMay({ grade: 9, year: 2001, hasCover: true, certifiedAt: '2025-05-31T23:59:59.000Z' }),
      ];
      await appendCertificates(platform.store, may);
      // Projected in order: once the last is readable, all are.
      await eventually(`/api/comics/${may.at(-1)!.certificationId}`, (status) => status === 200);
    });

    it('given comics certified in May, when featured for 202505, then photographed first, best grade, oldest book; no raw grade', async () => {
      const answer = await platform.api('/api/comics/featured/202505/100');
      expect(answer.status).toBe(200);
      expect(answer.body.map((c: { certificationId: string }) => c.certificationId)).toEqual([may[3], may[2], may[1], may[6], may[0]].map((c) => c!.certificationId));
      expect(answer.body[0]).toEqual({
        certificationId: may[3]!.certificationId,
        collectibleType: 'Comic',
        title: 'Featured Test',
        issue: '1',
        year: 1970,
        displayYear: '1970',
        publisher: 'Marvel',
        variant: '',
        keyComments: '',
        grade: 9.6,
        category: 'Certified',
        signees: [],
        coverUrl: `/storage/comic/${may[3]!.certificationId}/cover-m.jpg`,
        certifiedAt: '2025-05-14T12:00:00.000Z',
      });
      expect(answer.body.at(-1).coverUrl).toBe('');
      expect(privateFieldsIn(answer.body)).toEqual([]);
    });

    it('given a count, when featured, then at most that many; another month has its own; an empty month none', async () => {
      expect((await platform.api('/api/comics/featured/202505/3')).body.map((c: { certificationId: string }) => c.certificationId)).toEqual(
        [may[3], may[2], may[1]].map((c) => c!.certificationId),
      );
      expect((await platform.api('/api/comics/featured/202506/3')).body.map((c: { certificationId: string }) => c.certificationId)).toEqual([may[5]!.certificationId]);
      expect((await platform.api('/api/comics/featured/202504/3')).body).toEqual([]);
    });

    it('given a bad month or count, when featured, then 400', async () => {
      for (const path of ['202513/3', '202500/3', '2025-5/3', 'abcdef/3', '184912/3', '202505/0', '202505/101', '202505/x']) {
        expect([path, (await platform.api(`/api/comics/featured/${path}`)).status]).toEqual([path, 400]);
      }
    });
  });

  describe('GET /api/gradingnotes and /api/gradingnotes/{id}', () => {
    let noted: ComicCertifiedData[];
    beforeAll(async () => {
      // 22 comics with notes, one a day in January; two without (not grading notes entries).
      noted = Array.from({ length: 22 }, (_, i) =>
        aCertificate({ title: 'Notes Test', graderNotes: `Note ${i + 1}.`, certifiedAt: `2025-01-${String(i + 1).padStart(2, '0')}T09:00:00.000Z` }, '26-NOTESTS'),
      );
      const silent = [aCertificate({ title: 'Notes Test', certifiedAt: '2025-01-30T09:00:00.000Z' }, '26-NOTESTS'), aCertificate({ title: 'Notes Test', certifiedAt: '2025-01-31T09:00:00.000Z' }, '26-NOTESTS')];
      await appendCertificates(platform.store, [...noted, ...silent]);
      await eventually(`/api/comics/${silent[1]!.certificationId}`, (status) => status === 200);
    });

    it('given comics with grader notes, when paging the grading notes, then newest first, 20 a page, with the total', async () => {
      // The slab (March) has notes too: it is the newest entry.
      const first = await platform.api('/api/gradingnotes');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, size: GRADING_NOTES_PAGE_SIZE, total: 23 });
      expect(first.body.entries.map((e: { certificationId: string }) => e.certificationId)).toEqual([
        slab.certificationId,
        ...noted.slice(3).reverse().map((c) => c.certificationId),
      ]);
      expect(first.body.entries[1]).toMatchObject({ graderNotes: 'Note 22.', comics_details: { Grader_Notes: 'Note 22.' }, census: { copies: 24, atGrade: 24, higher: 0, gradedOrdinal: 22 } });
      // Note 22 was graded on 22 January: the 22nd copy of its book graded at its grade (the two later ones came after it).
      expect(privateFieldsIn(first.body)).toEqual([]);

      const second = await platform.api('/api/gradingnotes?page=2');
      expect(second.body).toMatchObject({ page: 2, total: 23 });
      expect(second.body.entries.map((e: { certificationId: string }) => e.certificationId)).toEqual(noted.slice(0, 3).reverse().map((c) => c.certificationId));
      expect((await platform.api('/api/gradingnotes?page=3')).body).toMatchObject({ page: 3, total: 23, entries: [] });
    });

    it('given a bad page, when paging, then 400 with the message', async () => {
      for (const page of ['0', 'x', '-1']) {
        expect(await platform.api(`/api/gradingnotes?page=${page}`)).toMatchObject({ status: 400, body: { message: populationMessages.pageInvalid } });
      }
    });

    it('given an entry id, when reading it, then its public certificate; an unknown id is 404', async () => {
      const entry = await platform.api(`/api/gradingnotes/${noted[0]!.certificationId}`);
      expect(entry.status).toBe(200);
      expect(entry.body).toMatchObject({ certificationId: noted[0]!.certificationId, graderNotes: 'Note 1.', title: 'Notes Test' });
      expect(privateFieldsIn(entry.body)).toEqual([]);
      expect(await platform.api('/api/gradingnotes/26-NOSUCH1-001')).toMatchObject({ status: 404, body: { message: populationMessages.certificateNotFound } });
    });
  });
});
