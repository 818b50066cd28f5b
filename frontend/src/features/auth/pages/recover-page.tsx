import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { RecoverBody } from '@certus/contracts';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import type { BotCheckHandle } from '../../../components/bot-check/bot-check.tsx';
import { FormBotCheck } from '../../../components/bot-check/form-bot-check.tsx';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { useRecoverPasswordMutation } from '../api/password-recovery.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { authWords, fieldErrorsIn } from '../lib/auth-messages.ts';

/** Spec 8: the heading of a failed recovery or change request. */
export const RECOVER_FAILED_HEADING = authWords.en.requestFailedHeading;

const RECOVER_FIELDS = ['email', 'reCAPTCHA'] as const;

/** /recover: the request step of password recovery (spec 4): an e-mail, then a link by mail. */
export function RecoverPage() {
  const language = useLanguage();
  const text = useMessages(authWords);
  useDocumentTitle(text.recoverDocumentTitle);
  const [searchParams] = useSearchParams();
  const [recover, { isLoading, data: accepted }] = useRecoverPasswordMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);

  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: fieldErrorsIn(language),
    initialValues: { email: searchParams.get('email') ?? '', reCAPTCHA: '' },
    validate: schemaResolver(RecoverBody, { sync: true }),
    validateInputOnBlur: ['email'],
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    const result = await recover(RecoverBody.parse(values));
    if ('error' in result && result.error) setFailure(applySubmitFailure(result.error, form, RECOVER_FIELDS, botCheck));
  });

  if (accepted) {
    return (
      <AuthCard title={text.checkYourEmail}>
        <Alert color="green" variant="light" role="status" data-testid="recover-success" lang={language === 'en' ? undefined : 'en'}>
          {accepted.message}
        </Alert>
        <Text size="sm">
          {text.recoverSentHint}{' '}
          <Anchor component={Link} to="/login">
            {text.logIn}
          </Anchor>
          .
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.forgotPassword} intro={text.recoverIntro}>
      {failure ? <ServerFailureAlert heading={text.requestFailedHeading} failure={failure} language={language} /> : null}
      <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        <Stack gap="sm">
          <TextInput label={text.email} type="email" autoComplete="email" withAsterisk key={form.key('email')} {...form.getInputProps('email')} />
          <FormBotCheck form={form} botCheckRef={botCheck} language={language} />
          <Button type="submit" loading={isLoading} fullWidth mt="xs">
            {text.sendResetLink}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        <Anchor component={Link} to="/login">
          {text.backToLogIn}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
