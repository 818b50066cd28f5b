import { describe, expect, it } from 'vitest';
import { Password } from './password.ts';
import { PASSWORD_MAX_LENGTH, passwordMessages, passwordRepeatsEmail } from './password-policy.ts';
import { RegisterBody, ResetPasswordBody } from '../http/account.ts';

const messagesOf = (value: string) => {
  const parsed = Password.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('password rules (ASVS 5.0 V6.2)', () => {
  it('given 7 characters, when parsed, then it is too short', () => expect(messagesOf('abcdefg')).toContain(passwordMessages.tooShort));

  it('given letters only or digits only, when parsed, then the length alone decides (no composition rules)', () => {
    expect(messagesOf('tulipanvilharbour')).toEqual([]);
    expect(messagesOf('90817263')).toEqual([]);
  });

  it(`given a passphrase of ${PASSWORD_MAX_LENGTH} characters, when parsed, then it is accepted, and one more is too long`, () => {
    expect(messagesOf('a'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(messagesOf('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual([passwordMessages.tooLong]);
  });

  it('given characters outside the BMP, when counted, then each counts once', () => {
    expect(messagesOf('😀😀😀😀')).toContain(passwordMessages.tooShort);
    expect(messagesOf('😀😀😀😀😀😀😀😀')).toEqual([]);
  });

  it('given the e-mail or its local part in any case, when compared, then it repeats the e-mail', () => {
    expect(passwordRepeatsEmail('ANN.READER@example.test', 'ann.reader@example.test')).toBe(true);
    expect(passwordRepeatsEmail('Ann.Reader', 'ann.reader@example.test')).toBe(true);
    expect(passwordRepeatsEmail('ann.reader-1', 'ann.reader@example.test')).toBe(false);
  });

  it('given a registration whose password is the e-mail local part, when parsed, then the password field says so', () => {
    const parsed = RegisterBody.safeParse({
      firstname: 'Ann', lastname: 'Reader', email: 'annreader1@example.test', password: 'annreader1', confirmPassword: 'annreader1', reCAPTCHA: 'x',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(expect.objectContaining({ path: ['password'], message: passwordMessages.sameAsEmail }));
  });

  it('given a reset whose password is the e-mail, when parsed, then the password field says so', () => {
    const email = 'annreader1@example.test';
    const parsed = ResetPasswordBody.safeParse({ email, token: 't'.repeat(20), password: email, confirmPassword: email });
    expect(parsed.error?.issues).toContainEqual(expect.objectContaining({ path: ['password'], message: passwordMessages.sameAsEmail }));
  });
});
