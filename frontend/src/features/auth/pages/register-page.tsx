import { useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { RegisterBody } from '@certus/contracts';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import type { BotCheckHandle } from '../../../components/bot-check/bot-check.tsx';
import { FormBotCheck } from '../../../components/bot-check/form-bot-check.tsx';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { useRegisterMutation } from '../api/register.ts';

/** Spec 8: the heading of a failed registration. */
export const REGISTER_FAILED_HEADING = 'Error creating account';

const REGISTER_FIELDS = ['firstname', 'lastname', 'phone', 'email', 'password', 'confirmPassword', 'reCAPTCHA'] as const;
type RegisterField = (typeof REGISTER_FIELDS)[number];
type RegisterValues = Record<RegisterField, string>;

const emptyForm: RegisterValues = {
  firstname: '',
  lastname: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  reCAPTCHA: '',
};

/** /register: the register model of spec 3, checked with the server's own schema before it is sent. */
export function RegisterPage() {
  useDocumentTitle('Create an account | Certus');
  const [register, { isLoading, data: accepted }] = useRegisterMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);

  const form = useForm<RegisterValues>({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: emptyForm,
    validate: schemaResolver(RegisterBody, { sync: true }),
    validateInputOnBlur: ['firstname', 'lastname', 'phone', 'email', 'password', 'confirmPassword'],
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    const body = RegisterBody.parse(values); // trimmed, e-mail lower-cased: what the server will store
    const result = await register(body);
    if ('error' in result && result.error) {
      // Spec 4 Registration: after a failed submit the bot check is reset (its payload is single-use).
      setFailure(applySubmitFailure(result.error, form, REGISTER_FIELDS, botCheck));
      return;
    }
    setRegisteredEmail(body.email);
  });

  if (accepted && registeredEmail) {
    return (
      <AuthCard title="Check your e-mail">
        <Stack gap="sm" data-testid="register-success">
          <Text>{accepted.message}</Text>
          <Text>
            We sent an activation link to <strong>{registeredEmail}</strong>. Open it to activate your account, then log
            in.
          </Text>
          <Text size="sm" c="dimmed">
            No e-mail after a few minutes? Check your spam folder, or{' '}
            <Anchor component={Link} to={`/resend?email=${encodeURIComponent(registeredEmail)}`}>
              send a new activation link
            </Anchor>
            .
          </Text>
          <Group>
            <Button component={Link} to="/login" variant="outline">
              Go to log in
            </Button>
          </Group>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create an account" intro="Register to submit books for grading and follow your orders.">
      {failure ? <ServerFailureAlert heading={REGISTER_FAILED_HEADING} failure={failure} /> : null}
      <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              autoComplete="given-name"
              withAsterisk
              key={form.key('firstname')}
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              withAsterisk
              key={form.key('lastname')}
              {...form.getInputProps('lastname')}
            />
          </Group>
          <TextInput label="Phone" type="tel" autoComplete="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <NewPasswordFields form={form} labels={{ password: 'Password', confirmPassword: 'Confirm password' }} />
          <FormBotCheck form={form} botCheckRef={botCheck} />
          <Button type="submit" loading={isLoading} fullWidth mt="xs">
            Create account
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
