import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { isContentName } from '@certus/contracts';
import { useGetNewsletterQuery } from '../api/published-content-api.ts';
import { NewsletterBody } from '../components/news-views.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useLanguage, useMessages } from '../../region/index.ts';
import { publishedContentMessages, recordLang } from '../published-content-messages.ts';

/** /news/{page} (spec 2.1): one newsletter, loaded by its name. */
export function NewsletterPage() {
  const { page = '' } = useParams();
  const name = page.toLowerCase();
  const valid = isContentName(name);
  const newsletter = useGetNewsletterQuery(name, { skip: !valid });
  const notFound = !valid || (newsletter.error && (newsletter.error as { status?: unknown }).status === 404);
  const text = useMessages(publishedContentMessages);
  const lang = recordLang(useLanguage());
  useDocumentTitle(`${newsletter.data?.title ?? text.newsletter} | Certus`);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} lang={newsletter.data ? lang : undefined}>
          {newsletter.data?.title ?? text.newsletter}
        </Title>
        {newsletter.isLoading ? <PageLoader label={text.loadingNewsletter} /> : null}
        {notFound ? <Text data-testid="newsletter-not-found">{text.newsletterNotFound}</Text> : null}
        {!notFound && newsletter.error && !newsletter.data ? (
          <LoadFailureAlert title={text.newsletterFailed} onRetry={() => void newsletter.refetch()} retrying={newsletter.isFetching} hint={text.retryHint} retryLabel={text.retry} />
        ) : null}
        {newsletter.data ? <NewsletterBody newsletter={newsletter.data} /> : null}
        <Anchor component={Link} to="/news">
          {text.allNews}
        </Anchor>
      </Stack>
    </Container>
  );
}
