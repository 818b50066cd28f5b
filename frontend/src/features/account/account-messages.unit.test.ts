import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES } from '@certus/contracts';
import { accountText } from './account-messages.ts';

describe("the account area's role names", () => {
  it('given every role of the contracts, then each language names each one, in the order of MEMBER_ROLES', () => {
    expect(accountText.en.roles).toHaveLength(MEMBER_ROLES.length);
    expect(accountText.fr.roles).toHaveLength(MEMBER_ROLES.length);
  });

  it('given the auditor role, then it reads as the audit staff in English and in French', () => {
    const auditor = MEMBER_ROLES.indexOf('auditor');
    expect(accountText.en.roles[auditor]).toBe('Staff (audit)');
    expect(accountText.fr.roles[auditor]).toBe('Personnel (audit)');
  });
});
