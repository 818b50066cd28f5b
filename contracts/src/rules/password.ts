import { text } from './text.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages } from './password-policy.ts';

// The password field's schema; the policy itself, its messages and its rules are in password-policy.ts.

/** Characters as people count them: an emoji or an accented letter typed as one is one, not two UTF-16 units. */
const lengthOf = (password: string) => [...password].length;

export const Password = text({ error: passwordMessages.required })
  .min(1, passwordMessages.required)
  .refine((p) => lengthOf(p) >= PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .refine((p) => lengthOf(p) <= PASSWORD_MAX_LENGTH, passwordMessages.tooLong);
