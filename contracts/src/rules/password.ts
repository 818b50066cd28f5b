import { z } from 'zod';
import { text } from './text.ts';

/** Password policy shared by the register, reset and change forms (and re-checked by the server). */
export const PASSWORD_MIN_LENGTH = 8;
export const passwordMessages = {
  required: 'The Password field is required.',
  tooShort: `The Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: 'The Password must be at most 100 characters long.',
  needsDigit: "Passwords must have at least one digit ('0'-'9').",
  needsLetter: 'Passwords must have at least one letter.',
  mismatch: 'The password and confirmation password do not match.',
} as const;

/** The policy in one sentence, shown under every new-password field. */
export const passwordRules = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit.`;

export const Password = text({ error: passwordMessages.required })
  .min(1, passwordMessages.required)
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(100, passwordMessages.tooLong)
  .regex(/\d/, passwordMessages.needsDigit)
  .regex(/\p{L}/u, passwordMessages.needsLetter);
