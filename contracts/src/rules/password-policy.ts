// Free of zod: the account pages show the policy and its messages without loading a schema library (issue [2/7]).

/**
 * Password policy shared by the register, reset and change forms (and re-checked by the server), after
 * OWASP ASVS 5.0 V6.2: at least 8 characters, long passphrases welcome (6.2.9 asks for 64 at least), any
 * composition (6.2.5: no "needs a digit" rules, which only teach "Password1"), and no common or breached
 * password (6.2.4, 6.2.12). That last list is large, so the server checks it (command-service
 * members/common-passwords.ts) and answers with `passwordMessages.tooCommon` on the field; the browser
 * shows it like any other server field error.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: 'The Password field is required.',
  tooShort: `The Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `The Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  tooCommon: 'This password is too common: it is on lists of passwords that attackers try first. Please choose another one.',
  sameAsEmail: 'The password must not be your e-mail address or its first part.',
  mismatch: 'The password and confirmation password do not match.',
} as const;

/** The policy in one sentence, shown under every new-password field. */
export const passwordRules = `At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words make a strong password. Common passwords are refused.`;

/**
 * True when the password is the account's own e-mail address or its local part ("ann.reader" for
 * ann.reader@example.com), in any case: the first things someone who knows the address tries (ASVS 6.2.11).
 */
export function passwordRepeatsEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (!candidate || !address) return false;
  const localPart = address.split('@')[0] ?? '';
  return candidate === address || candidate === localPart;
}
