import { useMemo } from 'react';
import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMachine } from '@xstate/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { normaliseEmail, type CommandAccepted } from '@certus/contracts';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useActivateMutation } from '../api/activation.ts';
import { activationMachine, type ActivationLink } from '../machines/activation.machine.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { authWords } from '../lib/auth-messages.ts';

/** Spec 8: the heading of a failed activation. */
export const ACTIVATION_FAILED_HEADING = authWords.en.activationFailedHeading;
export const INVALID_LINK_HEADING = authWords.en.invalidLinkHeading;

// One activation request per link and page load: React's strict mode starts effects (and so the machine's
// invoked actor) twice in development, and a second call would fail with "already activated".
const activations = new Map<string, Promise<CommandAccepted>>();

/** /verify/:code?email=&isNew= (the link of the activation e-mail). */
export function VerifyPage() {
  const language = useLanguage();
  const text = useMessages(authWords);
  useDocumentTitle(text.verifyDocumentTitle);
  const { code = '' } = useParams();
  const [searchParams] = useSearchParams();
  const email = normaliseEmail(searchParams.get('email') ?? '');
  const isNew = searchParams.get('isNew') === 'true';
  const [activate] = useActivateMutation();

  const machine = useMemo(
    () =>
      activationMachine.provide({
        actors: {
          activate: fromPromise<CommandAccepted, ActivationLink>(({ input }) => {
            const key = `${input.email}\n${input.code}`;
            let request = activations.get(key);
            if (!request) {
              request = activate(input).unwrap();
              activations.set(key, request);
            }
            return request;
          }),
        },
      }),
    [activate],
  );
  const [snapshot] = useMachine(machine, { input: { code, email } });
  const loginLink = email ? `/login?email=${encodeURIComponent(email)}` : '/login';
  const resendLink = email ? `/resend?email=${encodeURIComponent(email)}` : '/resend';

  if (snapshot.matches('activated')) {
    return (
      <AuthCard title={text.activated}>
        <Stack gap="sm" data-testid="activation-success">
          {isNew ? <Text>{text.welcome}</Text> : <Text lang={language === 'en' ? undefined : 'en'}>{snapshot.context.message ?? ''}</Text>}
          <Text>
            {text.canLogInBefore}
            {email ? <strong>{email}</strong> : text.yourEmail}
            {text.canLogInAfter}
          </Text>
          <Button component={Link} to={loginLink} w="fit-content">
            {text.logIn}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (snapshot.matches('failed') || snapshot.matches('invalidLink')) {
    const { failure, linkProblems } = snapshot.context;
    const invalidLink = snapshot.matches('invalidLink');
    const fromServer = invalidLink ? linkProblems : failure && failure.messages.length > 0 ? failure.messages : failure?.message ? [failure.message] : null;
    const lines = fromServer ?? [text.tryAgainLater];
    return (
      <AuthCard title={text.activateAccount}>
        <Alert color="red" variant="light" title={invalidLink ? text.invalidLinkHeading : text.activationFailedHeading} role="alert" data-testid="activation-error">
          <List size="sm" spacing={2} lang={fromServer && language !== 'en' ? 'en' : undefined}>
            {lines.map((line, i) => (
              <List.Item key={i}>{line}</List.Item>
            ))}
          </List>
        </Alert>
        <Text size="sm">
          {text.linkExpiredHint}{' '}
          <Anchor component={Link} to={resendLink}>
            {text.sendNewActivationLink}
          </Anchor>{' '}
          {text.or}{' '}
          <Anchor component={Link} to={loginLink}>
            {text.logInLower}
          </Anchor>{' '}
          {text.ifAlreadyActive}
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.activateAccount}>
      <PageLoader label={text.activating} />
    </AuthCard>
  );
}
