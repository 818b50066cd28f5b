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
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { useRecoverPasswordMutation } from '../api/password-recovery.ts';

/** Spec 8: the heading of a failed recovery or change request. */
export const RECOVER_FAILED_HEADING = 'Error submitting request';

const RECOVER_FIELDS = ['email', 'reCAPTCHA'] as const;

/** /recover: the request step of password recovery (spec 4): an e-mail, then a link by mail. */
export function RecoverPage() {
  useDocumentTitle('Forgot your password? | Certus');
  const [searchParams] = useSearchParams();
  const [recover, { isLoading, data: accepted }] = useRecoverPasswordMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);

  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
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
      <AuthCard title="Check your e-mail">
        <Alert color="green" variant="light" role="status" data-testid="recover-success">
          {accepted.message}
        </Alert>
        <Text size="sm">
          The link in the e-mail lets you choose a new password. Remembered it after all?{' '}
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
          .
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" intro="Enter the e-mail of your account and we will send you a link to choose a new password.">
      {failure ? <ServerFailureAlert heading={RECOVER_FAILED_HEADING} failure={failure} /> : null}
      <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        <Stack gap="sm">
          <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk key={form.key('email')} {...form.getInputProps('email')} />
          <FormBotCheck form={form} botCheckRef={botCheck} />
          <Button type="submit" loading={isLoading} fullWidth mt="xs">
            Send the reset link
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        <Anchor component={Link} to="/login">
          Back to log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
