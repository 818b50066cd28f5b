import { describe, expect, it } from 'vitest';
import { MemberRole } from '../events/member-events.ts';
import { MEMBER_ROLES, STAFF_ROLES, isMemberRole } from './member-roles.ts';

describe('member roles', () => {
  it('given the role list, then staff are every role but "authenticated", and the schema accepts exactly the list', () => {
    expect(STAFF_ROLES).toEqual(['worker', 'editor', 'auditor']);
    expect(MemberRole.options).toEqual([...MEMBER_ROLES]);
  });

  it('given values from storage or a token, when checked, then only a listed role is one', () => {
    expect(MEMBER_ROLES.every(isMemberRole)).toBe(true);
    for (const value of ['admin', 'Editor', '', null, undefined, 1]) expect(isMemberRole(value)).toBe(false);
  });
});
