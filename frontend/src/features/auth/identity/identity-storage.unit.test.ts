import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_ROLES } from '@certus/contracts';
import { IDENTITY_STORAGE_KEY, readStoredIdentity } from './identity-storage.ts';

const stored = (role: string) => ({
  userName: 'ed@example.test',
  email: 'ed@example.test',
  displayName: 'Ed Itor',
  role,
  claims: '{}',
  accessToken: 'a',
  refreshToken: 'r',
});

describe('the stored identity', () => {
  afterEach(() => window.sessionStorage.clear());

  it.each(MEMBER_ROLES.map((role) => [role]))('given an identity of role %s in session storage, when read, then it comes back', (role) => {
    window.sessionStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(stored(role)));
    expect(readStoredIdentity()?.role).toBe(role);
  });

  it('given an identity with a role the contracts do not know, when read, then there is none', () => {
    window.sessionStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(stored('admin')));
    expect(readStoredIdentity()).toBeNull();
  });
});
