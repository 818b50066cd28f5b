import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
  useDocumentTitle('Grading notes | Certus');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, error, isLoading, isFetching, refetch } = useGetGradingNotesQuery(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Grading notes</Title>
        <Text>What our graders noted on the books they certified: defects, restoration, signatures.</Text>
        <CertificateNumberForm name="Open grading notes" buttonLabel="Open notes" onOpen={(id) => navigate(`/grading-notes/${id}`)} />
        {isLoading ? <PageLoader label="Loading the grading notes…" /> : null}
        {error && !data ? <LoadFailureAlert title="The grading notes could not be loaded" onRetry={() => void refetch()} retrying={isFetching} /> : null}
        {data && data.entries.length === 0 ? (
          <EmptyState
            icon={SlabIcon}
            data-testid="grading-notes-empty"
            action={
              page > 1 ? (
                <Anchor component={Link} to="/grading-notes">
                  Back to the newest notes
                </Anchor>
              ) : undefined
            }
          >
            {page > 1 ? 'There are no grading notes on this page.' : 'No grading notes have been published yet.'}
          </EmptyState>
        ) : null}
        {data && data.entries.length > 0 ? (
          <>
            <GradingNotesList entries={data.entries} busy={isFetching} />
            <Group component="nav" aria-label="Grading notes pages" justify="space-between">
              {page > 1 ? (
                <Anchor component={Link} to={`/grading-notes?page=${page - 1}`}>
                  Newer notes
                </Anchor>
              ) : (
                <span />
              )}
              <Text size="sm" data-testid="grading-notes-paging">
                Page {page} of {pages}
              </Text>
              {page < pages ? (
                <Anchor component={Link} to={`/grading-notes?page=${page + 1}`}>
                  Older notes
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
