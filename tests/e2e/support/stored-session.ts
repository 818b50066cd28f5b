import { DEMO_MEMBER, IDENTITY_KEY } from './site.ts';

/**
 * The identity the site keeps in session storage after a log-in (frontend/src/features/auth/identity), for a
 * visit that must start signed in on its very first document (a cold load of /account measured as such).
 * Logs in through the same /token call the log-in page makes.
 */
export async function signedInIdentity(baseUrl: string, account: { email: string; password: string } = DEMO_MEMBER): Promise<string> {
  const response = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'public-prod', username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`logging ${account.email} in failed: ${response.status} ${await response.text()}`);
  const token = (await response.json()) as Record<string, string>;
  return JSON.stringify({
    userName: token.userName,
    email: account.email,
    displayName: token.displayName || token.userName,
    role: token.userRole,
    claims: token.claims,
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
  });
}

/** A script for addInitScript / evaluateOnNewDocument: puts the identity in session storage on the site's origin. */
export function storeIdentityScript(stored: { key: string; identity: string; origin: string }): void {
  if (window.location.origin === stored.origin) window.sessionStorage.setItem(stored.key, stored.identity);
}

export { IDENTITY_KEY };
