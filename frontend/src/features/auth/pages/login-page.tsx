import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { Email, normaliseEmail, passwordMessages } from '@certus/contracts';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { readTokenError } from '../../../lib/api-errors.ts';
import { useLoginMutation } from '../api/login.ts';
import { ExternalProviders } from '../components/external-providers.tsx';

/** Spec 8: the server's error_description, or this when it gave none. */
export const LOGIN_FAILED_FALLBACK = 'Error verifying authentication';

interface LoginFailure {
  message: string;
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
  useDocumentTitle('Log in | Certus');
  const [searchParams] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
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
      setFailure({ message: description ?? LOGIN_FAILED_FALLBACK, verify, email });
      form.setFieldValue('password', '');
    }
  });

  return (
    <AuthCard title="Log in" intro="Welcome back. Log in to see your orders, graded books and membership.">
      {failure ? (
        <Alert color="red" variant="light" title="Log in failed" role="alert" data-testid="login-error">
          <Stack gap="xs">
            <Text size="sm">{failure.message}</Text>
            {failure.verify ? (
              <Text size="sm">
                Did not get the activation e-mail?{' '}
                <Anchor component={Link} to={`/resend?email=${encodeURIComponent(failure.email)}`} fw={600}>
                  Send a new activation link
                </Anchor>
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={`/recover${form.values.email ? `?email=${encodeURIComponent(form.values.email)}` : ''}`} size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" loading={isLoading} fullWidth>
            Log in
          </Button>
        </Stack>
      </form>
      <ExternalProviders />
      <Text size="sm">
        New to Certus?{' '}
        <Anchor component={Link} to="/register">
          Create an account
        </Anchor>
      </Text>
      <Text size="sm">
        Account not activated yet?{' '}
        <Anchor component={Link} to="/resend">
          Resend the activation link
        </Anchor>
      </Text>
    </AuthCard>
  );
}
