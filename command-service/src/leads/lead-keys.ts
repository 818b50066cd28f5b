import { phoneDigits } from '@certus/contracts';
import { sha256 } from '../shared/hashing.ts';

/**
 * Stream keys of the inbox's streams: digests, so a stream id (in logs, in the event store's index) names
 * no one. The e-mail arrives normalised (contracts Email: trimmed, lower-cased); a phone is its digits, so
 * "(214) 555-0100" and "214.555.0100" are one number.
 */
export const leadEmailHash = (normalisedEmail: string) => sha256(normalisedEmail);
export const callbackPhoneHash = (phone: string) => sha256(phoneDigits(phone));
