import { z } from 'zod';
import { text } from '../rules/text.ts';
import { CollectibleType } from '../catalogue/catalogue.ts';
import { Email } from '../rules/email.ts';
import { Password } from '../rules/password.ts';
import { passwordMessages, passwordRepeatsEmail } from '../rules/password-policy.ts';
import { waitPhrase } from './account-messages.ts';
import { MemberRole } from '../events/member-events.ts';
import { STAFF_ROLES, type StaffRole } from '../rules/member-roles.ts';
import { PUBLIC_CLIENT_ID } from './public-client.ts';
import { ExternalGrant } from './external-login.ts';

/** The OAuth client id of the public site (spec 9); defined in public-client.ts, exported here as before. */
export { PUBLIC_CLIENT_ID };
/** Activation and verify codes are at least this long (spec 2.1, 5). */
export const VERIFY_CODE_MIN_LENGTH = 20;

const requiredText = (field: string, max = 100) =>
  text({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} must be at most ${max} characters long.`);

const optionalText = (max: number, field: string) =>
  text().trim().max(max, `The ${field} must be at most ${max} characters long.`).optional().default('');

/** The bot-check payload (an ALTCHA solution); the field keeps the name the site has always used. */
export const BotCheck = text({ error: 'Please complete the bot check.' }).min(1, 'Please complete the bot check.');

export const RegisterBody = z
  .object({
    name: text().trim().max(254).optional(),
    firstname: requiredText('First name', 50),
    lastname: requiredText('Last name', 50),
    phone: optionalText(20, 'Phone'),
    email: Email,
    password: Password,
    confirmPassword: text({ error: passwordMessages.mismatch }),
    reCAPTCHA: BotCheck,
  })
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: passwordMessages.mismatch })
  .refine((b) => !passwordRepeatsEmail(b.password, b.email), { path: ['password'], message: passwordMessages.sameAsEmail });
export type RegisterBody = z.input<typeof RegisterBody>;

/**
 * A staff account an operator creates (npm run admin -- create-staff): the registration's own rules for the
 * person and the password, and the staff role it is given.
 */
export const StaffAccountInput = z
  .object({
    firstname: requiredText('First name', 50),
    lastname: requiredText('Last name', 50),
    email: Email,
    password: Password,
    role: z.enum(STAFF_ROLES as [StaffRole, ...StaffRole[]], { error: `The role must be one of ${STAFF_ROLES.join(', ')}.` }),
  })
  .refine((b) => !passwordRepeatsEmail(b.password, b.email), { path: ['password'], message: passwordMessages.sameAsEmail });
export type StaffAccountInput = z.input<typeof StaffAccountInput>;

export const ActivateBody = z.object({
  /** Optional: the code itself names the account (spec 2.1: /verify/{code} with an optional email). */
  email: Email.optional(),
  code: text({ error: 'The activation code is required.' })
    .min(VERIFY_CODE_MIN_LENGTH, `The activation code must be at least ${VERIFY_CODE_MIN_LENGTH} characters long.`),
});
export type ActivateBody = z.input<typeof ActivateBody>;

export const ResendActivationBody = z.object({ email: Email, reCAPTCHA: BotCheck });
export type ResendActivationBody = z.input<typeof ResendActivationBody>;


export const RecoverBody = z.object({
  collectibleType: CollectibleType.optional().default('Comic'),
  email: Email,
  reCAPTCHA: BotCheck,
});
export type RecoverBody = z.input<typeof RecoverBody>;

export const ResetPasswordBody = z
  .object({
    collectibleType: CollectibleType.optional().default('Comic'),
    email: Email,
    token: text({ error: 'The reset link is invalid.' }).min(VERIFY_CODE_MIN_LENGTH, 'The reset link is invalid.'),
    password: Password,
    confirmPassword: text({ error: passwordMessages.mismatch }),
  })
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: passwordMessages.mismatch })
  .refine((b) => !passwordRepeatsEmail(b.password, b.email), { path: ['password'], message: passwordMessages.sameAsEmail });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const ChangePasswordBody = z
  .object({
    oldPassword: text({ error: 'The Current password field is required.' }).min(1, 'The Current password field is required.'),
    newPassword: Password,
    confirmPassword: text({ error: passwordMessages.mismatch }),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { path: ['confirmPassword'], message: passwordMessages.mismatch });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** POST /api/account/Login?Email= and Logout?Email= */
export const SignInAuditQuery = z.object({ Email: Email });

/** POST /token, form-encoded (spec 7.1; the external grant is spec 2.5's externaltoken sign-in). */
export const PasswordGrant = z.object({
  grant_type: z.literal('password'),
  client_id: z.literal(PUBLIC_CLIENT_ID, { error: 'The client_id is unknown.' }),
  username: text().min(1),
  password: text().min(1),
});
export const RefreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: z.literal(PUBLIC_CLIENT_ID, { error: 'The client_id is unknown.' }).optional(),
  refresh_token: text().min(1),
});
export const TokenRequest = z.discriminatedUnion('grant_type', [PasswordGrant, RefreshGrant, ExternalGrant]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  userName: z.string(),
  userRole: MemberRole,
  /** JSON-encoded claims (kept a string, as the site stores it in session storage as is). */
  claims: z.string(),
  displayName: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** OAuth-style token error (RFC 6749 section 5.2); verify = the account exists but is not activated yet. */
export const TokenError = z.object({
  /** slow_down (borrowed from RFC 8628 3.5): too many attempts, answered 429 with Retry-After. */
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type', 'slow_down']),
  error_description: z.string(),
  verify: z.boolean().optional(),
});
export type TokenError = z.infer<typeof TokenError>;

export const tokenErrorMessages = {
  badCredentials: 'The user name or password is incorrect.',
  notActivated: 'The account has not been activated yet. Check your e-mail for the activation link, or ask for a new one.',
  badRefreshToken: 'The refresh token is invalid or has expired.',
  reusedRefreshToken: 'The refresh token was already used; the session has been ended for safety. Please log in again.',
  unsupportedGrant: 'The grant_type is not supported.',
  unknownClient: 'The client_id is unknown.',
  tooManyAttempts: (retryAfterSeconds: number) =>
    `Too many sign-in attempts. Please wait ${waitPhrase(retryAfterSeconds)} before trying again.`,
} as const;

/** Plain success body of account commands. */
export const CommandAccepted = z.object({ message: z.string(), position: z.string().optional() });
export type CommandAccepted = z.infer<typeof CommandAccepted>;
