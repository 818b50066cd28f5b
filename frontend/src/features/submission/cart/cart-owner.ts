import type { Identity } from '../../auth/index.ts';

/**
 * Whose cart the browser holds (spec 4: the cart is tied to the logged-in user). The member id from the
 * token's claims (command-service sessions put `memberId` there); the e-mail when the claims carry none,
 * which is just as stable for one member.
 */
export function cartOwnerOf(identity: Identity | null): string | null {
  if (!identity) return null;
  try {
    const claims = JSON.parse(identity.claims) as { memberId?: unknown };
    if (typeof claims.memberId === 'string' && claims.memberId) return claims.memberId;
  } catch {
    // claims that are not JSON: fall back to the e-mail
  }
  return identity.email.toLowerCase();
}
