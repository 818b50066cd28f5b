import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { newsletterMessages } from '@certus/contracts';
import { useUnsubscribeFromNewsletterQuery } from '../api/newsletter-api.ts';

/** /unsubscribe/{id} (spec 2.1, 8): the link of a newsletter mail. */
export function UnsubscribePage() {
  useDocumentTitle('Newsletter | Certus');
  const { id = '' } = useParams();
  const { isSuccess, isError } = useUnsubscribeFromNewsletterQuery(id);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Newsletter</Title>
        {isSuccess ? (
          <Alert color="green" variant="light" role="status" data-testid="unsubscribe-result">
            {newsletterMessages.unsubscribed}
          </Alert>
        ) : isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="unsubscribe-result">
            {newsletterMessages.invalidRequest}
          </Alert>
        ) : (
          <Text role="status">{newsletterMessages.pleaseWait}</Text>
        )}
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
