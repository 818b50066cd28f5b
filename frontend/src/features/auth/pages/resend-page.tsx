import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
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

/** Spec 8: the heading of a failed recovery or resend request. */
export const RESEND_FAILED_HEADING = 'Error submitting request';

const RESEND_FIELDS = ['email', 'reCAPTCHA'] as const;

/** /resend: a new activation link for an account that is not activated yet. */
export function ResendPage() {
  useDocumentTitle('Resend the activation link | Certus');
  const [searchParams] = useSearchParams();
  const [resend, { isLoading, data: accepted }] = useResendActivationMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);
  const linkCode = searchParams.get('code');

  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
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
      <AuthCard title="Check your e-mail">
        <Alert color="green" variant="light" role="status" data-testid="resend-success">
          {accepted.message}
        </Alert>
        <Text size="sm">
          Open the link in the e-mail to activate your account, then{' '}
          <Anchor component={Link} to="/login">
            log in
          </Anchor>
          .
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Resend the activation link"
      intro="Enter the e-mail you registered with and we will send a new activation link."
    >
      {failure ? <ServerFailureAlert heading={RESEND_FAILED_HEADING} failure={failure} /> : null}
      <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        <Stack gap="sm">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <FormBotCheck form={form} botCheckRef={botCheck} />
          <Button type="submit" loading={isLoading} fullWidth mt="xs">
            Send activation link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
