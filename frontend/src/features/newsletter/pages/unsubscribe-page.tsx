import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { newsletterMessages } from '@certus/contracts';
import { defineMessages, useMessages } from '../../region/index.ts';
import { useUnsubscribeFromNewsletterQuery } from '../api/newsletter-api.ts';

// Spec 2.1 French variant; the spec's English sentences are the contracts' own, their French versions beside them.
const words = defineMessages({
  en: {
    documentTitle: 'Newsletter | Certus',
    heading: 'Newsletter',
    unsubscribed: newsletterMessages.unsubscribed as string,
    invalidRequest: newsletterMessages.invalidRequest as string,
    pleaseWait: newsletterMessages.pleaseWait as string,
    home: 'Go to the home page',
  },
  fr: {
    documentTitle: 'Infolettre | Certus',
    heading: 'Infolettre',
    unsubscribed: 'Désabonnement réussi',
    invalidRequest: 'Demande non valide',
    pleaseWait: 'Veuillez patienter…',
    home: 'Aller à la page d’accueil',
  },
});

/** /unsubscribe/{id} (spec 2.1, 8): the link of a newsletter mail. */
export function UnsubscribePage() {
  const text = useMessages(words);
  useDocumentTitle(text.documentTitle);
  const { id = '' } = useParams();
  const { isSuccess, isError } = useUnsubscribeFromNewsletterQuery(id);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{text.heading}</Title>
        {isSuccess ? (
          <Alert color="green" variant="light" role="status" data-testid="unsubscribe-result">
            {text.unsubscribed}
          </Alert>
        ) : isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="unsubscribe-result">
            {text.invalidRequest}
          </Alert>
        ) : (
          <Text role="status">{text.pleaseWait}</Text>
        )}
        <Anchor component={Link} to="/">
          {text.home}
        </Anchor>
      </Stack>
    </Container>
  );
}
