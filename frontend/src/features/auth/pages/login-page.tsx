import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { Email, normaliseEmail, passwordMessages } from '@certus/contracts';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { readTokenError } from '../../../lib/api-errors.ts';
import { useLoginMutation } from '../api/login.ts';
import { ExternalProviders } from '../components/external-providers.tsx';
import { useLanguage, useMessages } from '../../region/index.ts';
import { authWords, fieldErrorsIn } from '../lib/auth-messages.ts';

/** Spec 8: the server's error_description, or this when it gave none. */
export const LOGIN_FAILED_FALLBACK = authWords.en.loginFailedFallback;

interface LoginFailure {
  /** The server's error_description (English), or null when it gave none. */
  message: string | null;
  /** The account exists but is not activated yet (spec 4: the verify flag). */
  verify: boolean;
  email: string;
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/**
 * /login. Nothing happens here on success: the identity appears in the store and the AnonymousOnly layout
 * route sends the member on to the page they asked for, or /account.
 */
export function LoginPage() {
  const language = useLanguage();
  const text = useMessages(authWords);
  useDocumentTitle(text.loginDocumentTitle);
  const [searchParams] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: fieldErrorsIn(language),
    initialValues: { email: searchParams.get('email') ?? '', password: '' },
    validate: {
      email: (value) => firstIssue(Email.safeParse(value)),
      password: (value) => (value ? null : passwordMessages.required),
    },
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    const email = normaliseEmail(values.email);
    const result = await login({ email, password: values.password });
    if ('error' in result && result.error) {
      const { description, verify } = readTokenError(result.error);
      setFailure({ message: description ?? null, verify, email });
      form.setFieldValue('password', '');
    }
  });

  return (
    <AuthCard title={text.logIn} intro={text.loginIntro}>
      {failure ? (
        <Alert color="red" variant="light" title={text.loginFailedTitle} role="alert" data-testid="login-error">
          <Stack gap="xs">
            {failure.message === null ? (
              <Text size="sm">{text.loginFailedFallback}</Text>
            ) : (
              <Text size="sm" lang={language === 'en' ? undefined : 'en'}>
                {failure.message}
              </Text>
            )}
            {failure.verify ? (
              <Text size="sm">
                {text.noActivationMail}{' '}
                <Anchor component={Link} to={`/resend?email=${encodeURIComponent(failure.email)}`} fw={600}>
                  {text.sendNewActivationLink}
                </Anchor>
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={text.email}
            type="email"
            autoComplete="username"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={text.password}
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={`/recover${form.values.email ? `?email=${encodeURIComponent(form.values.email)}` : ''}`} size="sm">
              {text.forgotPassword}
            </Anchor>
          </Group>
          <Button type="submit" loading={isLoading} fullWidth>
            {text.logIn}
          </Button>
        </Stack>
      </form>
      <ExternalProviders />
      <Text size="sm">
        {text.newToCertus}{' '}
        <Anchor component={Link} to="/register">
          {text.createAccount}
        </Anchor>
      </Text>
      <Text size="sm">
        {text.notActivatedYet}{' '}
        <Anchor component={Link} to="/resend">
          {text.resendActivationLink}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
