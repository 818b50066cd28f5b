import { z } from 'zod';
import { text } from './text.ts';

export const emailMessages = {
  required: 'The Email field is required.',
  invalid: 'The Email field is not a valid e-mail address.',
} as const;

/** Trimmed and lower-cased: one address, one account, whatever the capitals typed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const Email = text({ error: emailMessages.required })
  .trim()
  .min(1, emailMessages.required)
  .max(254, emailMessages.invalid)
  .pipe(z.email({ error: emailMessages.invalid }))
  .transform(normaliseEmail);
