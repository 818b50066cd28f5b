import type { Request, Response } from 'express';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import type { Clock } from '@certus/infra';
import { derivedKey } from './derived-key.ts';

/** What the callback must check against, kept in the browser between start and callback. */
export const LoginState = z.object({
  provider: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnUrl: z.string().optional(),
});
export type LoginState = z.infer<typeof LoginState>;

/** Long enough to sign in at the provider (and create an account there), short enough not to linger. */
export const LOGIN_STATE_TTL_SECONDS = 600;
/** Sent only to the external-login endpoints, never to the rest of the API. */
export const LOGIN_STATE_COOKIE_PATH = '/api/account/external';

/**
 * The PKCE verifier, state, nonce and returnUrl of a sign-in in progress, in an HttpOnly cookie rather than
 * in server memory, so the provider's callback may reach any command-service process. The value is a JWE
 * (dir + A256GCM, key derived from the JWT secret): the browser can neither read the verifier nor forge or
 * alter the state, and it expires with the cookie. One cookie per provider; SameSite=Lax still sends it on
 * the provider's top-level redirect back.
 */
export class LoginStateCookies {
  private readonly key: Uint8Array;
  /** Over https (the site's origin) the cookie is Secure. */
  private readonly secure: boolean;
  constructor(
    jwtSecret: string,
    private readonly clock: Clock,
    publicOrigin: string,
  ) {
    this.key = derivedKey(jwtSecret, 'external-login-state');
    this.secure = publicOrigin.startsWith('https:');
  }

  static cookieName(provider: string) {
    return `certus_external_login_${provider}`;
  }

  async write(res: Response, value: LoginState): Promise<void> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const sealed = await new EncryptJWT({ ...value })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt(now)
      .setExpirationTime(now + LOGIN_STATE_TTL_SECONDS)
      .encrypt(this.key);
    res.cookie(LoginStateCookies.cookieName(value.provider), sealed, {
      path: LOGIN_STATE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      maxAge: LOGIN_STATE_TTL_SECONDS * 1000,
    });
  }

  /**
   * The state of the sign-in with this provider, if the request carries a genuine, unexpired one; the
   * cookie is cleared either way, so a state is used by one callback only.
   */
  async take(req: Request, res: Response, provider: string): Promise<LoginState | undefined> {
    const name = LoginStateCookies.cookieName(provider);
    const sealed = cookieValue(req.get('cookie'), name);
    res.clearCookie(name, { path: LOGIN_STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.secure });
    if (!sealed) return undefined;
    try {
      const { payload } = await jwtDecrypt(sealed, this.key, { currentDate: this.clock.now(), requiredClaims: ['exp'] });
      const parsed = LoginState.safeParse(payload);
      return parsed.success && parsed.data.provider === provider ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
}

/** One cookie's value from a Cookie header (the services have no cookie parser: this is their only cookie). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
