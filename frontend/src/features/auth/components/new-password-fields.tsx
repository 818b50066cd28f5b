import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { passwordRules } from '@certus/contracts';

interface NewPasswordFieldsProps<Values extends { password: string; confirmPassword: string }> {
  form: UseFormReturnType<Values>;
  labels: { password: string; confirmPassword: string };
}

/** A new password and its confirmation (spec 5 Forms: "Confirm password must match password"), with the policy. */
export function NewPasswordFields<Values extends { password: string; confirmPassword: string }>({
  form,
  labels,
}: NewPasswordFieldsProps<Values>) {
  // Mantine types field paths per form; every form using this one has these two string fields.
  const fields = form as unknown as UseFormReturnType<{ password: string; confirmPassword: string }>;
  return (
    <>
      <PasswordInput
        label={labels.password}
        description={passwordRules}
        autoComplete="new-password"
        withAsterisk
        key={fields.key('password')}
        {...fields.getInputProps('password')}
      />
      <PasswordInput
        label={labels.confirmPassword}
        autoComplete="new-password"
        withAsterisk
        key={fields.key('confirmPassword')}
        {...fields.getInputProps('confirmPassword')}
      />
    </>
  );
}
