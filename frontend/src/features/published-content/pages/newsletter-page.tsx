import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { isContentName } from '@certus/contracts';
import { useGetNewsletterQuery } from '../api/published-content-api.ts';
import { NewsletterBody } from '../components/news-views.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';

/** /news/{page} (spec 2.1): one newsletter, loaded by its name. */
export function NewsletterPage() {
  const { page = '' } = useParams();
  const name = page.toLowerCase();
  const valid = isContentName(name);
  const newsletter = useGetNewsletterQuery(name, { skip: !valid });
  const notFound = !valid || (newsletter.error && (newsletter.error as { status?: unknown }).status === 404);
  useDocumentTitle(`${newsletter.data?.title ?? 'Newsletter'} | Certus`);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{newsletter.data?.title ?? 'Newsletter'}</Title>
        {newsletter.isLoading ? <PageLoader label="Loading the newsletter…" /> : null}
        {notFound ? <Text data-testid="newsletter-not-found">No newsletter is published under this name.</Text> : null}
        {!notFound && newsletter.error && !newsletter.data ? (
          <LoadFailureAlert title="The newsletter could not be loaded" onRetry={() => void newsletter.refetch()} retrying={newsletter.isFetching} />
        ) : null}
        {newsletter.data ? <NewsletterBody newsletter={newsletter.data} /> : null}
        <Anchor component={Link} to="/news">
          All news and newsletters
        </Anchor>
      </Stack>
    </Container>
  );
}
