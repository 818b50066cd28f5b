import { z } from 'zod';
import { text } from '../rules/text.ts';
import { membershipMessages } from './membership-messages.ts';

/** POST /api/userprofile/purchaseMembership/{level}/{payMethodId}/{autoRenew} (spec 3, 4 Membership, 7.2, 8, 9): its path
 * parameters. The messages and the path are in membership-messages.ts. */
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
