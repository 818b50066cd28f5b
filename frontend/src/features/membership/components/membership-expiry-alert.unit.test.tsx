import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { membershipMessages, type MemberView } from '@certus/contracts';
import { renderRoutes, routeTo } from '../../../testing/render.tsx';
import { aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { MembershipExpiryAlert } from '../index.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = new Date('2026-11-21T10:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
type Membership = Pick<MemberView, 'membership' | 'membershipExpiryDate'>;

function renderAlert(member: Membership) {
  server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile())));
  return renderRoutes({
    path: '/dashboard',
    routes: [...routeTo(
      '/dashboard',
      <>
        <h1>Dashboard</h1>
        <MembershipExpiryAlert member={member} now={NOW} />
      </>,
    ), ...routeTo('/account/upgrade', <p>Upgrade page</p>)],
    preloadedState: { identity: { current: anIdentity() } },
  });
}

describe('MembershipExpiryAlert', () => {
  it('given a membership expiring in 10 days, shows the renewal offer, and "Yes, Renew" opens the upgrade page', async () => {
    const { router } = renderAlert({ membership: 'Clubmember', membershipExpiryDate: inDays(10) });
    expect(await screen.findByText(membershipMessages.renewalAlertTitle)).toBeTruthy();
    expect(screen.getByText(membershipMessages.renewalAlertText(10))).toBeTruthy();
    expect(screen.getByText(/expires in 10 days/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Renew' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/upgrade'));
  });

  it('given "No,cancel", hides the alert for the session', async () => {
    renderAlert({ membership: 'Clubmember', membershipExpiryDate: inDays(3) });
    fireEvent.click(await screen.findByRole('button', { name: 'No,cancel' }));
    await waitFor(() => expect(screen.queryByText(membershipMessages.renewalAlertTitle)).toBeNull());
    expect(window.sessionStorage.getItem('certus.membershipExpiryAlert.dismissed')).toBe(inDays(3));
  });

  it.each([
    ['15 days or more away', { membership: 'Clubmember', membershipExpiryDate: inDays(20) }],
    ['a Free member', { membership: 'Free', membershipExpiryDate: null }],
    ['an expired membership', { membership: 'Clubmember', membershipExpiryDate: inDays(-1) }],
  ])('given %s, shows nothing', async (_, member) => {
    renderAlert(member);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText(membershipMessages.renewalAlertTitle)).toBeNull();
  });
});
