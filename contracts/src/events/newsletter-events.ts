import { z } from 'zod';

const at = z.iso.datetime();

/**
 * Newsletter sign-up (spec 1, 5 Newsletter, 7.2): stream `Newsletter-{emailHash}`, emailHash being the
 * sha-256 (hex) of the normalised e-mail, so anyone (signed in or not) has one stream per address.
 */
export const NewsletterSubscribed = z.object({
  type: z.literal('NewsletterSubscribed'),
  data: z.object({
    emailHash: z.string(),
    email: z.string(),
    /** GUID-shaped; the /unsubscribe/{id} link of the confirmation mail carries it (spec 2.1). */
    unsubscribeId: z.uuid(),
    /** The signed-in member who signed up, when it was one. */
    memberId: z.string().nullable(),
    subscribedAt: at,
  }),
});

export const NewsletterUnsubscribed = z.object({
  type: z.literal('NewsletterUnsubscribed'),
  data: z.object({
    emailHash: z.string(),
    /** The subscription that ended. */
    unsubscribeId: z.uuid(),
    /** The link of a newsletter mail, or the signed-in member's own choice (SetSignMeUp with false). */
    via: z.enum(['UnsubscribeLink', 'Member']),
    unsubscribedAt: at,
  }),
});

export const NewsletterEvent = z.discriminatedUnion('type', [NewsletterSubscribed, NewsletterUnsubscribed]);
export type NewsletterEvent = z.infer<typeof NewsletterEvent>;
export const newsletterEventTypes = NewsletterEvent.options.map((o) => o.shape.type.value);
export const newsletterStreamId = (emailHash: string) => `Newsletter-${emailHash}`;
