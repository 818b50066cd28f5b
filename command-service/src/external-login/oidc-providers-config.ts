import { z } from 'zod';
import { ProviderName } from '@certus/contracts';

/**
 * One OpenID provider the site offers for external sign-in. Registered at the provider with the
 * redirect URI `${PUBLIC_ORIGIN}/api/account/external/{name}/callback`.
 */
export const OidcProviderConfig = z
  .object({
    /** As it appears in /auth/{name} and in the API paths. */
    name: ProviderName,
    /** What the login button says. */
    displayName: z.string().trim().min(1),
    /** The issuer identifier; its /.well-known/openid-configuration is read on first use. */
    issuer: z.url(),
    clientId: z.string().min(1),
    /** Absent for a public client (PKCE alone). */
    clientSecret: z.string().min(1).optional(),
    /** How the client authenticates at the token endpoint. Default: client_secret_post with a secret, none without. */
    tokenEndpointAuthMethod: z.enum(['client_secret_post', 'client_secret_basic', 'none']).optional(),
    /** Default "openid email profile": the e-mail and names prefill /signup. */
    scope: z.string().default('openid email profile'),
    /** Lets a plain-http issuer through: local development and test providers only. */
    allowInsecure: z.boolean().default(false),
  })
  .refine((p) => p.allowInsecure || new URL(p.issuer).protocol === 'https:', {
    path: ['issuer'],
    message: 'must be https (set "allowInsecure": true for a local development provider only)',
  })
  .refine((p) => p.tokenEndpointAuthMethod === 'none' || p.tokenEndpointAuthMethod === undefined || p.clientSecret, {
    path: ['clientSecret'],
    message: 'is required by the chosen tokenEndpointAuthMethod',
  });
export type OidcProviderConfig = z.infer<typeof OidcProviderConfig>;
export type OidcProviderConfigInput = z.input<typeof OidcProviderConfig>;

export const OidcProvidersConfig = z
  .array(OidcProviderConfig)
  .refine((providers) => new Set(providers.map((p) => p.name)).size === providers.length, 'provider names must be unique');

/**
 * OIDC_PROVIDERS: a JSON array of {@link OidcProviderConfig}. Unset or empty means no external sign-in.
 * A malformed value stops the process at start, naming what is wrong, rather than failing at the first
 * sign-in.
 */
export function oidcProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): OidcProviderConfig[] {
  const raw = env.OIDC_PROVIDERS?.trim();
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new Error(`OIDC_PROVIDERS is not valid JSON: ${(error as Error).message}. See infra/ops/env.example.`);
  }
  const parsed = OidcProvidersConfig.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(list)'}: ${i.message}`).join('; ');
    throw new Error(`OIDC_PROVIDERS is invalid: ${problems}. See infra/ops/env.example.`);
  }
  return parsed.data;
}
