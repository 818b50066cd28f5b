import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../runtime/clock.ts';
import type { AuthenticatedUser } from './request-context.ts';

const ISSUER = 'certus';
/** Verified tokens kept so a busy client's next request skips the signature check (bounded memory). */
const VERIFIED_CACHE_SIZE = 10_000;
const AUDIENCE = 'certus-api';

/** Short-lived signed access tokens (HS256). Refresh tokens are opaque and live in session streams. */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { user: AuthenticatedUser; expiresAtMs: number }>();
  constructor(
    secret: string,
    private readonly clock: Clock,
    readonly ttlSeconds: number,
  ) {
    if (secret.length < 32) throw new Error('JWT secret must be at least 32 characters');
    this.key = new TextEncoder().encode(secret);
  }

  async issue(user: AuthenticatedUser): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ email: user.email, role: user.role, sid: user.sessionId, name: user.displayName })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
  }

  /** The user of a valid token, or undefined when it is missing, forged or expired. */
  async verify(token: string): Promise<AuthenticatedUser | undefined> {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.expiresAtMs > this.clock.now().getTime()) return cached.user;
      this.verified.delete(token);
    }
    const user = await this.verifySignature(token);
    if (user) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, user);
    }
    return user?.user;
  }

  private async verifySignature(token: string): Promise<{ user: AuthenticatedUser; expiresAtMs: number } | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      if (typeof payload.sub !== 'string' || (payload.role !== 'authenticated' && payload.role !== 'worker')) return undefined;
      return {
        user: {
          userId: payload.sub,
          email: String(payload.email),
          role: payload.role,
          sessionId: String(payload.sid),
          displayName: String(payload.name ?? ''),
        },
        expiresAtMs: (payload.exp ?? 0) * 1000,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
