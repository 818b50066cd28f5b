import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REVOCATION_REASON_TEXT, certificateRevocation, type CertificateRegistryRecord, type CertificateRevocation, type RegistryKeys } from '@certus/contracts';
import { MerkleTree } from '@certus/contracts/registry/merkle';
import { entryLeafHash, inclusionProofOf, registryPublicKey, type RegistryEntry } from '@certus/contracts/registry/registry-log';
import { TEST_KEY_ID, TEST_REGISTRY_KEY, aRegistryLog, aRevokingRegistry, headsOf } from '@certus/contracts/registry/testing/registry-builders';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aPublicLookup } from '../testing/certificate-builders.ts';
import { lookupEndpoint } from '../testing/certificate-endpoints.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// A registry of five, its head signed over the first four: entry 2 is proved, entry 4 waits for the next head.
const LOG = aRegistryLog(5);
const [HEAD] = headsOf(LOG, [4]);
const TREE = new MerkleTree(LOG.map(entryLeafHash));
const KEYS: RegistryKeys = { keys: [{ keyId: TEST_KEY_ID, publicKey: registryPublicKey(TEST_REGISTRY_KEY) }] };

/** The certificate page of entry `seq`'s certificate, as the label shows it (what the registry logged, unless changed). */
function aCertificatePageOf(seq: number, shown: { grade?: number; revocation?: CertificateRevocation } = {}, log: readonly RegistryEntry[] = LOG) {
  const { certificationId, book, grade, category } = log[seq]!;
  lookupEndpoint([
    aPublicLookup({ certificationId, title: book.title, issue: book.issue, year: book.year, publisher: book.publisher, grade: shown.grade ?? grade, category, revocation: shown.revocation ?? null }),
  ]);
  return certificationId;
}

function registryAnswers(record: CertificateRegistryRecord) {
  server.use(
    http.get(apiUrl('/api/registry/keys'), () => HttpResponse.json(KEYS)),
    http.get(apiUrl('/api/registry/certificates/:id'), () => HttpResponse.json(record)),
  );
}
const recordOf = (seq: number): CertificateRegistryRecord => ({
  certificationId: LOG[seq]!.certificationId,
  head: HEAD!,
  entries: [{ entry: LOG[seq]!, proof: seq < 4 ? inclusionProofOf(TREE, seq, 4) : null }],
});
const verdict = async () => within(await screen.findByTestId('certificate-registry')).findByTestId('registry-verdict');

describe('the certificate page: its place in the registry, checked in the browser', () => {
  it('given a certificate whose entry is proved in the signed head, then "Verified in the Certus registry", with its place and the day of the tree', async () => {
    registryAnswers(recordOf(2));
    renderRoutes({ path: `/certificate/${aCertificatePageOf(2)}`, routes });

    const shown = await verdict();
    expect(shown.getAttribute('data-verdict')).toBe('verified');
    expect(shown.textContent).toContain('Verified in the Certus registry');
    expect(shown.textContent).toContain('Entry 3 of the 4 in the tree the registry signed on November 1, 2026.');
    expect(screen.getByRole('link', { name: 'See the proof (JSON)' }).getAttribute('href')).toBe(`/api/registry/certificates/${LOG[2]!.certificationId}`);
  });

  it('given an entry logged after the latest head, then it says it will be in the next signed tree', async () => {
    registryAnswers(recordOf(4));
    renderRoutes({ path: `/certificate/${aCertificatePageOf(4)}`, routes });

    expect((await verdict()).textContent).toBe('Logged in the registry on November 5, 2026. It will be in the next signed tree, within the hour.');
  });

  it('given a proof that does not check (the entry changed on its way), then the page says not to rely on it', async () => {
    const record = recordOf(1);
    record.entries[0]!.entry = { ...record.entries[0]!.entry, grade: 10 };
    registryAnswers(record);
    renderRoutes({ path: `/certificate/${aCertificatePageOf(1, { grade: 10 })}`, routes });

    expect((await verdict()).getAttribute('data-verdict')).toBe('failed');
  });

  it('given a page whose grade is not the one the registry logged, then it says what the registry records', async () => {
    registryAnswers(recordOf(1));
    renderRoutes({ path: `/certificate/${aCertificatePageOf(1, { grade: 9.9 })}`, routes });

    expect((await verdict()).textContent).toContain('The registry records another grade for this certificate: 9.6.');
  });

  it('given a certificate the registry does not have, then it says so', async () => {
    renderRoutes({ path: `/certificate/${aCertificatePageOf(3)}`, routes });

    expect((await within(await screen.findByTestId('certificate-registry')).findByText('This certificate is not in the registry yet.')).tagName).toBe('P');
  });
});

const { log: REVOKING_LOG, head: REVOKING_HEAD, recordOf: revokingRecordOf } = aRevokingRegistry();
const revokedOnPage = certificateRevocation('2026-11-20', 'undisclosed-restoration');

describe('the certificate page of a revoked certificate: its revocation in the registry, checked in the browser', () => {
  it('given a revocation proved in the signed head, then the registry confirms it, with the day and the reason it logged', async () => {
    registryAnswers(revokingRecordOf(1, 5));
    renderRoutes({ path: `/certificate/${aCertificatePageOf(1, { revocation: revokedOnPage }, REVOKING_LOG)}`, routes });

    const shown = await verdict();
    expect(shown.getAttribute('data-verdict')).toBe('revoked');
    expect(shown.textContent).toContain('The registry confirms this certificate was revoked on November 20, 2026');
    expect(shown.textContent).toContain(`Reason: ${REVOCATION_REASON_TEXT['undisclosed-restoration']}`);
    expect(shown.textContent).toContain('Entry 6 of the 6 in the tree the registry signed on November 1, 2026.');
  });

  it('given a revocation logged after the latest head, then it says the revocation is logged and will be in the next signed tree', async () => {
    registryAnswers(revokingRecordOf(3, 6));
    renderRoutes({ path: `/certificate/${aCertificatePageOf(3, { revocation: certificateRevocation('2026-11-21', 'undisclosed-restoration') }, REVOKING_LOG)}`, routes });

    const shown = await verdict();
    expect([shown.getAttribute('data-verdict'), shown.textContent]).toEqual([
      'pending',
      'The revocation of this certificate was logged in the registry on November 21, 2026. It will be in the next signed tree, within the hour.',
    ]);
  });

  it('given a revocation in the registry that the page does not show, then it warns not to rely on the grade', async () => {
    registryAnswers(revokingRecordOf(1, 5));
    renderRoutes({ path: `/certificate/${aCertificatePageOf(1, {}, REVOKING_LOG)}`, routes });

    const shown = await verdict();
    expect([shown.getAttribute('data-verdict'), shown.textContent]).toEqual([
      'differs',
      'The registry records this certificate as revoked on November 20, 2026, which this page does not show. Do not rely on its grade, and contact us.',
    ]);
  });

  it('given a page that says revoked and a registry whose latest signed entry is the certification, then it says to treat it as revoked', async () => {
    registryAnswers(revokingRecordOf(2));
    renderRoutes({ path: `/certificate/${aCertificatePageOf(2, { revocation: revokedOnPage }, REVOKING_LOG)}`, routes });

    const shown = await verdict();
    expect(shown.getAttribute('data-verdict')).toBe('differs');
    expect(shown.textContent).toContain('Treat the certificate as revoked');
  });
});
