import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { ExternalLinkBody, ExternalRegisterBody } from '@certus/contracts';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { readTokenError } from '../../../lib/api-errors.ts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { useLinkExternalMutation, useRegisterExternalMutation } from '../api/external-login.ts';
import { useExternalLoginMutation } from '../api/login.ts';
import { forgetExternalAccess, isExpired, readExternalAccess, type ExternalAccess } from '../identity/external-signup.ts';
import { rememberRequestedUrl } from '../identity/requested-url.ts';
import { REGISTER_FAILED_HEADING } from './register-page.tsx';

const SIGNUP_FIELDS = ['firstname', 'lastname', 'phone'] as const;
const LINK_FIELDS = ['password'] as const;

/**
 * /signup (spec 2.1, 2.5): account creation after an external sign-in that has no local account yet. The
 * provider vouched for the e-mail, so no password and no activation mail. When an account already uses
 * the e-mail, its password links the external sign-in to it instead.
 */
export function SignupPage() {
  useDocumentTitle('Complete your account | Certus');
  const [access] = useState(readExternalAccess);
  if (!access || isExpired(access.claims)) {
    return (
      <AuthCard title="Complete your account">
        <Alert color="red" variant="light" title="Nothing to complete" role="alert" data-testid="signup-expired">
          The external sign-in has expired or was not started here. Please start again from the log-in page.
        </Alert>
        <Button component={Link} to="/login" w="fit-content">
          Back to log in
        </Button>
      </AuthCard>
    );
  }
  return <SignupForms access={access} />;
}

function SignupForms({ access }: { access: ExternalAccess }) {
  const [mode, setMode] = useState<'register' | 'link'>('register');
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [registerExternal, { isLoading: registering }] = useRegisterExternalMutation();
  const [linkExternal, { isLoading: linking }] = useLinkExternalMutation();
  const [externalLogin, { isLoading: signingIn }] = useExternalLoginMutation();
  const busy = registering || linking || signingIn;
  const { claims, externalToken, provider } = access;

  const registerForm = useForm({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: { externalToken, firstname: claims.givenName ?? '', lastname: claims.familyName ?? '', phone: '' },
    validate: schemaResolver(ExternalRegisterBody, { sync: true }),
  });
  const linkForm = useForm({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: { externalToken, password: '' },
    validate: schemaResolver(ExternalLinkBody, { sync: true }),
  });

  /** The account exists and is linked: sign in with the same token; the guest layout then moves on. */
  async function signIn() {
    if (access.returnUrl) rememberRequestedUrl(access.returnUrl);
    const result = await externalLogin({ provider, externalToken });
    if ('error' in result && result.error) {
      setFailure({ message: readTokenError(result.error).description, fieldErrors: {}, messages: [], status: null });
      return;
    }
    forgetExternalAccess();
  }

  const onRegister = registerForm.onSubmit(async (values) => {
    setFailure(null);
    const result = await registerExternal(ExternalRegisterBody.parse(values));
    if ('error' in result && result.error) {
      const refused = applySubmitFailure(result.error, registerForm, SIGNUP_FIELDS);
      if (refused.status === 409) setMode('link'); // the e-mail has an account: prove it is yours
      setFailure(refused);
      return;
    }
    await signIn();
  });

  const onLink = linkForm.onSubmit(async (values) => {
    setFailure(null);
    const result = await linkExternal(ExternalLinkBody.parse(values));
    if ('error' in result && result.error) {
      setFailure(applySubmitFailure(result.error, linkForm, LINK_FIELDS));
      linkForm.setFieldValue('password', '');
      return;
    }
    await signIn();
  });

  return (
    <AuthCard
      title={mode === 'register' ? 'Complete your account' : 'Link your account'}
      intro={
        <>
          You signed in as <strong>{claims.email}</strong>.{' '}
          {mode === 'register' ? 'A few details and your Certus account is ready.' : null}
        </>
      }
    >
      {failure ? (
        <ServerFailureAlert heading={mode === 'register' ? REGISTER_FAILED_HEADING : 'Error linking account'} failure={failure} />
      ) : null}
      {mode === 'register' ? (
        <form onSubmit={onRegister} noValidate aria-busy={busy}>
          <Stack gap="sm">
            <TextInput label="E-mail" value={claims.email} readOnly disabled />
            <Group grow align="flex-start">
              <TextInput label="First name" autoComplete="given-name" withAsterisk key={registerForm.key('firstname')} {...registerForm.getInputProps('firstname')} />
              <TextInput label="Last name" autoComplete="family-name" withAsterisk key={registerForm.key('lastname')} {...registerForm.getInputProps('lastname')} />
            </Group>
            <TextInput label="Phone" type="tel" autoComplete="tel" key={registerForm.key('phone')} {...registerForm.getInputProps('phone')} />
            <Button type="submit" loading={busy} fullWidth mt="xs">
              Create my account
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onLink} noValidate aria-busy={busy}>
          <Stack gap="sm">
            <Text size="sm">Enter the password of your Certus account to link this sign-in to it. You only do this once.</Text>
            <PasswordInput label="Password" autoComplete="current-password" withAsterisk key={linkForm.key('password')} {...linkForm.getInputProps('password')} />
            <Button type="submit" loading={busy} fullWidth mt="xs">
              Link and log in
            </Button>
            <Text size="sm">
              <Anchor component={Link} to={`/recover?email=${encodeURIComponent(claims.email)}`}>
                Forgot your password?
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
