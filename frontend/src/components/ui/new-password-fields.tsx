import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { passwordRules } from '@certus/contracts';

type PasswordField = 'password' | 'newPassword';

interface NewPasswordFieldsProps<Values> {
  form: UseFormReturnType<Values>;
  labels: { password: string; confirmPassword: string };
  /** The form's name for the new password: 'password' (register, reset) or 'newPassword' (change). */
  passwordField?: PasswordField;
  /** The policy sentence under the new password, in the language read (the contracts' English by default). */
  rules?: string;
}

/** A new password and its confirmation (spec 5 Forms: "Confirm password must match password"), with the policy. */
export function NewPasswordFields<Values>({ form, labels, passwordField = 'password', rules = passwordRules }: NewPasswordFieldsProps<Values>) {
  // Mantine types field paths per form; every form using this one has these two string fields.
  const fields = form as unknown as UseFormReturnType<Record<PasswordField | 'confirmPassword', string>>;
  return (
    <>
      <PasswordInput
        label={labels.password}
        description={rules}
        autoComplete="new-password"
        withAsterisk
        key={fields.key(passwordField)}
        {...fields.getInputProps(passwordField)}
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
