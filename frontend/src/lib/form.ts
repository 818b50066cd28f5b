import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * For `useForm({ enhanceGetInputProps })`: every invalid input says so to assistive technology. Mantine's
 * PasswordInput marks its inner input only with data-invalid, not aria-invalid.
 */
export const ariaInvalidWhenInError = ({ inputProps }: { inputProps: GetInputPropsReturnType }) => ({
  'aria-invalid': inputProps.error ? true : undefined,
});
