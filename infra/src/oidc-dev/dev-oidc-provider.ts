import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider';
import { DevAccounts, type DevAccountSeed } from './dev-accounts.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { devMemoryAdapter } from './dev-memory-adapter.ts';

/** A relying party registered at the dev provider. */
export interface DevOidcClient {
  clientId: string;
  /** Absent for a public client (PKCE alone, token_endpoint_auth_method none). */
  clientSecret?: string;
  redirectUris: string[];
  /** Shown on the sign-in and consent pages. */
  name?: string;
}

export interface DevOidcProviderOptions {
  /** The issuer identifier; its path is where the provider must be mounted (e.g. http://localhost:8080/dev/oidc). */
  issuer: string;
  clients: DevOidcClient[];
  /** People known before anyone signs in (any other e-mail address signs in too, verified). */
  accounts?: DevAccountSeed[];
  /** Sign the provider's cookies. Default: random for this process (sign-ins in progress do not survive a restart anyway). */
  cookieKeys?: string[];
}

export interface DevOidcProvider {
  issuer: string;
  /** The path to mount {@link router} on ('' for the root). */
  mountPath: string;
  /**
   * Mount before any body parser: oidc-provider reads its own request bodies. Holds the provider's
   * endpoints (discovery, authorization, token, userinfo, jwks) and its sign-in and consent pages.
   */
  router: Router;
  accounts: DevAccounts;
}

/**
 * A local OpenID provider (oidc-provider) for the embedded default and tests: authorization code with
 * PKCE (required), ID tokens carrying email, email_verified, given_name and family_name, a sign-in page
 * where any e-mail address signs in without a password, and a consent page. Everything lives in memory.
 * A development tool only: never configure it as a provider of a deployment.
 */
export async function createDevOidcProvider(options: DevOidcProviderOptions): Promise<DevOidcProvider> {
  const issuer = options.issuer.replace(/\/$/, '');
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const accounts = new DevAccounts(options.accounts);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: `dev-${randomBytes(6).toString('hex')}` };

  const configuration: Configuration = {
    adapter: devMemoryAdapter(),
    clients: options.clients.map(
      (client): ClientMetadata => ({
        client_id: client.clientId,
        ...(client.clientSecret ? { client_secret: client.clientSecret } : {}),
        client_name: client.name ?? client.clientId,
        redirect_uris: client.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: client.clientSecret ? 'client_secret_post' : 'none',
      }),
    ),
    async findAccount(_ctx, sub) {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: () => ({
          sub: account.sub,
          email: account.email,
          email_verified: account.emailVerified,
          ...(account.givenName ? { given_name: account.givenName } : {}),
          ...(account.familyName ? { family_name: account.familyName } : {}),
          ...(account.givenName || account.familyName ? { name: [account.givenName, account.familyName].filter(Boolean).join(' ') } : {}),
        }),
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The relying party reads who signed in from the ID token alone, without a UserInfo call.
    conformIdTokenClaims: false,
    cookies: { keys: options.cookieKeys ?? [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    jwks: { keys: [signingKey] },
    // Short-lived: the provider remembers a sign-in (and its consent) for ten minutes, so a demo can switch
    // e-mail addresses soon after without clearing cookies.
    ttl: { Session: 10 * 60, Interaction: 10 * 60, Grant: 10 * 60, AuthorizationCode: 60, AccessToken: 10 * 60, IdToken: 10 * 60 },
  };
  const provider = new Provider(issuer, configuration);

  const router = Router();
  router.use(interactionRoutes(provider, accounts, mountPath));
  const handle = provider.callback();
  router.use((req, res) => void handle(req, res));
  return { issuer, mountPath, router, accounts };
}
