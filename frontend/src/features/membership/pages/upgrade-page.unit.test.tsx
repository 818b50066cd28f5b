import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { membershipMessages, paymentMethodMessages, type MembershipPurchasedResponse, type PaymentMethodView } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aMember, aPaymentMethod, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { formatMembershipDate } from '../components/format-date.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = '/account/upgrade';
const EXPIRES = '2027-11-21T10:00:00.000Z';

interface Purchase {
  url: string;
  idempotencyKey: string | null;
}

/** GET /api/userprofile and the purchase endpoint: an approved purchase makes the member a Clubmember. */
function membershipApi(payMethods: PaymentMethodView[], answer?: Response, initial = aMember({ membership: 'Free', membershipExpiryDate: null })) {
  let member = initial;
  const purchases: Purchase[] = [];
  server.use(
    http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member, payMethods }))),
    http.post(apiUrl('/api/userprofile/purchaseMembership/:level/:payMethodId/:autoRenew'), ({ request, params }) => {
      purchases.push({ url: new URL(request.url).pathname, idempotencyKey: request.headers.get('idempotency-key') });
      if (answer) return answer;
      member = { ...member, membership: 'Clubmember', membershipExpiryDate: EXPIRES };
      return HttpResponse.json({
        message: membershipMessages.purchased,
        position: '3.1',
        membership: { level: 'Clubmember', expiresAt: EXPIRES, autoRenew: params.autoRenew === 'true', priceCents: 20_000, currency: 'USD' },
      } satisfies MembershipPurchasedResponse);
    }),
  );
  return { purchases };
}

const renderPage = () => renderRoutes({ path: PATH, routes, preloadedState: { identity: { current: anIdentity() } } });

async function subscribeAndConfirm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
  const dialog = await screen.findByRole('dialog', { name: 'Club membership' });
  expect(within(dialog).getByText(membershipMessages.confirmPurchase)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
}

describe('/account/upgrade', () => {
  it('offers Clubmember at $200.00 with the default method chosen and auto-renew on, and asks before charging', async () => {
    const api = membershipApi([aPaymentMethod({ id: 'pm-1', last4: '1111', isDefault: true }), aPaymentMethod({ id: 'pm-2', brand: 'Mastercard', last4: '4444' })]);
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Club membership' })).toBeTruthy();
    expect((await screen.findByRole('radio', { name: 'Clubmember: $200.00 per year' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/payment method/i, { selector: 'select' }) as HTMLSelectElement).value).toBe('pm-1');
    expect((screen.getByRole('checkbox', { name: 'Renew automatically every year' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByTestId('membership-status')).getByText('Free')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Club membership' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.purchases).toEqual([]);

    await subscribeAndConfirm();
    await waitFor(() => expect(api.purchases).toHaveLength(1));
    expect(api.purchases[0]).toEqual({ url: '/api/userprofile/purchaseMembership/Clubmember/pm-1/true', idempotencyKey: expect.stringMatching(/^[\w-]{8,}$/) });
    const done = await screen.findByTestId('membership-purchased');
    expect(done.textContent).toContain(`paid until ${formatMembershipDate(EXPIRES)}`);
    const status = screen.getByTestId('membership-status');
    await waitFor(() => expect(within(status).getByText('Clubmember · Paid')).toBeTruthy());
    expect(status.textContent).toContain(formatMembershipDate(EXPIRES));
  });

  it('buys with the chosen method and auto-renew off', async () => {
    const api = membershipApi([aPaymentMethod({ id: 'pm-1', isDefault: true }), aPaymentMethod({ id: 'pm-2', brand: 'Mastercard', last4: '4444' })]);
    renderPage();
    fireEvent.change(await screen.findByLabelText(/payment method/i, { selector: 'select' }), { target: { value: 'pm-2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Renew automatically every year' }));
    await subscribeAndConfirm();
    await waitFor(() => expect(api.purchases.map((p) => p.url)).toEqual(['/api/userprofile/purchaseMembership/Clubmember/pm-2/false']));
  });

  it('shows a declined charge under "Error subscription club membership" with the gateway reason, and stays Free', async () => {
    membershipApi(
      [aPaymentMethod({ id: 'pm-1', isDefault: true })],
      HttpResponse.json({ message: membershipMessages.purchaseFailed, modelState: { 'model.payMethodId': ['The card was declined.'] } }, { status: 402 }),
    );
    renderPage();
    await subscribeAndConfirm();

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(membershipMessages.purchaseFailed)).toBeTruthy();
    expect(within(alert).getByText('The card was declined.')).toBeTruthy();
    expect(screen.queryByTestId('membership-purchased')).toBeNull();
    expect(within(screen.getByTestId('membership-status')).getByText('Free')).toBeTruthy();
  });

  it('explains a gateway outage under the same heading', async () => {
    membershipApi([aPaymentMethod({ id: 'pm-1', isDefault: true })], HttpResponse.json({ message: paymentMethodMessages.gatewayUnavailable }, { status: 502 }));
    renderPage();
    await subscribeAndConfirm();
    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(membershipMessages.purchaseFailed)).toBeTruthy();
    expect(within(alert).getByText(paymentMethodMessages.gatewayUnavailable)).toBeTruthy();
  });

  it('without a saved payment method, points to the payment methods page and cannot subscribe', async () => {
    membershipApi([]);
    renderPage();
    expect(await screen.findByTestId('no-payment-method')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a card or a bank account' }).getAttribute('href')).toBe('/account/profile/payments');
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(true);
  });
  it('given a membership expiring in 5 days, shows the renewal alert, whose "Yes, Renew" leads to the Subscribe button', async () => {
    const soon = new Date(Date.now() + 5 * 86_400_000 - 60_000).toISOString();
    membershipApi([aPaymentMethod({ id: 'pm-1', isDefault: true })], undefined, aMember({ membership: 'Clubmember', membershipExpiryDate: soon }));
    renderPage();
    expect(await screen.findByText(membershipMessages.renewalAlertTitle)).toBeTruthy();
    expect(screen.getByText(membershipMessages.renewalAlertText(5))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Renew your club membership' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Renew' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subscribe' }));
  });
});
