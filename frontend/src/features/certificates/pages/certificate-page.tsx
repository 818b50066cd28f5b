import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { parseComicId } from '@certus/contracts';
import { selectIdentity } from '../../auth/index.ts';
import { comicName } from '../../comics/index.ts';
import { useGetCertificateQuery, useLazySearchCertificatesQuery } from '../api/certificates-api.ts';
import { CensusPosition } from '../components/census-position.tsx';
import { CertificateDetails } from '../components/certificate-details.tsx';
import { CertificateNumberForm } from '../components/certificate-number-form.tsx';
import { LookupStates } from '../components/lookup-states.tsx';
import { certificateMessages } from '../lib/certificate-messages.ts';
import { useInlinedCertificate } from '../lib/inlined-certificate.ts';

/**
 * /certificate/{id}: the public certificate a buyer checks a slab with (the navigation search opens it).
 * Anyone sees the label and its census position, never who owns it; the owner (or staff) also gets a link to
 * the comic in the account. A number that names nothing says so and offers to look up another. The server
 * writes the certificate into the page's HTML and draws the page with it (site-states.ts `inlines`): it shows
 * before the site's code has run, and the page draws the same until the API's answer replaces it.
 */
export function CertificatePage() {
  const { id = '' } = useParams();
  const certificationId = parseComicId(id);
  const signedIn = useSelector(selectIdentity) !== null;
  // Refetched on every visit: whether the owner part comes back depends on who is signed in right now.
  // currentData: another number typed in the header must not show the previous certificate while it loads.
  const query = useGetCertificateQuery(certificationId ?? '', { skip: !certificationId, refetchOnMountOrArgChange: true });
  const inlined = useInlinedCertificate(certificationId);
  const data = query.currentData ?? inlined ?? undefined;
  const certificate = data?.certificate;
  const title = certificate ? comicName(certificate) : `Certificate ${certificationId ?? id}`;
  useDocumentTitle(`${title} | Certus`);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1}>{title}</Title>
          {certificate ? <Text c="dimmed">Certificate {certificate.certificationId}</Text> : null}
        </Stack>
        <LookupStates certificationId={certificationId} query={{ ...query, currentData: data }} noun="certificate" notFound={<NotFound certificationId={certificationId} />} />
        {certificate ? (
          <CertificateDetails certificate={certificate} facts="certificate">
            <CensusPosition certificate={certificate} signedIn={signedIn} />
            {data?.owner ? (
              <Anchor component={Link} to={`/account/comics/${certificate.certificationId}`} data-testid="certificate-owner-link">
                Open this comic in my account
              </Anchor>
            ) : null}
          </CertificateDetails>
        ) : null}
      </Stack>
    </Container>
  );
}

function NotFound({ certificationId }: { certificationId: string | null }) {
  const navigate = useNavigate();
  const [search] = useLazySearchCertificatesQuery();
  // Asked before leaving this page, so a second unknown number is said here, on the field.
  const exists = async (id: string) => {
    const result = await search(id);
    return result.isError ? true : (result.data?.length ?? 0) > 0;
  };
  return (
    <Stack gap="lg">
      <Alert color="red" variant="light" role="alert" title={certificateMessages.notFoundTitle} data-testid="certificate-not-found">
        {certificationId ? `${certificationId}: ${certificateMessages.notFound}` : certificateMessages.numberInvalid}
      </Alert>
      <CertificateNumberForm name="Look up a certificate" buttonLabel="Look up" exists={exists} onOpen={(id) => navigate(`/certificate/${id}`)} />
    </Stack>
  );
}
