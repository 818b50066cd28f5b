import type { ReactNode } from 'react';
import type { CertificateView } from '@certus/contracts';
import { GradedComicDetails, RevocationNotice } from '../../comics/index.ts';
import type { Language } from '../../region/index.ts';
import { certificateWords } from '../lib/certificate-messages.ts';
import { certifiedOn, coverDate } from '../lib/format.ts';

/** What a page shows of the label: the whole certificate, or what spec 3 lists for a grading notes entry. */
export type CertificateFacts = 'certificate' | 'grading-notes';

function factsOf(certificate: CertificateView, shown: CertificateFacts, language: Language): [string, string][] {
  const text = certificateWords[language];
  const { certificationId, publisher, collection, personalCollection } = certificate;
  const when = coverDate(certificate.month, certificate.displayYear, language);
  const signees = certificate.signees.join(', ');
  if (shown === 'grading-notes') {
    return [
      [text.factCertification, certificationId],
      [text.factCoverDate, when],
      [text.factPublisher, publisher],
      [text.factSignees, signees],
      [text.factCollection, collection ?? ''],
      [text.factPersonalCollection, personalCollection],
    ];
  }
  return [
    [text.factCertification, certificationId],
    [text.factCoverDate, when],
    [text.factPublisher, publisher],
    [text.factVariant, certificate.variant],
    [text.factKeyComments, certificate.keyComments],
    [text.factCredits, certificate.artStoryCover],
    [text.factCollection, collection ?? ''],
    [text.factPersonalCollection, personalCollection],
    [text.factService, certificate.tierLabel ?? ''],
    [text.factCertified, certifiedOn(certificate.certifiedAt, language)],
    [text.factType, certificate.collectibleType],
  ];
}

/**
 * A certified comic's label (spec 7.3, the comics feature's GradedComicDetails) with what `facts` shows of it.
 * `children` follow the notes (the census position, the owner's link). `language`: the public pages' (French on
 * the French variant); the member's comic page is English. A revoked certificate says so before anything else,
 * above the slab (on a phone, before the slab fills the screen): the label still shows, as what was revoked.
 */
export function CertificateDetails({ certificate, facts, children, language = 'en' }: { certificate: CertificateView; facts: CertificateFacts; children?: ReactNode; language?: Language }) {
  return (
    <>
      {certificate.revocation ? <RevocationNotice revocation={certificate.revocation} language={language} /> : null}
      <GradedComicDetails comic={certificate} facts={factsOf(certificate, facts, language)} testIdPrefix="certificate" language={language}>
        {children}
      </GradedComicDetails>
    </>
  );
}
