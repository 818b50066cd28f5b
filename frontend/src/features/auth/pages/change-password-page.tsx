import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { CollectibleType, ResetPasswordBody, normaliseEmail } from '@certus/contracts';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { useResetPasswordMutation } from '../api/password-recovery.ts';
import { useLoginMutation } from '../api/login.ts';
import { RECOVER_FAILED_HEADING } from './recover-page.tsx';

const CHANGE_FIELDS = ['password', 'confirmPassword'] as const;

/** The link's collectible type, in any case ("comic", "Comic"), or null when it names none. */
function collectibleTypeOf(segment: string | undefined): CollectibleType | null {
  const match = CollectibleType.options.find((type) => type.toLowerCase() === segment?.toLowerCase());
  return match ?? null;
}

/**
 * /change/{c}/{e}/{t}: the final step of password recovery (spec 4). The link supplies the collectible
 * type, the e-mail and the token; a successful reset logs the member in, and the guest-only layout then
 * sends them on to the dashboard.
 */
export function ChangePasswordPage() {
  useDocumentTitle('Choose a new password | Certus');
  const params = useParams();
  const email = normaliseEmail(params.email ?? '');
  const token = params.token ?? '';
  const collectibleType = collectibleTypeOf(params.collectibleType);
  const [resetPassword, { isLoading: resetting }] = useResetPasswordMutation();
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [resetButNotSignedIn, setResetButNotSignedIn] = useState(false);

  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) =>
      schemaResolver(ResetPasswordBody, { sync: true })({ ...values, email, token, collectibleType: collectibleType ?? 'Comic' }),
    validateInputOnBlur: ['password', 'confirmPassword'],
  });

  const link = ResetPasswordBody.safeParse({ email, token, collectibleType: collectibleType ?? undefined, password: 'x', confirmPassword: 'x' });
  const linkIsBroken = !collectibleType || (!link.success && link.error.issues.some((i) => i.path[0] === 'email' || i.path[0] === 'token'));
  if (linkIsBroken) {
    return (
      <AuthCard title="Choose a new password">
        <Alert color="red" variant="light" title="This link does not work" role="alert" data-testid="change-link-invalid">
          The password reset link is incomplete or damaged. Copy the whole link from the e-mail, or ask for a new one.
        </Alert>
        <Button component={Link} to="/recover" w="fit-content">
          Send me a new link
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    const result = await resetPassword(ResetPasswordBody.parse({ ...values, email, token, collectibleType }));
    if ('error' in result && result.error) {
      setFailure(applySubmitFailure(result.error, form, CHANGE_FIELDS));
      return;
    }
    // Spec 4: "A successful reset logs the user in."
    const signedIn = await login({ email, password: values.password });
    if ('error' in signedIn && signedIn.error) setResetButNotSignedIn(true);
  });

  if (resetButNotSignedIn) {
    return (
      <AuthCard title="Password changed">
        <Alert color="green" variant="light" role="status">
          Your password has been reset, but we could not log you in automatically.
        </Alert>
        <Button component={Link} to={`/login?email=${encodeURIComponent(email)}`} w="fit-content">
          Log in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" intro={<>For <strong>{email}</strong>.</>}>
      {failure ? <ServerFailureAlert heading={RECOVER_FAILED_HEADING} failure={failure} /> : null}
      {failure && failure.fieldErrors.token ? (
        <Text size="sm">
          <Anchor component={Link} to={`/recover?email=${encodeURIComponent(email)}`}>
            Send me a new link
          </Anchor>
        </Text>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-busy={resetting || loggingIn}>
        <Stack gap="sm">
          <NewPasswordFields form={form} labels={{ password: 'New password', confirmPassword: 'Confirm the new password' }} />
          <Button type="submit" loading={resetting || loggingIn} fullWidth mt="xs">
            Save and log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
