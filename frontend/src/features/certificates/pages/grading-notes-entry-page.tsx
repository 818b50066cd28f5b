import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { parseComicId } from '@certus/contracts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { comicName, splitDetails } from '../../comics/index.ts';
import { isNotFound, useGetGradingNotesEntryQuery } from '../api/certificates-api.ts';
import { CertificateDetails } from '../components/certificate-details.tsx';
import { certificateMessages } from '../lib/certificate-messages.ts';

/**
 * /grading-notes/{id} (spec 3 Comic grading notes): one copy's entry: signees, collection, personal
 * collection, category, signatures, cover and the grader's notes.
 */
export function GradingNotesEntryPage() {
  const { id = '' } = useParams();
  const certificationId = parseComicId(id);
  const { currentData: data, error, isFetching, refetch } = useGetGradingNotesEntryQuery(certificationId ?? '', { skip: !certificationId });
  const title = data ? `Grading notes: ${comicName(data)}` : `Grading notes ${certificationId ?? id}`;
  useDocumentTitle(`${title} | Certus`);
  const loading = isFetching && !data;
  const missing = !certificationId || (!loading && !data && isNotFound(error));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Group gap="lg">
          <Anchor component={Link} to="/grading-notes" size="sm">
            All grading notes
          </Anchor>
          {data ? (
            <Anchor component={Link} to={`/certificate/${data.certificationId}`} size="sm">
              View the certificate
            </Anchor>
          ) : null}
        </Group>
        {loading ? <PageLoader label="Loading the grading notes…" /> : null}
        {missing ? (
          <Alert color="red" variant="light" role="alert" title={certificateMessages.gradingNotesNotFoundTitle} data-testid="grading-notes-not-found">
            {certificationId ? `${certificationId}: ${certificateMessages.notFound}` : certificateMessages.numberInvalid}
          </Alert>
        ) : null}
        {!missing && !loading && error && !data ? <LoadFailureAlert title="The grading notes could not be loaded" onRetry={() => void refetch()} retrying={isFetching} /> : null}
        {data ? (
          <CertificateDetails certificate={data} facts="grading-notes">
            {splitDetails(data.comics_details.Grader_Notes).length === 0 ? <Text c="dimmed">The grader wrote no notes on this copy.</Text> : null}
          </CertificateDetails>
        ) : null}
      </Stack>
    </Container>
  );
}
