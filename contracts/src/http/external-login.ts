import { z } from 'zod';
import { text } from '../rules/text.ts';
import { PUBLIC_CLIENT_ID } from './public-client.ts';

/**
 * External login through OpenID Connect (spec 2.1 /auth/{provider} and /signup, spec 2.5 externaltoken and
 * haslocal). The flow:
 *
 * 1. The site's /auth/{provider} page sends the browser to GET {@link externalLoginPaths.start}.
 * 2. command-service redirects to the provider (authorization code + PKCE + state + nonce).
 * 3. The provider redirects back to GET {@link externalLoginPaths.callback}; command-service exchanges the
 *    code, checks the ID token and redirects the browser to
 *    `/auth/{provider}?externaltoken=...&haslocal=true|false` (or `?error=...&error_description=...`).
 * 4. haslocal=true: the site posts the {@link ExternalGrant} to /token and is signed in.
 *    haslocal=false: the site keeps the external access data and shows /signup, which posts
 *    {@link ExternalRegisterBody} (new account) or {@link ExternalLinkBody} (an account with that e-mail
 *    already exists: its password proves ownership), then posts the {@link ExternalGrant}.
 */

/** Provider names as they appear in /auth/{provider}: lower-case letters, digits and dashes. */
export const ProviderName = text().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Unknown sign-in provider.');
export type ProviderName = z.infer<typeof ProviderName>;

export const externalLoginPaths = {
  /** GET: the configured providers, for the buttons of the login page. */
  providers: '/api/account/external/providers',
  /** GET, browser navigation: starts the flow; `returnUrl` (a local path) is kept for after sign-in. */
  start: (provider: string) => `/api/account/external/${provider}/start`,
  /** GET, browser navigation from the provider. */
  callback: (provider: string) => `/api/account/external/${provider}/callback`,
  /** POST JSON {@link ExternalRegisterBody}. */
  register: '/api/account/external/register',
  /** POST JSON {@link ExternalLinkBody}. */
  link: '/api/account/external/link',
} as const;

export const ExternalProvider = z.object({
  name: ProviderName,
  /** What the login button says, e.g. "Certus ID". */
  displayName: z.string(),
});
export type ExternalProvider = z.infer<typeof ExternalProvider>;
export const ExternalProvidersResponse = z.array(ExternalProvider);
export type ExternalProvidersResponse = z.infer<typeof ExternalProvidersResponse>;

/**
 * What the externaltoken says about the person the provider signed in. The token is a short-lived JWT
 * signed by command-service; the site reads (never trusts) its payload to prefill /signup.
 */
export const ExternalTokenClaims = z.object({
  provider: ProviderName,
  /** The provider's subject identifier. */
  sub: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  givenName: z.string().optional(),
  familyName: z.string().optional(),
  /** Seconds since the epoch. */
  exp: z.number(),
});
export type ExternalTokenClaims = z.infer<typeof ExternalTokenClaims>;

/** Query of {@link externalLoginPaths.start}: where the site goes after sign-in (a local path; anything else is ignored). */
export const ExternalLoginStartQuery = z.object({ returnUrl: text().optional() });

/** Query the provider sends to {@link externalLoginPaths.callback} (RFC 6749 4.1.2, RFC 9207 `iss`). */
export const ExternalLoginProviderCallbackQuery = z.object({
  code: text().optional(),
  state: text().optional(),
  iss: text().optional(),
  error: text().optional(),
  error_description: text().optional(),
});

/** Query of the redirect to /auth/{provider} (spec 2.5). */
export const ExternalCallbackQuery = z.object({
  externaltoken: z.string().optional(),
  haslocal: z.enum(['true', 'false']).optional(),
  returnUrl: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** POST /token, form-encoded: sign in with an externaltoken whose provider identity is linked to a member. */
export const ExternalGrant = z.object({
  grant_type: z.literal('external'),
  client_id: z.literal(PUBLIC_CLIENT_ID, { error: 'The client_id is unknown.' }),
  provider: ProviderName,
  externaltoken: text().min(1),
});
export type ExternalGrant = z.infer<typeof ExternalGrant>;

const requiredName = (field: string) =>
  text({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(50, `The ${field} must be at most 50 characters long.`);

/** /signup: a new account for the e-mail the provider vouched for (no password: it signs in externally). */
export const ExternalRegisterBody = z.object({
  externalToken: text({ error: 'The external sign-in has expired. Please start again.' }).min(1),
  firstname: requiredName('First name'),
  lastname: requiredName('Last name'),
  phone: text().trim().max(20, 'The Phone must be at most 20 characters long.').optional().default(''),
});
export type ExternalRegisterBody = z.input<typeof ExternalRegisterBody>;

/** /signup when a local account already uses the e-mail: its password links the provider identity to it. */
export const ExternalLinkBody = z.object({
  externalToken: text({ error: 'The external sign-in has expired. Please start again.' }).min(1),
  password: text({ error: 'The Password field is required.' }).min(1, 'The Password field is required.'),
});
export type ExternalLinkBody = z.input<typeof ExternalLinkBody>;

export const externalLoginMessages = {
  unknownProvider: (provider: string) => `Sign-in with '${provider}' is not available.`,
  expired: 'The external sign-in has expired. Please start again.',
  notLinked: 'This external sign-in is not linked to a Certus account yet.',
  /** 409 of /register: the site then asks for the existing account's password (ExternalLinkBody). */
  emailHasAccount: (email: string) =>
    `An account already uses '${email}'. Enter its password to link your external sign-in to it.`,
  emailNotVerified: 'The provider has not verified this e-mail address, so it cannot be used to create an account.',
  providerFailed: 'The sign-in provider did not complete the sign-in.',
  providerUnavailable: 'The sign-in provider cannot be reached right now. Please try again later.',
  noEmail: 'The sign-in provider did not share a valid e-mail address, which a Certus account needs.',
  /** The provider identity already belongs to another Certus account. */
  linkedToAnotherAccount: 'This external sign-in is already linked to another Certus account.',
  linked: 'Your external sign-in is linked to your account.',
  registered: 'Your account has been created.',
} as const;
