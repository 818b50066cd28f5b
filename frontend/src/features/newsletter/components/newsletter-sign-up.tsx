import { useMemo } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { newsletterMessages, type CommandAccepted, type NewsletterStatusResponse } from '@certus/contracts';
import { defineMessages, useLanguage, useMessages } from '../../region/index.ts';
import { useLazyGetNewsletterStatusQuery, useSignUpForNewsletterMutation } from '../api/newsletter-api.ts';
import { newsletterSignUpMachine } from '../machines/newsletter-sign-up.machine.ts';

/** The marketing service's visitor cookie (spec 7.5: context hutk), when the browser has one. */
const hubspotCookie = () => document.cookie.match(/(?:^|;\s*)hubspotutk=([^;]+)/)?.[1];

// Spec 2.1 French variant: the spec's English sentences are the contracts' own; their French versions sit beside them.
const FRENCH_SENTENCES: Readonly<Record<string, string>> = {
  [newsletterMessages.emailRequired]: 'Veuillez entrer votre courriel',
  [newsletterMessages.invalidEmail]: 'Format de courriel non valide',
  [newsletterMessages.alreadySubscribed]: 'Vous êtes déjà abonné à notre infolettre',
  [newsletterMessages.failed]: 'Un problème est survenu lors de l’envoi.',
  [newsletterMessages.subscribed]: 'Merci de votre inscription\u00a0! Un courriel de confirmation est en route.',
};

const words = defineMessages({
  en: {
    heading: 'Sign up for our newsletter',
    lead: 'News, events, signings and grading specials, now and then.',
    email: 'E-mail address',
    placeholder: 'Your e-mail address',
    signUp: 'Sign up',
    sentence: (english: string): string => english,
  },
  fr: {
    heading: 'Abonnez-vous à notre infolettre',
    lead: 'Nouvelles, événements, séances de dédicaces et offres de classement, de temps à autre.',
    email: 'Adresse courriel',
    placeholder: 'Votre adresse courriel',
    signUp: 'M’abonner',
    sentence: (english: string): string => FRENCH_SENTENCES[english] ?? english,
  },
});

/** The home page's newsletter sign-up (spec 1, 5 Newsletter). */
export function NewsletterSignUp() {
  const [checkStatus] = useLazyGetNewsletterStatusQuery();
  const [signUp] = useSignUpForNewsletterMutation();
  const machine = useMemo(
    () =>
      newsletterSignUpMachine.provide({
        actors: {
          checkStatus: fromPromise<NewsletterStatusResponse, { email: string }>(({ input }) => checkStatus(input.email).unwrap()),
          signUp: fromPromise<CommandAccepted, { email: string }>(({ input }) => {
            const hutk = hubspotCookie();
            const context = { pageUri: window.location.href, pageName: document.title, ...(hutk ? { hutk } : {}) };
            return signUp({ email: input.email, context }).unwrap();
          }),
        },
      }),
    [checkStatus, signUp],
  );
  const [snapshot, send] = useMachine(machine);
  const text = useMessages(words);
  const language = useLanguage();
  // A sentence the form shows (the spec's, or the server's) in the language read; one it does not know stays as sent.
  const say = (sentence: string | null) => (sentence === null ? null : text.sentence(sentence));
  const langOf = (sentence: string | null) => (language === 'fr' && sentence !== null && text.sentence(sentence) === sentence ? 'en' : undefined);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' } });
  const busy = snapshot.matches('checking') || snapshot.matches('signingUp');
  const { problem } = snapshot.context;
  const fieldProblem = snapshot.matches('invalid') ? problem : null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="newsletter-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="newsletter-heading">
          {text.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {text.lead}
        </Text>
        {snapshot.matches('subscribed') ? (
          <Alert color="green" variant="light" role="status" data-testid="newsletter-success" lang={langOf(snapshot.context.message)}>
            {say(snapshot.context.message)}
          </Alert>
        ) : (
          <form noValidate aria-busy={busy} onSubmit={form.onSubmit((values) => send({ type: 'SUBMIT', email: values.email }))}>
            <Stack gap="xs">
              <Group align="flex-start" wrap="nowrap">
                <TextInput
                  aria-label={text.email}
                  placeholder={text.placeholder}
                  type="email"
                  autoComplete="email"
                  style={{ flexGrow: 1 }}
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                  error={say(fieldProblem)}
                  aria-invalid={fieldProblem ? true : undefined}
                />
                <Button type="submit" loading={busy}>
                  {text.signUp}
                </Button>
              </Group>
              {snapshot.matches('alreadySubscribed') || snapshot.matches('failed') ? (
                <Alert color={snapshot.matches('failed') ? 'red' : 'ink'} variant="light" role="alert" data-testid="newsletter-problem" lang={langOf(problem)}>
                  {say(problem)}
                </Alert>
              ) : null}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

export default NewsletterSignUp;
