import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ResendActivationBody } from '@certus/contracts';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import type { BotCheckHandle } from '../../../components/bot-check/bot-check.tsx';
import { FormBotCheck } from '../../../components/bot-check/form-bot-check.tsx';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { useResendActivationMutation } from '../api/activation.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { authWords, fieldErrorsIn } from '../lib/auth-messages.ts';

/** Spec 8: the heading of a failed recovery or resend request. */
export const RESEND_FAILED_HEADING = authWords.en.requestFailedHeading;

const RESEND_FIELDS = ['email', 'reCAPTCHA'] as const;

/** /resend: a new activation link for an account that is not activated yet. */
export function ResendPage() {
  const language = useLanguage();
  const text = useMessages(authWords);
  useDocumentTitle(text.resendDocumentTitle);
  const [searchParams] = useSearchParams();
  const [resend, { isLoading, data: accepted }] = useResendActivationMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);
  const linkCode = searchParams.get('code');

  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: fieldErrorsIn(language),
    initialValues: { email: searchParams.get('email') ?? '', reCAPTCHA: '' },
    validate: schemaResolver(ResendActivationBody, { sync: true }),
    validateInputOnBlur: ['email'],
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    const result = await resend(ResendActivationBody.parse(values));
    if ('error' in result && result.error) setFailure(applySubmitFailure(result.error, form, RESEND_FIELDS, botCheck));
  });

  // Spec 4: arriving with an e-mail and a code activates at once; /verify does that and shows the result.
  if (linkCode) {
    const email = searchParams.get('email');
    return <Navigate to={`/verify/${encodeURIComponent(linkCode)}${email ? `?email=${encodeURIComponent(email)}` : ''}`} replace />;
  }

  if (accepted) {
    return (
      <AuthCard title={text.checkYourEmail}>
        <Alert color="green" variant="light" role="status" data-testid="resend-success" lang={language === 'en' ? undefined : 'en'}>
          {accepted.message}
        </Alert>
        <Text size="sm">
          {text.resendSentBefore}
          <Anchor component={Link} to="/login">
            {text.logInLower}
          </Anchor>
          .
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={text.resendActivationLink}
      intro={text.resendIntro}
    >
      {failure ? <ServerFailureAlert heading={text.requestFailedHeading} failure={failure} language={language} /> : null}
      <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        <Stack gap="sm">
          <TextInput
            label={text.email}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <FormBotCheck form={form} botCheckRef={botCheck} language={language} />
          <Button type="submit" loading={isLoading} fullWidth mt="xs">
            {text.sendActivationLink}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
