import * as oidc from 'openid-client';
import { Email } from '@certus/contracts';

/** Who the provider signed in, as the externaltoken carries it. */
export interface ProviderIdentity {
  sub: string;
  /** Normalised (trimmed, lower case); undefined when the provider shared no valid address. */
  email: string | undefined;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The identity from the ID token (whose issuer, audience, expiry and nonce openid-client has checked). A
 * provider that keeps scope claims for the UserInfo endpoint (as OpenID Connect Core 5.4 allows) is asked
 * there for what the ID token lacks; the UserInfo answer must be about the same subject.
 */
export async function providerIdentity(
  client: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<ProviderIdentity> {
  const idToken = tokens.claims();
  if (!idToken) throw new Error('the provider returned no ID token');
  let claims: Record<string, unknown> = idToken;
  if (text(idToken.email) === undefined && client.serverMetadata().userinfo_endpoint) {
    const userInfo = await oidc.fetchUserInfo(client, tokens.access_token, idToken.sub);
    claims = { ...userInfo, ...idToken, email: userInfo.email, email_verified: userInfo.email_verified };
  }
  const email = Email.safeParse(claims.email);
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  return {
    sub: idToken.sub,
    email: email.success ? email.data : undefined,
    // Some providers send the string "true"; anything else (absent, false) is unverified.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    ...(given ? { givenName: given } : {}),
    ...(family ? { familyName: family } : {}),
  };
}
