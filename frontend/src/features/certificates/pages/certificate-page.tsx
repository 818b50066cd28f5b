import { lazy, Suspense } from 'react';
import { Container, Stack } from '@mantine/core';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { parseComicId } from '@certus/contracts';
import { selectIsSignedIn } from '../../auth/index.ts';
import { useMessages } from '../../region/index.ts';
import { certificateWords } from '../lib/certificate-messages.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { CertificateHeading, CertificateShown } from '../components/certificate-shown.tsx';
import { useInlinedCertificate } from '../lib/inlined-certificate.ts';
import { useServerDrawing } from '../../../lib/server-drawing.ts';

// The API layer and its schemas, fetched only when the page needs to ask: a member (the owner's part) or a
// certificate the page did not come with. A buyer checking a slab gets the page with none of it.
const CertificateFromApi = lazy(() => import('../components/certificate-from-api.tsx'));

/**
 * /certificate/{id}: the public certificate a buyer checks a slab with (the navigation search opens it).
 * Anyone sees the label and its census position, never who owns it; the owner (or staff) also gets a link to
 * the comic in the account. A number that names nothing says so and offers to look up another. The server
 * writes the certificate into the page's HTML and draws the page with it (site-states.ts `inlines`): it shows
 * before the site's code has run; for a visitor who is not signed in that is the page (what anyone may see is
 * what the server wrote, at most CERTIFICATE_MAX_AGE_SECONDS old), and a member's page asks the API, showing
 * the same meanwhile, for the owner's part.
 */
export function CertificatePage() {
  const { id = '' } = useParams();
  const certificationId = parseComicId(id);
  const signedIn = useSelector(selectIsSignedIn);
  const inlined = useInlinedCertificate(certificationId);
  const text = useMessages(certificateWords);
  const fallbackTitle = text.certificateTitle(certificationId ?? id);
  const onServer = useServerDrawing();

  const asServed = inlined ? (
    <>
      <CertificateHeading lookup={inlined} fallbackTitle={fallbackTitle} />
      <CertificateShown lookup={inlined} signedIn={signedIn} />
    </>
  ) : null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {inlined && !signedIn ? (
          asServed
        ) : onServer ? (
          // The API's part is code the browser loads on its own: drawn as its placeholder, as the browser first draws it.
          (asServed ?? <PageLoader label={text.loadingCertificate} />)
        ) : (
          <Suspense fallback={asServed ?? <PageLoader label={text.loadingCertificate} />}>
            <CertificateFromApi certificationId={certificationId} fallbackTitle={fallbackTitle} signedIn={signedIn} inlined={inlined} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
