import { createHmac } from 'node:crypto';

/**
 * A 32-byte key for one purpose, derived from the service's JWT secret. Keys of different purposes are
 * unrelated, so a token made for one (an externaltoken, a sign-in state cookie) is never accepted as
 * another (an access token), and operators still manage a single secret.
 */
export function derivedKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(`certus:${purpose}`).digest());
}
