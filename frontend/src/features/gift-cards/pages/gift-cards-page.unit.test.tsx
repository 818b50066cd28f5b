import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { giftCardMessages, type GiftCardView, type PaymentMethodView } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { CHARGE_FAILED_FALLBACK } from '../components/buy-gift-card-form.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const visa: PaymentMethodView = {
  id: 'pm-visa',
  type: 'CreditCard',
  displayName: 'Visa ending 1111',
  name: 'Ada Lovelace',
  brand: 'Visa',
  last4: '1111',
  expireMonth: 12,
  expireYear: 2030,
  bankName: null,
  isDefault: true,
};
const aCard = (overrides: Partial<GiftCardView> = {}): GiftCardView => ({
  code: 'ABCD-EFGH-JKMN-PQRS',
  amountCents: 5000,
  balanceCents: 5000,
  currency: 'USD',
  status: 'Active',
  recipientName: 'Robin',
  recipientEmail: 'robin@example.test',
  purchasedAt: '2025-03-14T15:00:00.000Z',
  redeemedAt: null,
  ...overrides,
});

function endpoints(options: { payMethods?: PaymentMethodView[]; cards?: () => GiftCardView[] } = {}) {
  server.use(
    http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ payMethods: options.payMethods ?? [visa] }))),
    http.get(apiUrl('/api/userprofile/giftcards'), () => HttpResponse.json(options.cards?.() ?? [])),
  );
}

const signedIn = { identity: { current: anIdentity() } };

describe('/account/rewards/giftcards', () => {
  it('lists the cards bought with their code, amount and balance', async () => {
    endpoints({ cards: () => [aCard(), aCard({ code: 'WXYZ-2345-6789-ABCD', amountCents: 2500, balanceCents: 0, status: 'Redeemed', recipientName: null, recipientEmail: null })] });

    renderRoutes({ path: '/account/rewards/giftcards', routes, preloadedState: signedIn });

    const rows = await screen.findAllByTestId('gift-card-row');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(['ABCD-EFGH-JKMN-PQRS', 'Mar 14, 2025', 'Robin', '$50.00', '$50.00', 'Not redeemed']);
    expect(cells(rows[1]!)).toEqual(['WXYZ-2345-6789-ABCD', 'Mar 14, 2025', '—', '$25.00', '$0.00', 'Redeemed']);
  });

  it('buys a card with the stored payment method, sends one Idempotency-Key, shows the code and lists it', async () => {
    const requests: { url: string; body: unknown; key: string | null }[] = [];
    let bought = false;
    endpoints({ cards: () => (bought ? [aCard({ code: 'NEW0-CARD-CODE-2345', amountCents: 10000, balanceCents: 10000 })] : []) });
    server.use(
      http.post(apiUrl('/api/userprofile/giftcard/purchase/:payMethodId'), async ({ request }) => {
        requests.push({ url: request.url, body: await request.json(), key: request.headers.get('idempotency-key') });
        bought = true;
        return HttpResponse.json({ message: giftCardMessages.purchased, position: '5.10', code: 'NEW0-CARD-CODE-2345' });
      }),
    );

    renderRoutes({ path: '/account/rewards/giftcards', routes, preloadedState: signedIn });

    fireEvent.click(await screen.findByRole('radio', { name: '$100' }));
    fireEvent.change(screen.getByLabelText("Recipient's name (optional)"), { target: { value: 'Robin' } });
    fireEvent.change(screen.getByLabelText("Recipient's e-mail (optional)", { exact: false }), { target: { value: 'robin@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy for $100' }));

    const success = await screen.findByTestId('gift-card-bought');
    expect(within(success).getByText('NEW0-CARD-CODE-2345')).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(apiUrl('/api/userprofile/giftcard/purchase/pm-visa'));
    expect(requests[0]!.body).toEqual({ amountCents: 10000, recipientName: 'Robin', recipientEmail: 'robin@example.test' });
    expect(requests[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await screen.findAllByTestId('gift-card-row');
    expect(within(row!).getByText('NEW0-CARD-CODE-2345')).toBeTruthy();
  });

  it("shows 'Failed!' with the server's reason when the card is declined", async () => {
    endpoints();
    server.use(
      http.post(apiUrl('/api/userprofile/giftcard/purchase/:payMethodId'), () =>
        HttpResponse.json({ message: giftCardMessages.declined('The card was declined.') }, { status: 402 }),
      ),
    );

    renderRoutes({ path: '/account/rewards/giftcards', routes, preloadedState: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for $50' }));

    const failure = await screen.findByTestId('server-failure');
    expect(within(failure).getByText('Failed!')).toBeTruthy();
    expect(within(failure).getByText(giftCardMessages.declined('The card was declined.'))).toBeTruthy();
  });

  it("shows spec 8's fallback when a failed charge says nothing", async () => {
    endpoints();
    server.use(http.post(apiUrl('/api/userprofile/giftcard/purchase/:payMethodId'), () => new HttpResponse(null, { status: 502 })));

    renderRoutes({ path: '/account/rewards/giftcards', routes, preloadedState: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for $50' }));

    expect(await screen.findByText(CHARGE_FAILED_FALLBACK)).toBeTruthy();
  });

  it('asks for a payment method first when none is stored', async () => {
    endpoints({ payMethods: [] });

    renderRoutes({ path: '/account/rewards/giftcards', routes, preloadedState: signedIn });

    const notice = await screen.findByTestId('no-pay-methods');
    expect(within(notice).getByRole('link', { name: 'Add a payment method' }).getAttribute('href')).toBe('/account/profile/payments');
  });

  it('redeems a code and says how much was added; a wrong code shows the server message', async () => {
    endpoints();
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/userprofile/giftcard/redeem'), async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        return body.code === 'ABCD-EFGH-JKMN-PQRS'
          ? HttpResponse.json({ message: giftCardMessages.redeemed(5000), position: '7.12' })
          : HttpResponse.json({ message: giftCardMessages.codeInvalid }, { status: 404 });
      }),
    );

    renderRoutes({ path: '/account/rewards/giftcards', routes, preloadedState: signedIn });
    const code = await screen.findByRole('textbox', { name: 'Gift card code' });

    fireEvent.change(code, { target: { value: 'zzzz zzzz zzzz zzzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(giftCardMessages.codeInvalid)).toBeTruthy();

    fireEvent.change(code, { target: { value: 'abcd-efgh-jkmn-pqrs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByTestId('gift-card-redeemed')).textContent).toContain('$50.00 from the gift card was added to your rewards.');
    expect(sent).toEqual([{ code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }, { code: 'ABCD-EFGH-JKMN-PQRS' }]);
  });

  it('refuses something that is not a code without calling the server', async () => {
    endpoints();
    renderRoutes({ path: '/account/rewards/giftcards', routes, preloadedState: signedIn });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Gift card code' }), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));

    await waitFor(() => expect(screen.getByText(giftCardMessages.codeInvalid)).toBeTruthy());
  });
});
