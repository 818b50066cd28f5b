import { lazy, Suspense } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import type { CertificateLookup } from '@certus/contracts';
import { selectRole } from '../../auth/index.ts';
import { useGetCertificateQuery, useLazySearchCertificatesQuery } from '../api/certificates-api.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { certificateWords } from '../lib/certificate-messages.ts';
import { CertificateNumberForm } from './certificate-number-form.tsx';
import { CertificateHeading, CertificateShown } from './certificate-shown.tsx';
import { LookupStates } from './lookup-states.tsx';

// The worker's revoke action (its form, the contracts' schema, the mutation): a chunk only the worker role loads.
const RevokeCertificateAction = lazy(() => import('../revocation/revoke-certificate-action.tsx'));

interface CertificateFromApiProps {
  certificationId: string | null;
  fallbackTitle: string;
  signedIn: boolean;
  /** What came with the page, shown until the API answers. */
  inlined: CertificateLookup | null;
}

/**
 * The certificate asked of the API (with the API layer and its schemas, in this chunk of its own): for a member,
 * whose answer may carry the owner's part, and for a certificate the page did not come with.
 */
export default function CertificateFromApi({ certificationId, fallbackTitle, signedIn, inlined }: CertificateFromApiProps) {
  // Refetched on every visit: whether the owner part comes back depends on who is signed in right now.
  // currentData: another number typed in the header must not show the previous certificate while it loads.
  const query = useGetCertificateQuery(certificationId ?? '', { skip: !certificationId, refetchOnMountOrArgChange: true });
  const data = query.currentData ?? inlined ?? undefined;
  const text = useMessages(certificateWords);
  const language = useLanguage();
  // Staff by role alone: the server refuses the revocation to anyone else (403) whatever this page shows.
  const worker = useSelector(selectRole) === 'worker';
  return (
    <>
      <CertificateHeading lookup={data} fallbackTitle={fallbackTitle} />
      <LookupStates certificationId={certificationId} query={{ ...query, currentData: data }} loadingLabel={text.loadingCertificate} failedTitle={text.certificateLoadFailed} notFound={<NotFound certificationId={certificationId} />} />
      {data ? (
        <CertificateShown
          lookup={data}
          signedIn={signedIn}
          staff={
            worker ? (
              <Suspense fallback={null}>
                <RevokeCertificateAction certificate={data.certificate} lang={language === 'en' ? undefined : 'en'} />
              </Suspense>
            ) : null
          }
        />
      ) : null}
    </>
  );
}

function NotFound({ certificationId }: { certificationId: string | null }) {
  const navigate = useNavigate();
  const [search] = useLazySearchCertificatesQuery();
  const text = useMessages(certificateWords);
  // Asked before leaving this page, so a second unknown number is said here, on the field.
  const exists = async (id: string) => {
    const result = await search(id);
    return result.isError ? true : (result.data?.length ?? 0) > 0;
  };
  return (
    <Stack gap="lg">
      <Alert color="red" variant="light" role="alert" title={text.notFoundTitle} data-testid="certificate-not-found">
        {certificationId ? text.notFoundFor(certificationId) : text.numberInvalid}
      </Alert>
      <CertificateNumberForm name={text.lookUpForm} buttonLabel={text.lookUp} exists={exists} onOpen={(id) => navigate(`/certificate/${id}`)} />
    </Stack>
  );
}
