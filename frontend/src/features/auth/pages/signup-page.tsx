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
import { useLinkExternalMutation, useRegisterExternalMutation } from '../api/external-login.ts';
import { useExternalLoginMutation } from '../api/login.ts';
import { forgetExternalAccess, isExpired, readExternalAccess, type ExternalAccess } from '../identity/external-signup.ts';
import { rememberRequestedUrl } from '../identity/requested-url.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { authWords, fieldErrorsIn } from '../lib/auth-messages.ts';

const SIGNUP_FIELDS = ['firstname', 'lastname', 'phone'] as const;
const LINK_FIELDS = ['password'] as const;

/**
 * /signup (spec 2.1, 2.5): account creation after an external sign-in that has no local account yet. The
 * provider vouched for the e-mail, so no password and no activation mail. When an account already uses
 * the e-mail, its password links the external sign-in to it instead.
 */
export function SignupPage() {
  const text = useMessages(authWords);
  useDocumentTitle(text.signupDocumentTitle);
  const [access] = useState(readExternalAccess);
  if (!access || isExpired(access.claims)) {
    return (
      <AuthCard title={text.completeAccount}>
        <Alert color="red" variant="light" title={text.nothingToComplete} role="alert" data-testid="signup-expired">
          {text.signupExpired}
        </Alert>
        <Button component={Link} to="/login" w="fit-content">
          {text.backToLogIn}
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
  const language = useLanguage();
  const text = useMessages(authWords);

  const registerForm = useForm({
    mode: 'controlled',
    enhanceGetInputProps: fieldErrorsIn(language),
    initialValues: { externalToken, firstname: claims.givenName ?? '', lastname: claims.familyName ?? '', phone: '' },
    validate: schemaResolver(ExternalRegisterBody, { sync: true }),
  });
  const linkForm = useForm({
    mode: 'controlled',
    enhanceGetInputProps: fieldErrorsIn(language),
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
      title={mode === 'register' ? text.completeAccount : text.linkAccount}
      intro={
        <>
          {text.signedInAsBefore}
          <strong>{claims.email}</strong>
          {text.signedInAsAfter} {mode === 'register' ? text.fewDetails : null}
        </>
      }
    >
      {failure ? (
        <ServerFailureAlert heading={mode === 'register' ? text.registerFailedHeading : text.linkFailedHeading} failure={failure} language={language} />
      ) : null}
      {mode === 'register' ? (
        <form onSubmit={onRegister} noValidate aria-busy={busy}>
          <Stack gap="sm">
            <TextInput label={text.email} value={claims.email} readOnly disabled />
            <Group grow align="flex-start">
              <TextInput label={text.firstName} autoComplete="given-name" withAsterisk key={registerForm.key('firstname')} {...registerForm.getInputProps('firstname')} />
              <TextInput label={text.lastName} autoComplete="family-name" withAsterisk key={registerForm.key('lastname')} {...registerForm.getInputProps('lastname')} />
            </Group>
            <TextInput label={text.phone} type="tel" autoComplete="tel" key={registerForm.key('phone')} {...registerForm.getInputProps('phone')} />
            <Button type="submit" loading={busy} fullWidth mt="xs">
              {text.createMyAccount}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onLink} noValidate aria-busy={busy}>
          <Stack gap="sm">
            <Text size="sm">{text.linkHint}</Text>
            <PasswordInput label={text.password} autoComplete="current-password" withAsterisk key={linkForm.key('password')} {...linkForm.getInputProps('password')} />
            <Button type="submit" loading={busy} fullWidth mt="xs">
              {text.linkAndLogIn}
            </Button>
            <Text size="sm">
              <Anchor component={Link} to={`/recover?email=${encodeURIComponent(claims.email)}`}>
                {text.forgotPassword}
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
