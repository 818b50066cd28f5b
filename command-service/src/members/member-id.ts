import { createHash } from 'node:crypto';
import { normaliseEmail } from '@certus/contracts';

/**
 * A member's id is derived from the normalised e-mail (a name-based, uuid-shaped digest). Registration
 * appends to a stream that must not exist yet, so two sign-ups with one address cannot both succeed,
 * without a read model in the way; sign-in finds the stream the same way.
 */
export function memberIdForEmail(email: string): string {
  const hex = createHash('sha256').update(`certus:member:${normaliseEmail(email)}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Activation codes carry the member id before the secret part (as 22 base64url characters), so a link
 * that lost its e-mail parameter still finds the account. Only the whole code's digest is stored.
 */
export function activationCodeFor(memberId: string, secret: string): string {
  return Buffer.from(memberId.replaceAll('-', ''), 'hex').toString('base64url') + secret;
}

export function memberIdFromActivationCode(code: string): string | undefined {
  const hex = Buffer.from(code.slice(0, 22), 'base64url').toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  return UUID.test(id) ? id : undefined;
}
