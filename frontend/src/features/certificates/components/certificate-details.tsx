import type { ReactNode } from 'react';
import type { CertificateView } from '@certus/contracts';
import { GradedComicDetails } from '../../comics/index.ts';
import { certifiedOn, coverDate } from '../lib/format.ts';

/** What a page shows of the label: the whole certificate, or what spec 3 lists for a grading notes entry. */
export type CertificateFacts = 'certificate' | 'grading-notes';

function factsOf(certificate: CertificateView, shown: CertificateFacts): [string, string][] {
  const { certificationId, publisher, collection, personalCollection } = certificate;
  const when = coverDate(certificate.month, certificate.displayYear);
  const signees = certificate.signees.join(', ');
  if (shown === 'grading-notes') {
    return [
      ['Certification', certificationId],
      ['Cover date', when],
      ['Publisher', publisher],
      ['Signees', signees],
      ['Collection', collection ?? ''],
      ['Personal collection', personalCollection],
    ];
  }
  return [
    ['Certification', certificationId],
    ['Cover date', when],
    ['Publisher', publisher],
    ['Variant', certificate.variant],
    ['Key comments', certificate.keyComments],
    ['Credits', certificate.artStoryCover],
    ['Collection', collection ?? ''],
    ['Personal collection', personalCollection],
    ['Service', certificate.tierLabel ?? ''],
    ['Certified', certifiedOn(certificate.certifiedAt)],
    ['Type', certificate.collectibleType],
  ];
}

/**
 * A certified comic's label (spec 7.3, the comics feature's GradedComicDetails) with what `facts` shows of it.
 * `children` follow the notes (the census position, the owner's link).
 */
export function CertificateDetails({ certificate, facts, children }: { certificate: CertificateView; facts: CertificateFacts; children?: ReactNode }) {
  return (
    <GradedComicDetails comic={certificate} facts={factsOf(certificate, facts)} testIdPrefix="certificate">
      {children}
    </GradedComicDetails>
  );
}
