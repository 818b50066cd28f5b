import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { isContentName } from '@certus/contracts';
import { useGetSigningQuery } from '../api/published-content-api.ts';
import { EventDetails } from '../components/event-details.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useLanguage, useMessages } from '../../region/index.ts';
import { publishedContentMessages, recordLang } from '../published-content-messages.ts';

const PREFIX = 'new-signing-';

/** /new-signing-{name} (spec 2.1): one signing event, by the name its editor gave it. */
export function SigningPage() {
  const { prefixedSegment = '' } = useParams();
  const name = prefixedSegment.toLowerCase().startsWith(PREFIX) ? prefixedSegment.slice(PREFIX.length).toLowerCase() : '';
  const valid = isContentName(name);
  const signing = useGetSigningQuery(name, { skip: !valid });
  const notFound = !valid || (signing.error && (signing.error as { status?: unknown }).status === 404);
  const text = useMessages(publishedContentMessages);
  const lang = recordLang(useLanguage());
  useDocumentTitle(`${signing.data?.title ?? text.signingEvent} | Certus`);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} lang={signing.data ? lang : undefined}>
          {signing.data?.title ?? text.signingEvent}
        </Title>
        {signing.isLoading ? <PageLoader label={text.loadingSigning} /> : null}
        {notFound ? (
          <Text data-testid="signing-not-found">{text.signingNotFound}</Text>
        ) : signing.error && !signing.data ? (
          <LoadFailureAlert title={text.signingFailed} onRetry={() => void signing.refetch()} retrying={signing.isFetching} hint={text.retryHint} retryLabel={text.retry} />
        ) : null}
        {signing.data ? <EventDetails event={signing.data} withPageLink={false} headingLevel={2} /> : null}
        <Anchor component={Link} to="/signing-event">
          {text.allSignings}
        </Anchor>
      </Stack>
    </Container>
  );
}
