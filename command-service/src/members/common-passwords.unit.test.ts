import { describe, expect, it } from 'vitest';
import { DomainError, passwordMessages } from '@certus/contracts';
import { isCommonPassword, requireUncommonPassword } from './common-passwords.ts';

describe('common passwords', () => {
  it.each(['password1', 'Password1', 'iloveyou1', 'qwerty123', 'p@ssw0rd', '12345678', 'letmein1', 'Certus123'])(
    'given %s, when checked, then it is common',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['demo-member-1', 'demo-worker-1', 'Member-pass-1', 'Analytical1engine', 'correct horse battery staple'])(
    'given %s (the demo, test and e2e passwords, a passphrase), when checked, then it is not common',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );

  it('given a common new password, when required uncommon, then a field error names the field with the clear message', () => {
    const refusal = (() => {
      try {
        requireUncommonPassword('password1', 'ann@example.test', 'newPassword');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'invalid', field: 'newPassword', message: passwordMessages.tooCommon });
  });

  it("given the e-mail's local part as the new password, when required uncommon, then it is refused as repeating the e-mail", () => {
    expect(() => requireUncommonPassword('Ann.Reader7', 'ann.reader7@example.test', 'password')).toThrow(passwordMessages.sameAsEmail);
  });

  it('given an uncommon password, when required uncommon, then nothing is thrown', () => {
    expect(() => requireUncommonPassword('tulip-anvil-harbour', 'ann@example.test', 'password')).not.toThrow();
  });
});
