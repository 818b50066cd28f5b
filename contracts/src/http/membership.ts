import { z } from 'zod';
import { text } from '../rules/text.ts';

/** POST /api/userprofile/purchaseMembership/{level}/{payMethodId}/{autoRenew} (spec 3, 4 Membership, 7.2, 8, 9). */

export const membershipMessages = {
  /** Spec 8. */
  purchaseFailed: 'Error subscription club membership',
  confirmPurchase: 'Are you sure you want to Subscribe for club membership?',
  renewalAlertTitle: 'Membership expire Alert !',
  renewalAlertText: (days: number) =>
    `Your club membership expires in ${days} ${days === 1 ? 'day' : 'days'}. Would you like to renew it now?`,
  renew: 'Yes, Renew',
  keep: 'No,cancel',
  purchased: 'Club membership purchased',
  unknownLevel: 'This membership level is not offered.',
  autoRenewInvalid: 'autoRenew must be true or false.',
} as const;

export const PurchaseMembershipParams = z.object({
  level: text().min(1).max(50),
  payMethodId: text().min(1).max(100),
  autoRenew: text()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['true', 'false'], { error: membershipMessages.autoRenewInvalid }))
    .transform((value) => value === 'true')
    .meta({ description: '"true" or "false"' }),
});

/** 200 of a purchase: the membership now held. */
export const MembershipPurchasedResponse = z.object({
  message: z.string(),
  position: z.string().optional(),
  membership: z.object({
    level: z.string(),
    expiresAt: z.string(),
    autoRenew: z.boolean(),
    priceCents: z.number().int(),
    currency: z.enum(['USD', 'CAD']),
  }),
});
export type MembershipPurchasedResponse = z.infer<typeof MembershipPurchasedResponse>;

/** 402 of a purchase the gateway declined: the heading and the gateway's reason on the payment method. */
export const MembershipDeclinedBody = z.object({ message: z.string(), modelState: z.record(z.string(), z.array(z.string())) });

export const membershipPaths = {
  purchase: (level: string, payMethodId: string, autoRenew: boolean) =>
    `/api/userprofile/purchaseMembership/${encodeURIComponent(level)}/${encodeURIComponent(payMethodId)}/${autoRenew}`,
} as const;
