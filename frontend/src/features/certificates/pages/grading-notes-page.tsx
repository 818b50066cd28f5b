import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLanguage, useMessages } from '../../region/index.ts';
import { certificateWords } from '../lib/certificate-messages.ts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetGradingNotesQuery } from '../api/certificates-api.ts';
import { CertificateNumberForm } from '../components/certificate-number-form.tsx';
import { GradingNotesList } from '../components/grading-notes-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SlabIcon } from '../../../components/ui/icons.tsx';

/** ?page=N, 1 when absent or not a page number. */
function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /grading-notes (spec 2.1, 3 Comic grading notes): certified comics whose grader wrote notes, newest first,
 * 20 a page, and a field to open one by its certification number.
 */
export function GradingNotesPage() {
  const text = useMessages(certificateWords);
  const language = useLanguage();
  useDocumentTitle(text.gradingNotesDocumentTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, error, isLoading, isFetching, refetch } = useGetGradingNotesQuery(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{text.gradingNotesHeading}</Title>
        <Text>{text.gradingNotesLead}</Text>
        <CertificateNumberForm name={text.openNotesForm} buttonLabel={text.openNotes} onOpen={(id) => navigate(`/grading-notes/${id}`)} />
        {isLoading ? <PageLoader label={text.loadingGradingNotes} /> : null}
        {error && !data ? <LoadFailureAlert title={text.gradingNotesLoadFailed} onRetry={() => void refetch()} retrying={isFetching} language={language} /> : null}
        {data && data.entries.length === 0 ? (
          <EmptyState
            icon={SlabIcon}
            data-testid="grading-notes-empty"
            action={
              page > 1 ? (
                <Anchor component={Link} to="/grading-notes">
                  {text.backToNewest}
                </Anchor>
              ) : undefined
            }
          >
            {page > 1 ? text.noNotesOnPage : text.noNotesYet}
          </EmptyState>
        ) : null}
        {data && data.entries.length > 0 ? (
          <>
            <GradingNotesList entries={data.entries} busy={isFetching} />
            <Group component="nav" aria-label={text.notesPages} justify="space-between">
              {page > 1 ? (
                <Anchor component={Link} to={`/grading-notes?page=${page - 1}`}>
                  {text.newerNotes}
                </Anchor>
              ) : (
                <span />
              )}
              <Text size="sm" data-testid="grading-notes-paging">
                {text.pageOf(page, pages)}
              </Text>
              {page < pages ? (
                <Anchor component={Link} to={`/grading-notes?page=${page + 1}`}>
                  {text.olderNotes}
                </Anchor>
              ) : (
                <span />
              )}
            </Group>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
