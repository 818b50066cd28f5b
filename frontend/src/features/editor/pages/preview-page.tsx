import { useState } from 'react';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_KIND_LABELS, isContentKind, isContentName, type ContentKind, type ContentView } from '@certus/contracts';
import { selectIdentity } from '../../auth/index.ts';
import { ContentViewPreview } from '../../published-content/index.ts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetEditorRecordQuery } from '../api/editor-api.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { readDraftPreview } from '../model/draft-preview.ts';

function Previewed({ view, note }: { view: ContentView; note: React.ReactNode }) {
  useDocumentTitle(`Preview: ${view.title} | Certus`);
  return (
    <Stack gap="lg">
      <Title order={1}>Preview: {view.title}</Title>
      <Alert color="ink" variant="light" title={`${CONTENT_KIND_LABELS[view.kind].one}, as the public will see it`} data-testid="preview-note">
        {note}
      </Alert>
      <ContentViewPreview view={view} />
    </Stack>
  );
}

function StoredPreview({ kind, name }: { kind: ContentKind; name: string }) {
  const record = useGetEditorRecordQuery({ kind, name });
  if (record.isLoading) return <PageLoader label="Loading the record…" />;
  if (record.error && !record.data) {
    if ((record.error as { status?: unknown }).status === 404) {
      return (
        <>
          <Title order={1}>Preview</Title>
          <Text>No such record.</Text>
        </>
      );
    }
    return <LoadFailureAlert title="The record could not be loaded" onRetry={() => void record.refetch()} retrying={record.isFetching} />;
  }
  if (!record.data) return null;
  const { row, view } = record.data;
  return (
    <Previewed
      view={view}
      note={
        <Group gap="xs">
          <StatusBadge status={row.status} />
          <Text size="sm">
            {row.status === 'live' ? 'The public sees it now.' : row.status === 'scheduled' ? `Public from ${new Date(row.publishFrom).toLocaleString()}.` : 'The public does not see it.'}{' '}
            <Anchor component={Link} to={`/editor/${row.kind}/${row.name}`}>
              Revise it
            </Anchor>
          </Text>
        </Group>
      }
    />
  );
}

/**
 * /preview (spec 2.1): a record as the public will see it, drawn by the public pages' own components.
 * - `?kind=&name=`: a stored record, whatever its status (scheduled, withdrawn...), for a signed-in editor;
 * - `?draft=1`: what the editor's form held when "Preview this draft" was pressed (model/draft-preview.ts), read
 *   from this browser's own storage.
 * Anyone else asking for a stored record is told what the page is for; nothing unpublished is shown to them.
 */
export function PreviewPage() {
  const [params] = useSearchParams();
  const identity = useSelector(selectIdentity);
  const isEditor = identity?.role === 'editor';
  const [draft] = useState(() => (params.get('draft') ? readDraftPreview() : null));
  const kind = params.get('kind') ?? '';
  const name = params.get('name') ?? '';
  useDocumentTitle('Preview | Certus');

  let body: React.ReactNode;
  if (params.get('draft')) {
    // The draft is this browser's own (localStorage): nothing of the server's is shown, so no sign-in is asked
    // (the tab the form opened may not share the form's session).
    body = draft ? (
      <Previewed view={draft} note="A draft: not published yet. Close this tab to go back to the form." />
    ) : (
      <>
        <Title order={1}>Preview</Title>
        <Text>There is no draft to preview: press "Preview this draft" on the form again.</Text>
      </>
    );
  } else if (!isEditor) {
    body = (
      <>
        <Title order={1}>Preview</Title>
        <Text>
          This page shows the site's editors a record as the public will see it.{' '}
          <Anchor component={Link} to="/login">
            Log in as an editor
          </Anchor>{' '}
          to preview.
        </Text>
      </>
    );
  } else if (isContentKind(kind) && isContentName(name)) {
    body = <StoredPreview kind={kind} name={name} />;
  } else {
    body = (
      <>
        <Title order={1}>Preview</Title>
        <Text>
          Choose a record to preview from the{' '}
          <Anchor component={Link} to="/editor">
            site content
          </Anchor>
          .
        </Text>
      </>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">{body}</Stack>
    </Container>
  );
}
