// Free of zod: the account pages show these without loading a schema library (issue [2/7]).

/** "12 seconds", "3 minutes": how long a throttled caller waits, as a person reads it. */
export function waitPhrase(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Messages of the account commands' business failures (shown under the spec's headings, section 8). */
export const accountMessages = {
  emailTaken: (email: string) => `Email '${email}' is already taken.`,
  unknownEmail: 'No account uses this e-mail address.',
  alreadyActive: 'This account is already activated. You can log in.',
  badActivationCode: 'The activation link is invalid or has expired.',
  notActivated: 'This account has not been activated yet.',
  badResetToken: 'The password reset link is invalid or has expired.',
  wrongPassword: 'Incorrect password.',
  emailMismatch: 'The e-mail does not match the signed-in member.',
  registered: 'Your account has been created. Check your e-mail for the activation link.',
  registeredMailFailed:
    'Your account has been created, but the activation e-mail could not be sent. Use "Resend activation" to get it.',
  activated: 'Your account is activated. You can log in now.',
  activationResent: 'A new activation link is on its way to your e-mail.',
  recoverySent: 'If an account uses this e-mail, a password reset link is on its way to it.',
  passwordReset: 'Your password has been reset.',
  passwordChanged: 'Password updated successfully',
  tooManyAttempts: (retryAfterSeconds: number) => `Too many attempts. Please wait ${waitPhrase(retryAfterSeconds)} before trying again.`,
} as const;
