import type { z } from 'zod';
import { ComicCertified, certificateStreamId, type ComicCertifiedData } from '@certus/contracts';
import { NO_STREAM, type EventStore } from '@certus/infra';

/** What a test says about a certificate; everything else defaults (ComicCertified's own defaults too). */
export type CertificateOverrides = Partial<z.input<typeof ComicCertified>['data']>;

let serials = 0;

/**
 * A ComicCertified of a fresh certification id (order `{prefix}`, serial counting up), as the certificates
 * reactor writes it: a Certified 9.4 Amazing Spider-Man #1 of 1963 unless the test says otherwise.
 */
export function aCertificate(overrides: CertificateOverrides = {}, prefix = '26-POPTEST'): ComicCertifiedData {
  const serial = String(++serials).padStart(3, '0');
  return ComicCertified.parse({
    type: 'ComicCertified',
    data: {
      certificationId: `${prefix}-${serial}`,
      orderId: prefix,
      memberId: 'member-census',
      collectibleType: 'Comic',
      category: 'Certified',
      grade: 9.4,
      title: 'Amazing Spider-Man',
      issue: '1',
      year: 1963,
      publisher: 'Marvel',
      variant: '',
      certifiedAt: '2025-03-10T12:00:00.000Z',
      source: 'grading',
      ...overrides,
    },
  }).data;
}

/** Appends each certificate on its own Certificate-{id} stream, as the certificates reactor does. */
export async function appendCertificates(store: EventStore, certificates: readonly ComicCertifiedData[]): Promise<void> {
  for (const data of certificates) {
    await store.append(certificateStreamId(data.certificationId), NO_STREAM, [
      { type: 'ComicCertified', data, metadata: { correlationId: 'population-test', causationId: 'population-test', actor: { userId: null, role: 'system' } } },
    ]);
  }
}
