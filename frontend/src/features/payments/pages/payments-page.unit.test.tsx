import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  cardBrandOf,
  modelStateError,
  paymentMethodMessages,
  paymentMethodPaths,
  type PaymentMethodView,
} from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aPaymentMethod, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = '/account/profile/payments';
type SaveBody = Record<string, unknown>;

/**
 * The wallet endpoints over one in-memory wallet, answering as the services do: an add keeps brand and last
 * 4 only, the first method and an isDefault move the default, an id makes that method the default.
 */
function walletApi(initial: PaymentMethodView[] = [], refuse: { save?: Response; delete?: Response } = {}) {
  let wallet = [...initial];
  const saves: SaveBody[] = [];
  const deletes: string[] = [];
  let ids = 0;
  server.use(
    http.get(apiUrl('/api/userprofile'), () =>
      HttpResponse.json(aUserProfile({ payMethods: [...wallet].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)) })),
    ),
    http.post(apiUrl(paymentMethodPaths.save), async ({ request }) => {
      const body = (await request.json()) as SaveBody;
      saves.push(body);
      if (refuse.save) return refuse.save;
      if (typeof body.id === 'string') {
        wallet = wallet.map((m) => ({ ...m, isDefault: m.id === body.id }));
        return HttpResponse.json({ message: paymentMethodMessages.defaultChosen, position: `1.${saves.length}`, paymentMethodId: body.id });
      }
      const id = `new-${++ids}`;
      const makeDefault = body.isDefault === true || wallet.length === 0;
      const bank = body.type === 'BankAccount';
      const number = String(bank ? body.accountNumber : body.cardNumber);
      const added = aPaymentMethod({
        id,
        type: bank ? 'BankAccount' : 'CreditCard',
        name: String(body.name),
        brand: bank ? 'Bank account' : cardBrandOf(number),
        last4: number.slice(-4),
        expireMonth: bank ? null : Number(body.expireMonth),
        expireYear: bank ? null : Number(body.expireYear),
        bankName: bank ? String(body.bankName) : null,
        isDefault: makeDefault,
      });
      wallet = [...wallet.map((m) => (makeDefault ? { ...m, isDefault: false } : m)), added];
      return HttpResponse.json({ message: paymentMethodMessages.added, position: `1.${saves.length}`, paymentMethodId: id });
    }),
    http.delete(apiUrl(`${paymentMethodPaths.save}/:id`), ({ params }) => {
      deletes.push(String(params.id));
      if (refuse.delete) return refuse.delete;
      wallet = wallet.filter((m) => m.id !== params.id);
      return HttpResponse.json({ message: paymentMethodMessages.removed, position: '2.1' });
    }),
  );
  return { saves, deletes };
}

const renderPage = () => renderRoutes({ path: PATH, routes, preloadedState: { identity: { current: anIdentity() } } });
const items = () => screen.getAllByTestId('payment-method');
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const select = (label: RegExp) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const fieldOf = (element: HTMLElement) => element.closest('.mantine-InputWrapper-root') as HTMLElement;
const optionValues = (element: HTMLSelectElement) => [...element.options].map((o) => o.value).filter(Boolean);
const thisYear = new Date().getUTCFullYear();
const thisMonth = new Date().getUTCMonth() + 1;

async function openCardForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
  return screen.findByRole('form', { name: 'Add a card' });
}

function fillCard(number = '4111 1111 1111 1111', code = '123') {
  fireEvent.change(input(/card number/i), { target: { value: number } });
  fireEvent.change(input(/name on card/i), { target: { value: 'Grace Hopper' } });
  fireEvent.change(select(/expiry year/i), { target: { value: String(thisYear + 1) } });
  fireEvent.change(select(/expiry month/i), { target: { value: '3' } });
  fireEvent.change(input(/card code/i), { target: { value: code } });
}

