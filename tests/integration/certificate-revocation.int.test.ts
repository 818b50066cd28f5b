import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CertificateRegistryRecord,
  CertificateView,
  PopulationSearchResponse,
  REVOCATION_REASON_TEXT,
  populationMessages,
  registryPaths,
  revocationMessages,
  revocationPaths,
  type ComicCertifiedData,
} from '@certus/contracts';
import { aCertificate, appendCertificates } from '../../query-service/src/population/testing/certificates.ts';
import { aWorker } from '../../command-service/src/orders/testing/order-journeys.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { aSignedInMember, type SignedInMember } from '../support/member-setup.ts';
import { eventually } from '../support/eventually.ts';

/**
 * Revoking a certificate (issue [5/7]): a worker revokes it over HTTP; the certificate's page, the owner's record,
 * today's census, the census of the days before and the registry each say what happened, through the real store
 * and projections.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('certificate revocation (real PostgreSQL, event store and projections)', () => {
  let platform: Platform;
  let owner: SignedInMember;
  let workerToken: string;
  let slab: ComicCertifiedData;
  let other: ComicCertifiedData;

  const lookUp = (id: string, token?: string) => platform.api(`/api/comics/${id}`, token ? { token } : {});
  const revoke = (id: string, json: unknown, token = workerToken) => platform.api(revocationPaths.revokeOf(id), { json, token });
  const searchHulk = async (asOf?: string) =>
    PopulationSearchResponse.parse((await platform.api('/api/popreport/search', { json: { RequestTitle: 'Incredible Hulk', SearchPattern: 'exact', ...(asOf ? { AsOf: asOf } : {}) }, token: owner.token })).body);

  beforeAll(async () => {
    platform = await startTestPlatform();
    owner = await aSignedInMember(platform, { prefix: 'revoked-owner' });
    workerToken = (await aWorker(platform)).token;
    slab = aCertificate({ memberId: owner.memberId, title: 'Incredible Hulk', issue: '181', year: 1974, grade: 8, category: 'Certified', certifiedAt: '2025-03-04T10:00:00.000Z' }, '26-REVOKE1');
    other = aCertificate({ title: 'Incredible Hulk', issue: '182', year: 1974, grade: 9.2, certifiedAt: '2025-03-05T10:00:00.000Z' }, '26-REVOKE2');
    await appendCertificates(platform.store, [slab, other]);
    await eventually(() => lookUp(slab.certificationId, owner.token), (r) => r.status === 200 && r.body.owner !== null);
    await eventually(() => lookUp(other.certificationId), (r) => r.status === 200);
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a member who is not staff, when they revoke a certificate, then it is forbidden and nothing changes', async () => {
    const answer = await revoke(slab.certificationId, { reason: 'holder-tampered', note: 'I think it is fake.' }, owner.token);
    expect(answer.status).toBe(403);
    expect((await lookUp(slab.certificationId)).body.certificate.revocation).toBeNull();
  });

  it('given a revocation without a reason or a note, then 400 names each field with its message', async () => {
    const answer = await revoke(slab.certificationId, { reason: 'because', note: '   ' });
    expect(answer.status).toBe(400);
    expect(answer.body.modelState).toEqual({ 'model.reason': [revocationMessages.reasonRequired], 'model.note': [revocationMessages.noteRequired] });
  });

  it('given no certificate under the number, when it is revoked, then 404', async () => {
    const answer = await revoke('26-NOSUCH1-001', { reason: 'issued-in-error', note: 'Typed in error.' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(populationMessages.certificateNotFound);
  });

  describe('when a worker revokes a certificate', () => {
    beforeAll(async () => {
      const answer = await revoke(slab.certificationId.toLowerCase(), { reason: 'holder-tampered', note: 'Seal cut at the top edge; inner well scratched.' });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(revocationMessages.revoked);
    });

    it('then its certificate says it was revoked, when and why (and never the staff note), to anyone and to its owner', async () => {
      const answer = await eventually(() => lookUp(slab.certificationId), (r) => r.body?.certificate?.revocation !== null);
      const certificate = CertificateView.parse(answer.body.certificate);
      expect(certificate.revocation).toEqual({ revokedOn: today(), reason: 'holder-tampered', reasonText: REVOCATION_REASON_TEXT['holder-tampered'] });
      expect(JSON.stringify(answer.body)).not.toContain('Seal cut');
      const mine = await eventually(() => lookUp(slab.certificationId, owner.token), (r) => r.body?.owner?.revocation != null);
      expect(mine.body.owner.revocation).toEqual(certificate.revocation);
    });

    it('then today’s census counts the copy no more, and the census as of yesterday still does', async () => {
      const now = await eventually(() => searchHulk(), (r) => r.totalCopies === 1);
      expect(now.books.map((b) => b.issue)).toEqual(['182']);
      const before = await searchHulk(yesterday());
      expect(before.totalCopies).toBe(2);
      expect(before.books.map((b) => b.issue)).toEqual(['181', '182']);
    });

    it('then the registry logs the revocation after the certificate, with its reason, nothing about the owner', async () => {
      const record = await eventually(
        async () => (await platform.api(registryPaths.certificate(slab.certificationId))).body,
        (body) => body?.entries?.length === 2,
      );
      const { entries } = CertificateRegistryRecord.parse(record);
      expect(entries.map((e) => e.entry.kind)).toEqual(['certified', 'revoked']);
      expect(entries[1]!.entry).toMatchObject({ certificationId: slab.certificationId, grade: 8, revocation: { reason: 'holder-tampered' } });
      expect(JSON.stringify(record)).not.toContain(owner.memberId);
    });

    it('then its book can no longer be reholdered under it', async () => {
      await eventually(() => platform.api(`/api/comics/${slab.certificationId}/Comic`), (r) => r.status === 404);
      expect((await platform.api(`/api/comics/${other.certificationId}/Comic`)).status).toBe(200);
    });

    it('then revoking it again is refused with the day of the first revocation', async () => {
      const answer = await revoke(slab.certificationId, { reason: 'issued-in-error', note: 'Again.' });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(revocationMessages.alreadyRevoked(today()));
    });
  });
});
