import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { parseComicId } from '@certus/contracts';
import { comicName, splitDetails } from '../../comics/index.ts';
import { useGetGradingNotesEntryQuery } from '../api/certificates-api.ts';
import { CertificateDetails } from '../components/certificate-details.tsx';
import { LookupStates } from '../components/lookup-states.tsx';
import { useLanguage } from '../../region/index.ts';
import { certificateWords } from '../lib/certificate-messages.ts';

/**
 * /grading-notes/{id} (spec 3 Comic grading notes): one copy's entry: signees, collection, personal
 * collection, category, signatures, cover and the grader's notes.
 */
export function GradingNotesEntryPage() {
  const { id = '' } = useParams();
  const certificationId = parseComicId(id);
  const query = useGetGradingNotesEntryQuery(certificationId ?? '', { skip: !certificationId });
  const data = query.currentData;
  const language = useLanguage();
  const text = certificateWords[language];
  const title = data ? text.notesOf(comicName(data)) : text.notesNumbered(certificationId ?? id);
  useDocumentTitle(`${title} | Certus`);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Group gap="lg">
          <Anchor component={Link} to="/grading-notes" size="sm">
            {text.allNotes}
          </Anchor>
          {data ? (
            <Anchor component={Link} to={`/certificate/${data.certificationId}`} size="sm">
              {text.viewCertificate}
            </Anchor>
          ) : null}
        </Group>
        <LookupStates
          certificationId={certificationId}
          query={query}
          loadingLabel={text.loadingGradingNotes}
          failedTitle={text.gradingNotesLoadFailed}
          notFound={
            <Alert color="red" variant="light" role="alert" title={text.gradingNotesNotFoundTitle} data-testid="grading-notes-not-found">
              {certificationId ? text.notFoundFor(certificationId) : text.numberInvalid}
            </Alert>
          }
        />
        {data ? (
          <CertificateDetails certificate={data} facts="grading-notes" language={language}>
            {splitDetails(data.comics_details.Grader_Notes).length === 0 ? <Text c="dimmed">{text.noNotesOnCopy}</Text> : null}
          </CertificateDetails>
        ) : null}
      </Stack>
    </Container>
  );
}
