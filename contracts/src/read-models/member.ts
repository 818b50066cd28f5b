import { z } from 'zod';
import { MemberRole } from '../events/member-events.ts';
import { AddressView } from './address.ts';
import { PaymentMethodView } from './payment-method.ts';
import { RewardsView } from './rewards.ts';

/** The member as the query side shows it (spec 3, Member). Fields later issues add come with their events. */
export const MemberView = z.object({
  id: z.string(),
  email: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  /** The member's own carrier accounts (spec 5 Profile edit), stripped of non-alphanumerics; '' when not given. */
  fedExAccount: z.string(),
  upsAccount: z.string(),
  dhlAccount: z.string(),
  /** Whether the member wants e-mail notifications; off until the member turns them on in Settings. */
  isEmailNotification: z.boolean(),
  role: MemberRole,
  status: z.enum(['Pending', 'Active']),
  membership: z.string(),
  membershipExpiryDate: z.string().nullable(),
  /** Discount rates of the member's level in the current catalogue, in percent (spec 3 Member). */
  discount: z.number(),
  pressingDiscount: z.number(),
  vspDiscount: z.number(),
  /** Welcome promos are for members with no order yet (spec 5 Promo code: "welcome promos need eligibility"). */
  isWelcomePromo: z.boolean(),
  registeredAt: z.string(),
  activatedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type MemberView = z.infer<typeof MemberView>;

/** GET /api/userprofile (spec 7.2): the member, rewards, addresses and payment methods, each from its read model. */
export const UserProfileResponse = z.object({
  member: MemberView,
  rewards: RewardsView,
  addresses: z.array(AddressView),
  payMethods: z.array(PaymentMethodView),
});
export type UserProfileResponse = z.infer<typeof UserProfileResponse>;
