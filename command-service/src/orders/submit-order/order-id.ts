import { createHmac } from 'node:crypto';
import type { SecretSource } from '@certus/infra';

/** Spec: two digits, a dash, seven alphanumerics (upper case here), e.g. 25-K3Z9QH0. */
const ORDER_ID = /^\d{2}-[0-9A-Z]{7}$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Domain separation of the digest: an order id is never the digest of anything else. */
const DERIVATION_KEY = 'certus:order-id:v1';

const yearDigits = (now: Date) => String(now.getUTCFullYear() % 100).padStart(2, '0');

/** Seven base-36 characters from the first 8 bytes of a digest (36^7 < 2^64, so every value is reachable). */
function base36Of(bytes: Buffer): string {
  let n = bytes.readBigUInt64BE(0) % 36n ** 7n;
  let out = '';
  for (let i = 0; i < 7; i++) {
    out = ALPHABET[Number(n % 36n)]! + out;
    n /= 36n;
  }
  return out;
}

/**
 * The order id of a submission sent with an Idempotency-Key: derived from the member and the key, so every
 * copy of the same submit (a retry, a double click, 20 concurrent requests) names the same `Order-{id}`
 * stream and the store lets only one of them create it. `attempt` > 0 gives the next candidate when the
 * first is already another submission's (36^7 ids a year make that rare, not impossible). The year prefix
 * is the submit's, so a key reused across New Year names another order; the stream check still refuses a
 * changed body within the year.
 */
export function derivedOrderId(memberId: string, idempotencyKey: string, now: Date, attempt = 0): string {
  const digest = createHmac('sha256', DERIVATION_KEY).update(`${memberId}\n${idempotencyKey}\n${attempt}`).digest();
  return `${yearDigits(now)}-${base36Of(digest)}`;
}

/** Without an Idempotency-Key nothing needs to find the order again: a random id. */
export function randomOrderId(secrets: SecretSource, now: Date): string {
  const token = secrets.token(16);
  const digest = createHmac('sha256', DERIVATION_KEY).update(token).digest();
  return `${yearDigits(now)}-${base36Of(digest)}`;
}

export const isOrderId = (value: string) => ORDER_ID.test(value);