describe('/account/profile/payments', () => {
  it('lists the payment methods with the default first and marked, inside the account layout', async () => {
    walletApi([
      aPaymentMethod({ id: 'pm-1', brand: 'Mastercard', last4: '4444', isDefault: false }),
      aPaymentMethod({ id: 'pm-2', type: 'BankAccount', brand: 'Bank account', last4: '9012', bankName: 'First Bank', expireMonth: null, expireYear: null, isDefault: true }),
    ]);
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment methods' })).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    expect(within(first!).getByText('First Bank ending 9012')).toBeTruthy();
    expect(within(first!).getByText('Default')).toBeTruthy();
    expect(within(second!).getByText('Mastercard ending 4444')).toBeTruthy();
    expect(within(second!).getByText('Expires 12/2031')).toBeTruthy();
    expect(within(second!).queryByText('Default')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeTruthy();
  });

  it('adds a card: digits only in the number, expiry pickers of spec 5, contract checks first, then the post', async () => {
    const api = walletApi();
    const { store } = renderPage();
    expect(await screen.findByTestId('payment-methods-empty')).toBeTruthy();
    await openCardForm();

    // Years run 20 years from now; this year offers only the months not yet past.
    expect(optionValues(select(/expiry year/i))).toEqual(Array.from({ length: 21 }, (_, i) => String(thisYear + i)));
    fireEvent.change(select(/expiry year/i), { target: { value: String(thisYear) } });
    expect(optionValues(select(/expiry month/i))).toEqual(Array.from({ length: 13 - thisMonth }, (_, i) => String(thisMonth + i)));
    fireEvent.change(select(/expiry year/i), { target: { value: String(thisYear + 1) } });
    expect(optionValues(select(/expiry month/i))).toHaveLength(12);

    fireEvent.change(input(/card number/i), { target: { value: '4111-1111 abcd 1111 1112' } });
    expect(input(/card number/i).value).toBe('4111111111111112');
    fireEvent.change(input(/name on card/i), { target: { value: 'Grace <Hopper>' } });
    expect(input(/name on card/i).value).toBe('Grace Hopper');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await within(fieldOf(input(/card number/i))).findByText(paymentMethodMessages.cardNumberInvalid)).toBeTruthy();
    expect(api.saves).toEqual([]);

    fillCard('4111 1111 1111 1111', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await within(fieldOf(input(/card code/i))).findByText(paymentMethodMessages.cardCodeLength(3))).toBeTruthy();
    expect(api.saves).toEqual([]);

    fireEvent.change(input(/card code/i), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]).toEqual({
      type: 'CreditCard',
      name: 'Grace Hopper',
      cardNumber: '4111111111111111',
      cardCode: '123',
      expireMonth: 3,
      expireYear: thisYear + 1,
      isDefault: false,
    });
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]!).getByText('Visa ending 1111')).toBeTruthy();
    expect(within(items()[0]!).getByText('Default')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a card' })).toBeNull();
    // the mutation was reset: the number and the code are not left in the store
    expect(JSON.stringify(store.getState())).not.toContain('4111111111111111');
    expect(JSON.stringify(store.getState())).not.toContain('"cardCode"');
  });

  it('asks an American Express card for a 4-digit code', async () => {
    walletApi();
    renderPage();
    await openCardForm();
    fillCard('3782 822463 10005', '123');
    expect(screen.getByText('4 digits')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await within(fieldOf(input(/card code/i))).findByText(paymentMethodMessages.cardCodeLength(4))).toBeTruthy();
  });

  it('shows a gateway refusal under "Error updating payment method" and marks the card number', async () => {
    const api = walletApi([], {
      save: HttpResponse.json(modelStateError({ cardNumber: 'The card was refused by the bank.' }), { status: 400 }),
    });
    renderPage();
    await openCardForm();
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(paymentMethodMessages.saveFailed)).toBeTruthy();
    expect(within(alert).getByText('The card was refused by the bank.')).toBeTruthy();
    expect(input(/card number/i).getAttribute('aria-invalid')).toBe('true');
    expect(api.saves).toHaveLength(1);
  });

  it('adds a bank account as the default', async () => {
    const api = walletApi([aPaymentMethod({ id: 'pm-1', isDefault: true })]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    await screen.findByRole('form', { name: 'Add a bank account' });
    fireEvent.change(input(/name on account/i), { target: { value: 'Grace Hopper' } });
    fireEvent.change(input(/bank name/i), { target: { value: 'First Bank' } });
    fireEvent.change(input(/routing number/i), { target: { value: '0110-0001' } });
    fireEvent.change(input(/account number/i), { target: { value: '123456789012' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /default payment method/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await within(fieldOf(input(/routing number/i))).findByText(paymentMethodMessages.routingNumberInvalid)).toBeTruthy();

    fireEvent.change(input(/routing number/i), { target: { value: '011000015' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]).toEqual({
      type: 'BankAccount',
      name: 'Grace Hopper',
      bankName: 'First Bank',
      routingNumber: '011000015',
      accountNumber: '123456789012',
      isDefault: true,
    });
    await waitFor(() => expect(within(items()[0]!).getByText('First Bank ending 9012')).toBeTruthy());
    expect(within(items()[0]!).getByText('Default')).toBeTruthy();
  });

  it('makes another method the default by posting its id', async () => {
    const api = walletApi([aPaymentMethod({ id: 'pm-1', last4: '1111', isDefault: true }), aPaymentMethod({ id: 'pm-2', brand: 'Mastercard', last4: '4444' })]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Make Mastercard ending 4444 the default' }));
    await waitFor(() => expect(api.saves).toEqual([{ id: 'pm-2', isDefault: true }]));
    await waitFor(() => expect(within(items()[0]!).getByText('Mastercard ending 4444')).toBeTruthy());
    expect(within(items()[0]!).getByText('Default')).toBeTruthy();
  });

  it('asks "Are you sure you want to delete this item?" and deletes only when confirmed', async () => {
    const api = walletApi([aPaymentMethod({ id: 'pm-1', last4: '1111', isDefault: true }), aPaymentMethod({ id: 'pm-2', brand: 'Mastercard', last4: '4444' })]);
    renderPage();
    const deleteMastercard = async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete Mastercard ending 4444' }));

    await deleteMastercard();
    let dialog = await screen.findByRole('dialog', { name: 'Delete payment method' });
    expect(within(dialog).getByText(paymentMethodMessages.confirmDelete)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.deletes).toEqual([]);

    await deleteMastercard();
    dialog = await screen.findByRole('dialog', { name: 'Delete payment method' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deletes).toEqual(['pm-2']));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('shows a refused delete under "Error deleting payment method" with the server message', async () => {
    walletApi([aPaymentMethod({ id: 'pm-1', last4: '1111', isDefault: true })], {
      delete: HttpResponse.json({ message: paymentMethodMessages.notFound }, { status: 404 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Visa ending 1111' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete payment method' })).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(paymentMethodMessages.deleteFailed)).toBeTruthy();
    expect(within(alert).getByText(paymentMethodMessages.notFound)).toBeTruthy();
  });
});
