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

/** Spec 8: the heading of a failed activation. */
export const ACTIVATION_FAILED_HEADING = 'Error while activating account.';
export const INVALID_LINK_HEADING = 'This activation link is invalid.';

// One activation request per link and page load: React's strict mode starts effects (and so the machine's
// invoked actor) twice in development, and a second call would fail with "already activated".
const activations = new Map<string, Promise<CommandAccepted>>();

/** /verify/:code?email=&isNew= (the link of the activation e-mail). */
export function VerifyPage() {
  useDocumentTitle('Activate your account | Certus');
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
      <AuthCard title="Your account is activated">
        <Stack gap="sm" data-testid="activation-success">
          <Text>{isNew ? 'Welcome to Certus! Thank you for registering.' : (snapshot.context.message ?? '')}</Text>
          <Text>You can now log in with {email ? <strong>{email}</strong> : 'your e-mail'} and your password.</Text>
          <Button component={Link} to={loginLink} w="fit-content">
            Log in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (snapshot.matches('failed') || snapshot.matches('invalidLink')) {
    const { failure, linkProblems } = snapshot.context;
    const invalidLink = snapshot.matches('invalidLink');
    const lines = invalidLink
      ? linkProblems
      : failure && failure.messages.length > 0
        ? failure.messages
        : [failure?.message ?? 'Please try again in a moment.'];
    return (
      <AuthCard title="Activate your account">
        <Alert color="red" variant="light" title={invalidLink ? INVALID_LINK_HEADING : ACTIVATION_FAILED_HEADING} role="alert" data-testid="activation-error">
          <List size="sm" spacing={2}>
            {lines.map((line, i) => (
              <List.Item key={i}>{line}</List.Item>
            ))}
          </List>
        </Alert>
        <Text size="sm">
          The link may have expired or been used already.{' '}
          <Anchor component={Link} to={resendLink}>
            Send a new activation link
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to={loginLink}>
            log in
          </Anchor>{' '}
          if your account is already active.
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Activate your account">
      <PageLoader label="Activating your account…" />
    </AuthCard>
  );
}
