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
import { useResetPasswordMutation } from '../api/password-recovery.ts';
import { useLoginMutation } from '../api/login.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { authWords, fieldErrorsIn } from '../lib/auth-messages.ts';

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
  const language = useLanguage();
  const text = useMessages(authWords);
  useDocumentTitle(text.changeDocumentTitle);
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
    enhanceGetInputProps: fieldErrorsIn(language),
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) =>
      schemaResolver(ResetPasswordBody, { sync: true })({ ...values, email, token, collectibleType: collectibleType ?? 'Comic' }),
    validateInputOnBlur: ['password', 'confirmPassword'],
  });

  const link = ResetPasswordBody.safeParse({ email, token, collectibleType: collectibleType ?? undefined, password: 'x', confirmPassword: 'x' });
  const linkIsBroken = !collectibleType || (!link.success && link.error.issues.some((i) => i.path[0] === 'email' || i.path[0] === 'token'));
  if (linkIsBroken) {
    return (
      <AuthCard title={text.chooseNewPassword}>
        <Alert color="red" variant="light" title={text.linkBrokenTitle} role="alert" data-testid="change-link-invalid">
          {text.linkBroken}
        </Alert>
        <Button component={Link} to="/recover" w="fit-content">
          {text.sendNewLink}
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
      <AuthCard title={text.passwordChangedTitle}>
        <Alert color="green" variant="light" role="status">
          {text.resetNotSignedIn}
        </Alert>
        <Button component={Link} to={`/login?email=${encodeURIComponent(email)}`} w="fit-content">
          {text.logIn}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={text.chooseNewPassword}
      intro={
        <>
          {text.forEmailBefore}
          <strong>{email}</strong>
          {text.forEmailAfter}
        </>
      }
    >
      {failure ? <ServerFailureAlert heading={text.requestFailedHeading} failure={failure} language={language} /> : null}
      {failure && failure.fieldErrors.token ? (
        <Text size="sm">
          <Anchor component={Link} to={`/recover?email=${encodeURIComponent(email)}`}>
            {text.sendNewLink}
          </Anchor>
        </Text>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-busy={resetting || loggingIn}>
        <Stack gap="sm">
          <NewPasswordFields form={form} labels={{ password: text.newPassword, confirmPassword: text.confirmNewPassword, rules: text.passwordRules }} />
          <Button type="submit" loading={resetting || loggingIn} fullWidth mt="xs">
            {text.saveAndLogIn}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
