import { useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
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
import { useLanguage, useMessages } from '../../region/index.ts';
import { authWords, fieldErrorsIn } from '../lib/auth-messages.ts';

/** Spec 8: the heading of a failed registration. */
export const REGISTER_FAILED_HEADING = authWords.en.registerFailedHeading;

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
  const language = useLanguage();
  const text = useMessages(authWords);
  useDocumentTitle(text.registerDocumentTitle);
  const [register, { isLoading, data: accepted }] = useRegisterMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);

  const form = useForm<RegisterValues>({
    mode: 'controlled',
    enhanceGetInputProps: fieldErrorsIn(language),
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
      <AuthCard title={text.checkYourEmail}>
        <Stack gap="sm" data-testid="register-success">
          <Text lang={language === 'en' ? undefined : 'en'}>{accepted.message}</Text>
          <Text>
            {text.activationSentBefore}
            <strong>{registeredEmail}</strong>
            {text.activationSentAfter}
          </Text>
          <Text size="sm" c="dimmed">
            {text.noMailSpamBefore}
            <Anchor component={Link} to={`/resend?email=${encodeURIComponent(registeredEmail)}`}>
              {text.sendNewActivationLinkLower}
            </Anchor>
            .
          </Text>
          <Group>
            <Button component={Link} to="/login" variant="outline">
              {text.goToLogIn}
            </Button>
          </Group>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.createAccount} intro={text.registerIntro}>
      {failure ? <ServerFailureAlert heading={text.registerFailedHeading} failure={failure} language={language} /> : null}
      <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={text.firstName}
              autoComplete="given-name"
              withAsterisk
              key={form.key('firstname')}
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label={text.lastName}
              autoComplete="family-name"
              withAsterisk
              key={form.key('lastname')}
              {...form.getInputProps('lastname')}
            />
          </Group>
          <TextInput label={text.phone} type="tel" autoComplete="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
          <TextInput
            label={text.email}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <NewPasswordFields form={form} labels={{ password: text.password, confirmPassword: text.confirmPassword, rules: text.passwordRules }} />
          <FormBotCheck form={form} botCheckRef={botCheck} language={language} />
          <Button type="submit" loading={isLoading} fullWidth mt="xs">
            {text.createAccountButton}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        {text.alreadyHaveAccount}{' '}
        <Anchor component={Link} to="/login">
          {text.logIn}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
