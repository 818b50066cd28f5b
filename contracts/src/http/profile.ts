import { z } from 'zod';
import { text } from '../rules/text.ts';
import { shippingAccountProblem, stripNonAlphanumeric, type ShippingAccountField } from '../rules/shipping-accounts.ts';

const requiredName = (field: string) =>
  text({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(50, `The ${field} must be at most 50 characters long.`);

/** Spec 5: stripped of non-alphanumerics first, then empty or exactly the carrier's length. */
const shippingAccount = (field: ShippingAccountField) =>
  text()
    .optional()
    .default('')
    .transform(stripNonAlphanumeric)
    .superRefine((value, ctx) => {
      const problem = shippingAccountProblem(field, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * POST /api/userprofile (spec 7.2, member update). The member is always the caller: the body names no
 * member, and any memberId or email sent along is dropped by the parse (e-mail is the account's identity
 * and is not edited here).
 */
export const UpdateProfileBody = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  /** Kept as typed; spec 5 Display shows a 10-digit phone as (xxx) xxx-xxxx. */
  phone: text().trim().max(20, 'The Phone must be at most 20 characters long.').optional().default(''),
  fedExAccount: shippingAccount('fedExAccount'),
  upsAccount: shippingAccount('upsAccount'),
  dhlAccount: shippingAccount('dhlAccount'),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;
/** The profile as stored: names trimmed, accounts stripped. */
export type MemberProfile = z.output<typeof UpdateProfileBody>;

/** POST /api/userprofile/settings: the member's e-mail notification choice (spec 3 Member, isEmailNotification). */
export const UpdateSettingsBody = z.object({
  isEmailNotification: z.boolean({ error: 'Choose whether to receive e-mail notifications.' }),
});
export type UpdateSettingsBody = z.input<typeof UpdateSettingsBody>;

export const profilePaths = {
  update: '/api/userprofile',
  settings: '/api/userprofile/settings',
  changePassword: '/api/account/password',
} as const;
