import { dictionary } from '@zxcvbn-ts/language-common';
import { DomainError, passwordMessages, passwordRepeatsEmail } from '@certus/contracts';

/**
 * The common and breached passwords of ASVS 5.0 6.2.4 and 6.2.12, shipped offline: zxcvbn-ts's list of
 * 49k passwords seen most often in public breaches (about 18k of them long enough to pass the length
 * rule, "password1", "iloveyou1", "p@ssw0rd" among them). Compared in lower case, so a capital at the
 * start ("Password1") does not slip through. Server only: the list stays out of the browser bundle.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Names of this service that a person might build a password on (ASVS 6.2.11, context-specific words). */
const SERVICE_WORDS = ['certus', 'certuscomics', 'certus1', 'certus123', 'comicgrading'];

export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  return COMMON_PASSWORDS.has(lowered) || SERVICE_WORDS.includes(lowered);
}

/**
 * Refuses a new password that is on the list, or that repeats the account's e-mail (the contracts check
 * that too where the body holds the e-mail; changing a password does not send it). 400 on `field`.
 */
export function requireUncommonPassword(password: string, email: string, field: string): void {
  if (passwordRepeatsEmail(password, email)) throw new DomainError('invalid', passwordMessages.sameAsEmail, field);
  if (isCommonPassword(password)) throw new DomainError('invalid', passwordMessages.tooCommon, field);
}
