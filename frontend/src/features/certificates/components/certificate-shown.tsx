import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import type { CertificateLookup } from '@certus/contracts';
import { comicName } from '../../comics/index.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { certificateWords } from '../lib/certificate-messages.ts';
import { CensusPosition } from './census-position.tsx';
import { CertificateDetails } from './certificate-details.tsx';

/**
 * The heading of /certificate/{id}, and the document's title: the comic's name, or the number while it is looked
 * up or when it names nothing.
 */
export function CertificateHeading({ lookup, fallbackTitle }: { lookup: CertificateLookup | undefined; fallbackTitle: string }) {
  const certificate = lookup?.certificate;
  const text = useMessages(certificateWords);
  const title = certificate ? comicName(certificate) : fallbackTitle;
  useDocumentTitle(`${title} | Certus`);
  return (
    <Stack gap={2}>
      <Title order={1}>{title}</Title>
      {certificate ? <Text c="dimmed">{text.certificateTitle(certificate.certificationId)}</Text> : null}
    </Stack>
  );
}

/** A certificate as the page shows it: the label's facts, its census position, and for its owner a link to it. */
export function CertificateShown({ lookup, signedIn }: { lookup: CertificateLookup; signedIn: boolean }): ReactNode {
  const { certificate, owner } = lookup;
  const language = useLanguage();
  const text = certificateWords[language];
  return (
    <CertificateDetails certificate={certificate} facts="certificate" language={language}>
      <CensusPosition certificate={certificate} signedIn={signedIn} language={language} />
      {owner ? (
        <Anchor component={Link} to={`/account/comics/${certificate.certificationId}`} data-testid="certificate-owner-link">
          {text.ownerLink}
        </Anchor>
      ) : null}
    </CertificateDetails>
  );
}
