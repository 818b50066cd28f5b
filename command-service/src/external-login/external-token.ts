import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { ExternalTokenClaims } from '@certus/contracts';
import type { Clock, IdGenerator } from '@certus/infra';
import { derivedKey } from './derived-key.ts';

/** How long the browser has, after the provider's sign-in, to finish it (sign in, sign up or link). */
export const EXTERNAL_TOKEN_TTL_SECONDS = 600;

const SignedClaims = ExternalTokenClaims.extend({ jti: z.string().min(1) });
/** A valid externaltoken's claims; `jti` names the token for its single use at POST /token. */
export type VerifiedExternalToken = z.infer<typeof SignedClaims>;
export type ExternalIdentityClaims = Omit<ExternalTokenClaims, 'exp'>;

/**
 * The externaltoken (spec 2.5): a short-lived HS256 JWT saying which provider identity signed in, with the
 * claims of {@link ExternalTokenClaims} plus a `jti`. Signed with a key derived from the JWT secret, so
 * every command-service process accepts the others' tokens and no access token can pass for one.
 */
export class ExternalTokens {
  private readonly key: Uint8Array;
  constructor(
    jwtSecret: string,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    readonly ttlSeconds = EXTERNAL_TOKEN_TTL_SECONDS,
  ) {
    this.key = derivedKey(jwtSecret, 'external-login-token');
  }

  async issue(identity: ExternalIdentityClaims): Promise<string> {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + this.ttlSeconds;
    const claims: ExternalTokenClaims = { ...identity, exp };
    return new SignJWT({ ...claims, jti: this.ids.uuid() }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  /** The claims of a token this service signed and that has not expired; undefined for anything else. */
  async verify(token: string): Promise<VerifiedExternalToken | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.clock.now(), requiredClaims: ['exp', 'jti'] });
      const parsed = SignedClaims.safeParse(payload);
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
}
