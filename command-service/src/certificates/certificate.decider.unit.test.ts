import { describe, it } from 'vitest';
import { populationMessages, revocationMessages, type CertificateEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { certificateDecider, type CertificateCommand } from './certificate.decider.ts';

const spec = deciderSpec(certificateDecider);
const ID = '25-ABCDEFG-001';
const certified = { type: 'ComicCertified', data: { certificationId: ID } } as unknown as CertificateEvent;
const revoke: CertificateCommand = { type: 'RevokeCertificate', certificationId: ID, reason: 'holder-tampered', note: 'Seal cut at the top edge.', by: 'worker-1', now: '2026-11-30T09:00:00.000Z' };
const revoked: CertificateEvent = {
  type: 'CertificateRevoked',
  data: { certificationId: ID, reason: 'holder-tampered', note: 'Seal cut at the top edge.', revokedBy: 'worker-1', revokedAt: '2026-11-30T09:00:00.000Z' },
};

describe('certificate decider', () => {
  it('given a certified book, when staff revoke its certificate, then the revocation is recorded with who, why and when', () => {
    spec.given([certified]).when(revoke).then([revoked]);
  });

  it('given no certificate under the number, when it is revoked, then nothing is recorded and it is not found', () => {
    spec.given([]).when(revoke).thenThrows(populationMessages.certificateNotFound);
  });

  it('given a revoked certificate, when it is revoked again, then it is refused with the day of the first revocation', () => {
    spec.given([certified, revoked]).when(revoke).thenThrows(revocationMessages.alreadyRevoked('2026-11-30'));
  });

  it('given a revoked certificate certified again, when it is revoked, then it is: the new certificate was in force', () => {
    spec.given([certified, revoked, certified]).when(revoke).then([revoked]);
  });
});
