import { useMemo } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { CommandAccepted, NewsletterStatusResponse } from '@certus/contracts';
import { useLazyGetNewsletterStatusQuery, useSignUpForNewsletterMutation } from '../api/newsletter-api.ts';
import { newsletterSignUpMachine } from '../machines/newsletter-sign-up.machine.ts';

/** The marketing service's visitor cookie (spec 7.5: context hutk), when the browser has one. */
const hubspotCookie = () => document.cookie.match(/(?:^|;\s*)hubspotutk=([^;]+)/)?.[1];

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
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' } });
  const busy = snapshot.matches('checking') || snapshot.matches('signingUp');
  const { problem } = snapshot.context;
  const fieldProblem = snapshot.matches('invalid') ? problem : null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="newsletter-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="newsletter-heading">
          Sign up for our newsletter
        </Title>
        <Text size="sm" c="dimmed">
          News, events, signings and grading specials, now and then.
        </Text>
        {snapshot.matches('subscribed') ? (
          <Alert color="green" variant="light" role="status" data-testid="newsletter-success">
            {snapshot.context.message}
          </Alert>
        ) : (
          <form noValidate aria-busy={busy} onSubmit={form.onSubmit((values) => send({ type: 'SUBMIT', email: values.email }))}>
            <Stack gap="xs">
              <Group align="flex-start" wrap="nowrap">
                <TextInput
                  aria-label="E-mail address"
                  placeholder="Your e-mail address"
                  type="email"
                  autoComplete="email"
                  style={{ flexGrow: 1 }}
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                  error={fieldProblem}
                  aria-invalid={fieldProblem ? true : undefined}
                />
                <Button type="submit" loading={busy}>
                  Sign up
                </Button>
              </Group>
              {snapshot.matches('alreadySubscribed') || snapshot.matches('failed') ? (
                <Alert color={snapshot.matches('failed') ? 'red' : 'ink'} variant="light" role="alert" data-testid="newsletter-problem">
                  {problem}
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
