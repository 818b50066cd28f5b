import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { siteStates } from '../../../app/site-states.ts';
import { accountNavItems, currentAccountSection } from './account-nav.tsx';

describe('account sub-navigation', () => {
  it('links only to member states of the site table', () => {
    for (const item of accountNavItems) {
      const state = siteStates.find((s) => matchPath({ path: s.path, end: true }, item.path));
      expect(state, item.path).toBeDefined();
      expect(state!.access, item.path).toBe('member');
    }
  });

  it.each([
    ['/account/profile', 'Profile'],
    ['/Account/Profile/', 'Profile'],
    ['/account/profile/payments', 'Payment methods'],
    ['/account/profile/addressbook', 'Address book'],
    ['/account/profile/settings', 'Settings'],
    ['/account/rewards/history', 'Rewards'],
    ['/account/rewards/giftcards', 'Gift cards'],
    ['/account/upgrade', 'Club membership'],
    ['/account/orders', 'Orders'],
    ['/account/orders/12-A1B2C3D', 'Orders'],
    ['/account/comics/12-A1B2C3D-001', 'Graded comics'],
    ['/account/problem-report', 'Report a problem'],
  ])('puts %s under %s', (path, label) => {
    expect(currentAccountSection(path)?.label).toBe(label);
  });

  it('marks no section on the dashboard', () => {
    expect(currentAccountSection('/account')).toBeUndefined();
  });
});
