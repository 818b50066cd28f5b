import type { GetInputPropsReturnType } from '@mantine/form';
import { translatedErrors } from './localized-form.ts';

/**
 * For `useForm({ enhanceGetInputProps })`: every invalid input says so to assistive technology. Mantine's
 * PasswordInput marks its inner input only with data-invalid, not aria-invalid.
 */
export const ariaInvalidWhenInError = ({ inputProps }: { inputProps: GetInputPropsReturnType }) => ({
  'aria-invalid': inputProps.error ? true : undefined,
});

/**
 * For `useForm({ enhanceGetInputProps })` on a page that reads in French on the French variant (spec 2.1):
 * aria-invalid as above, and each field's message (the contracts' English, which the server sends too) in
 * French when `french` knows it, else as it came, marked lang="en".
 */
export const fieldErrorsIn = (language: 'en' | 'fr', french: ReadonlyMap<string, string>) =>
  translatedErrors(language === 'en' ? null : (sentence) => french.get(sentence) ?? null);
