import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import type { CertificateLookup } from '@certus/contracts';
import { comicName } from '../../comics/index.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { certificateWords } from '../lib/certificate-messages.ts';
import { CensusPosition } from './census-position.tsx';
import { CertificateDetails } from './certificate-details.tsx';
import { WhenVisible } from '../../../components/ui/when-visible.tsx';

// The registry check (its hashing and signature code) is its own chunk, loaded when the panel nears the screen.
const RegistryPanel = lazy(() => import('../registry/registry-panel.tsx'));
/** About the panel's height with its verdict: the room held for it, so nothing moves when it comes. */
const REGISTRY_PANEL_HEIGHT = 168;

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

/**
 * A certificate as the page shows it: a revocation first when it was revoked, the label's facts, its census position,
 * its place in the public registry (checked in the browser), for its owner a link to it, and `staff` what a worker
 * may do with it.
 */
export function CertificateShown({ lookup, signedIn, staff }: { lookup: CertificateLookup; signedIn: boolean; staff?: ReactNode }): ReactNode {
  const { certificate, owner } = lookup;
  const language = useLanguage();
  const text = certificateWords[language];
  return (
    <CertificateDetails certificate={certificate} facts="certificate" language={language}>
      <CensusPosition certificate={certificate} signedIn={signedIn} language={language} />
      <WhenVisible minHeight={REGISTRY_PANEL_HEIGHT}>
        <Suspense fallback={<div style={{ minHeight: REGISTRY_PANEL_HEIGHT }} />}>
          <RegistryPanel certificate={certificate} language={language} />
        </Suspense>
      </WhenVisible>
      {owner ? (
        <Anchor component={Link} to={`/account/comics/${certificate.certificationId}`} data-testid="certificate-owner-link">
          {text.ownerLink}
        </Anchor>
      ) : null}
      {staff}
    </CertificateDetails>
  );
}
