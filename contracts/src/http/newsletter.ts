import { z } from 'zod';
import { text } from '../rules/text.ts';
import { normaliseEmail } from '../rules/email.ts';

/** Spec 5 Newsletter, 8 Unsubscribe: the messages of the sign-up form and the unsubscribe page. */
export const newsletterMessages = {
  emailRequired: 'Please enter your email',
  invalidEmail: 'Invalid email format',
  alreadySubscribed: "You're Already Subscribed to Our Newsletter",
  failed: 'There was a problem with your submission.',
  subscribed: 'Thank you for signing up! A confirmation e-mail is on its way to you.',
  stopped: 'You will no longer receive our newsletter.',
  stopNeedsSignIn: 'Sign in to stop the newsletter for this address, or use the unsubscribe link of any newsletter e-mail.',
  pleaseWait: 'Please wait...',
  unsubscribed: 'Unsubscription Successful',
  invalidRequest: 'Invalid request',
} as const;

/** The sign-up form's e-mail, with the spec's own messages (both sides check it). */
export const NewsletterEmail = text({ error: newsletterMessages.emailRequired })
  .trim()
  .min(1, newsletterMessages.emailRequired)
  .max(254, newsletterMessages.invalidEmail)
  .pipe(z.email({ error: newsletterMessages.invalidEmail }))
  .transform(normaliseEmail);

/** GET /api/userprofile/Get_toggle_status?email= */
export const NewsletterStatusQuery = z.object({ email: NewsletterEmail });
/** '1' when the address is subscribed, else '0' (spec 7.2). */
export const NewsletterStatusResponse = z.enum(['1', '0']);
export type NewsletterStatusResponse = z.infer<typeof NewsletterStatusResponse>;

/** POST /api/userprofile/SetSignMeUp?email=&isEmailNotification= (true signs up, false stops it). */
export const SetSignMeUpQuery = z.object({
  email: NewsletterEmail,
  isEmailNotification: z
    .enum(['true', 'false', 'True', 'False', '1', '0'], { error: 'isEmailNotification must be true or false.' })
    .transform((v) => v === 'true' || v === 'True' || v === '1'),
});
export type SetSignMeUpQuery = z.input<typeof SetSignMeUpQuery>;

/**
 * The optional body of SetSignMeUp: the page's context for the external marketing-forms service (spec 7.5:
 * the hutk cookie, the page's address and title). Used only when that service is configured.
 */
export const SetSignMeUpBody = z
  .object({
    hutk: text().max(200).optional(),
    pageUri: text().max(2000).optional(),
    pageName: text().max(300).optional(),
  })
  .default({});
export type SetSignMeUpBody = z.input<typeof SetSignMeUpBody>;

/** GET /api/userprofile/unsubscribe/{id}: the id of the link (GUID-shaped). */
export const UnsubscribeParams = z.object({ id: text({ error: newsletterMessages.invalidRequest }).pipe(z.uuid({ error: newsletterMessages.invalidRequest })) });

export const newsletterPaths = {
  status: '/api/userprofile/Get_toggle_status',
  signUp: '/api/userprofile/SetSignMeUp',
  unsubscribe: (id: string) => `/api/userprofile/unsubscribe/${encodeURIComponent(id)}`,
} as const;
