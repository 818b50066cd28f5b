import { useState } from 'react';
import { Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ChangePasswordBody, profileMessages } from '@certus/contracts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { applySubmitFailure, focusFirstInvalid } from '../../../components/ui/submit-failure.ts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { notifySuccess } from '../../../components/ui/toast.ts';
import { useChangePasswordMutation } from '../api/update-profile.ts';
import { SubScreenHeading } from './sub-screen-heading.tsx';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';
import { localizedErrors, localizedFailure, sentenceIn } from '../../../lib/localized-form.ts';

const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordValues = Record<(typeof PASSWORD_FIELDS)[number], string>;

/**
 * The change-password sub-screen of /account/profile (spec 8: 'Password updated successfully', or 'Error
 * updating password' with the messages). This session stays signed in; the member's other sessions end.
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const text = useMessages(accountText);
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    enhanceGetInputProps: localizedErrors(accountText.en, text),
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(ChangePasswordBody, { sync: true }),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    const result = await changePassword(values);
    if (result.error) {
      setFailure(applySubmitFailure(result.error, form, PASSWORD_FIELDS));
      return;
    }
    notifySuccess(null, sentenceIn(accountText.en, text, result.data.message));
    onDone();
  }, (errors) => focusFirstInvalid(form, PASSWORD_FIELDS, errors));

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <SubScreenHeading>{text.changePassword}</SubScreenHeading>
        {failure ? <ServerFailureAlert heading={sentenceIn(accountText.en, text, profileMessages.passwordUpdateFailed)} failure={localizedFailure(accountText.en, text, failure)} /> : null}
        <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
          <Stack gap="sm">
            <PasswordInput
              label={text.currentPassword}
              autoComplete="current-password"
              withAsterisk
              key={form.key('oldPassword')}
              {...form.getInputProps('oldPassword')}
            />
            <NewPasswordFields
              form={form}
              passwordField="newPassword"
              labels={{ password: text.newPassword, confirmPassword: text.confirmNewPassword, rules: text.passwordRules }}
            />
            <Group mt="xs">
              <Button type="submit" loading={isLoading}>
                {text.updatePassword}
              </Button>
              <Button variant="default" onClick={onDone} disabled={isLoading}>
                {text.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
