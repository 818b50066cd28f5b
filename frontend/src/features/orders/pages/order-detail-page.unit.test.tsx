import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatCents, orderMessages, type OrderDetail, type OrderEvent, type PayBalanceBody } from '@certus/contracts';
import { aSubmittedOrderWithBooks, balancePaid, declaredValueCorrected, orderSubmitted, received } from '@certus/contracts/events/testing/order-lifecycle';
import { evolveOrderRecords, orderDetailOf, type OrderRecords } from '@certus/contracts/orders/order-views';
import { foldProgress } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aPaymentMethod, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aBook, aRollup, anOrderDetail } from '../testing/order-builders.ts';
import { orderCustodyEndpoint, orderDetailEndpoints } from '../testing/orders-server.ts';
import { aBookCustody, anOrderCustody } from '../../comics/testing/comic-builders.ts';

// jsdom has no object URLs; the invoice tests put stand-ins there and each test gets the originals back.
const { createObjectURL, revokeObjectURL } = URL;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterAll(() => server.close());

const signedIn = { identity: { current: anIdentity() } };

function profileEndpoint(payMethods = [aPaymentMethod({ id: 'pm-visa', displayName: 'Visa ending 4242', isDefault: true }), aPaymentMethod({ id: 'pm-amex', displayName: 'Amex ending 1005' })]) {
  server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ payMethods }))));
}

/** POST /api/orders/transaction answering `answer`; records what was sent. */
function payEndpoint(answer: (body: PayBalanceBody) => Response) {
  const sent: { body: PayBalanceBody; key: string | null }[] = [];
  server.use(
    http.post(apiUrl('/api/orders/transaction'), async ({ request }) => {
      const body = (await request.json()) as PayBalanceBody;
      sent.push({ body, key: request.headers.get('idempotency-key') });
      return answer(body);
    }),
  );
  return sent;
}

const correction = (amountCents: number, reason = 'Book is worth more'): OrderDetail['corrections'][number] => ({
  at: '2025-03-16T12:00:00.000Z',
  lineIndex: 0,
  title: 'Amazing Spider-Man',
  issue: '300',
  quantity: 1,
  previousInsuredCents: 20_000,
  insuredCents: 90_000,
  previousTierCode: 'MN',
  tierCode: 'HV',
  previousTierLabel: 'Modern',
  tierLabel: 'High value',
  amountCents,
  reason,
});

/** An order whose declared value was corrected after QC: $25.00 more to pay. */
const owing = (overrides: Partial<OrderDetail> = {}) =>
  anOrderDetail({ status: 'Billing', payBalanceShown: true, grandTotalCents: 15_000, paidCents: 12_500, balanceCents: 2_500, corrections: [correction(2_500)], ...overrides });

/** The order view after real order events, as the orders projection stores it. */
function detailAfter(events: OrderEvent[]): OrderDetail {
  const first = events[0] as Extract<OrderEvent, { type: 'OrderSubmitted' }>;
  const records = events.reduce<OrderRecords | null>((r, e) => evolveOrderRecords(r, first.data, e), null)!;
  return orderDetailOf(first.data, foldProgress(events)!, records);
}

/** A shown amount ("-$158.35", "$53.00") in cents. */
const cents = (text: string | null) => {
  const match = /^(-?)\$([\d,]+)\.(\d{2})$/.exec((text ?? '').trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]));
};

describe('/account/orders/{id}', () => {
  it('shows the summary, the services with status and QC, and the books', async () => {
    const order = anOrderDetail({
      status: 'Processing',
      tiers: [{ ...anOrderDetail().tiers[0]!, id: 'MN', label: 'Modern', status: 'Finalize', qcApproved: false }],
    });
    const books = [
      aBook({ bookNo: 1, tierId: 'MN', step: 'Encapsulated', grade: 9.8, category: 'Certified', certificationId: `${order.id}-001` }),
      aBook({ bookNo: 2, tierId: 'MN', step: 'PreGraded', title: 'X-Men', issue: '1', year: 1963 }),
    ];
    orderDetailEndpoints(() => order, () => aRollup(order, books));

    renderRoutes({ path: `/account/orders/${order.id.toLowerCase()}`, routes, preloadedState: signedIn });

    expect(await screen.findByRole('heading', { name: `Order ${order.id}`, level: 1 })).toBeTruthy();
    expect((await screen.findByTestId('order-status')).textContent).toBe('Processing');
    expect(screen.getByTestId('order-tier-status').textContent).toBe('Grading'); // Finalize as displayed
    expect(screen.getByTestId('order-tier-qc').textContent).toBe('QC pending');

    const rows = await screen.findAllByTestId('order-book');
    expect(within(rows[0]!).getByRole('link', { name: `${order.id}-001` }).getAttribute('href')).toBe(`/account/comics/${order.id}-001`);
    expect(within(rows[0]!).getByText('9.8 Certified')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getByText('X-Men #1 (1963)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track this order' }).getAttribute('href')).toBe(`/tracker/${order.id}`);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull(); // nothing owed
    expect(screen.queryByTestId('send-your-books')).toBeNull(); // the books are in
  });

  it('given the books table, which scrolls sideways on a phone, then its scrolling box is a named region reachable by keyboard (axe scrollable-region-focusable)', async () => {
    const order = anOrderDetail({ status: 'Processing', tiers: [{ ...anOrderDetail().tiers[0]!, id: 'MN', label: 'Modern' }] });
    orderDetailEndpoints(() => order, () => aRollup(order, [aBook({ bookNo: 1, tierId: 'MN' })]));

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });

    const region = await screen.findByRole('region', { name: 'Books of Modern' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Books of Modern' })).toBeTruthy();
    expect(within(region).getAllByTestId('order-book')).toHaveLength(1);
  });

  it('given a correction and a payment, then one money table reads top to bottom, every figure once, and its rows add up to the balance', async () => {
    const order = aSubmittedOrderWithBooks();
    const detail = detailAfter([orderSubmitted(order), received(), declaredValueCorrected({ amountCents: 5_300, reason: 'Worth more than declared.' }), balancePaid(2_000, { displayName: 'Amex ending 1005' })]);
    orderDetailEndpoints(() => detail);
    profileEndpoint();

    renderRoutes({ path: `/account/orders/${detail.id}`, routes, preloadedState: signedIn });

    const table = await screen.findByTestId('order-money');
    const section = (id: string) => within(within(table).getByTestId(`money-section-${id}`));
    expect(section('submitted').getByText('Grading, 4 books')).toBeTruthy();
    expect(section('submitted').getByText('Signature authentication, 2 signatures')).toBeTruthy();
    expect(section('submitted').getByText('Order total at submission').closest('tr')!.textContent).toContain(formatCents(order.grandTotalCents));
    expect(section('changes').getByText('Declared value corrected: line 3, Saga #1')).toBeTruthy();
    expect(section('changes').getByText(/\$50\.00 to \$80\.00 a book \(2 copies\)\. Reason: Worth more than declared\./)).toBeTruthy();
    expect(section('changes').getByText('Order total now').closest('tr')!.textContent).toContain(formatCents(order.grandTotalCents + 5_300));
    expect(section('payments').getByText('Charged at submission')).toBeTruthy();
    expect(section('payments').getByText(/Amex ending 1005/)).toBeTruthy();

    const amounts = within(table).getAllByTestId('money-amount').map((cell) => cents(cell.textContent));
    const balance = within(table).getByTestId('money-balance');
    expect(within(balance).getByText('Balance due')).toBeTruthy();
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(cents(within(balance).getByTestId('order-balance').textContent));
    expect(cents(within(balance).getByTestId('order-balance').textContent)).toBe(3_300);
    // One table: no second grand total, no base total, no separate payments or corrections tables.
    expect(screen.queryByText(/Grand total|Base total/)).toBeNull();
    expect(screen.queryByRole('table', { name: 'Payments' })).toBeNull();
    expect(screen.getAllByText('Charged at submission')).toHaveLength(1);
    // The payment form comes after the table it settles.
    const payButton = await screen.findByRole('button', { name: 'Pay $33.00' });
    expect(table.compareDocumentPosition(payButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('given a cancelled order whose refund is under way, then the charges are dropped and the balance is owed to the member', async () => {
    const order = anOrderDetail({
      status: 'Cancelled',
      payBalanceShown: false,
      paidCents: 12_500,
      balanceCents: -12_500,
      cancelled: { reason: 'Member asked', at: '2025-03-15T12:00:00.000Z', refundedCents: 0, refundPendingCents: 12_500, refundRefusedCents: 0 },
    });
    orderDetailEndpoints(() => order);

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });

    const table = await screen.findByTestId('order-money');
    expect(within(table).getByText('Order cancelled: nothing is charged').closest('tr')!.textContent).toContain('-$125.00');
    const balance = within(table).getByTestId('money-balance');
    expect(balance.getAttribute('data-state')).toBe('credit');
    expect(within(balance).getByText('Owed to you')).toBeTruthy();
    expect(within(balance).getByText(/A refund of \$125\.00 to the card you paid with is under way\./)).toBeTruthy();
    expect(within(balance).getByTestId('order-balance').textContent).toBe('$125.00');
  });

  it('given a mail-in order awaiting its books, then the page says where to ship them and how to pack, with the packing slip', async () => {
    const order = anOrderDetail({ status: 'Submitted', payBalanceShown: false });
    orderDetailEndpoints(() => order);

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });

    const panel = await screen.findByTestId('send-your-books');
    expect(within(panel).getByTestId('ship-to-address').textContent).toContain('Plano, TX 75024');
    expect(within(panel).getByTestId('packing-instructions')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Packing slip (PDF)' })).toBeTruthy();
  });

  it('given a balance, when the member pays it with a stored method, then "Success!" is shown and the order read again', async () => {
    let order = owing();
    const reads = orderDetailEndpoints(() => order);
    profileEndpoint();
    const sent = payEndpoint(() => {
      order = {
        ...order,
        paidCents: 15_000,
        balanceCents: 0,
        payments: [...order.payments, { kind: 'Balance', at: '2025-03-17T12:00:00.000Z', amountCents: 2_500, displayName: 'Amex ending 1005', transactionId: 'txn-2' }],
      };
      return HttpResponse.json({ message: orderMessages.chargeSuccess, transactionId: 'txn-2', balanceCents: 0, position: null });
    });

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });

    expect((await screen.findByRole('button', { name: 'Pay $25.00' })).textContent).toBe('Pay $25.00');
    const payWith = (await screen.findByLabelText(/Pay with/)) as HTMLSelectElement;
    expect(payWith.value).toBe('pm-visa'); // the default method first
    fireEvent.change(payWith, { target: { value: 'pm-amex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    const outcome = await screen.findByTestId('pay-outcome');
    expect(within(outcome).getByText(orderMessages.chargeSuccessTitle)).toBeTruthy();
    expect(within(outcome).getByText(orderMessages.chargeSuccess)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ orderId: order.id, userId: order.userId, authPaymentId: 'pm-amex', amountCents: 2_500 });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('order-balance').textContent).toBe('$0.00'));
    expect(reads.detail).toBe(2);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('given the charge is declined, then "Failed!" with the server\'s message', async () => {
    const order = owing();
    orderDetailEndpoints(() => order);
    profileEndpoint();
    payEndpoint(() => HttpResponse.json({ message: 'The card was declined.' }, { status: 402 }));

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });
    await screen.findByLabelText(/Pay with/);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    const outcome = await screen.findByTestId('pay-outcome');
    expect(outcome.getAttribute('role')).toBe('alert');
    expect(within(outcome).getByText(orderMessages.chargeFailureTitle)).toBeTruthy();
    expect(within(outcome).getByText('The card was declined.')).toBeTruthy();
  });

  it("given a failure that says nothing, then spec 8's default failure message", async () => {
    const order = owing();
    orderDetailEndpoints(() => order);
    profileEndpoint();
    payEndpoint(() => new HttpResponse(null, { status: 502 }));

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });
    await screen.findByLabelText(/Pay with/);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    expect(within(await screen.findByTestId('pay-outcome')).getByText(orderMessages.chargeFailure)).toBeTruthy();
  });

  it('offers no payment while the order is only Submitted, even with a balance', async () => {
    const order = owing({ status: 'Submitted', payBalanceShown: false });
    orderDetailEndpoints(() => order);

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });

    expect((await screen.findByTestId('order-balance')).textContent).toBe('$25.00');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('asks for a payment method first when none is stored', async () => {
    const order = owing();
    orderDetailEndpoints(() => order);
    profileEndpoint([]);

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });

    const notice = await screen.findByTestId('no-payment-method');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/account/profile/payments');
    expect((screen.getByRole('button', { name: 'Pay $25.00' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the invoice PDF (base64 from GET /api/test/getinvoice) in a new window', async () => {
    const order = anOrderDetail();
    orderDetailEndpoints(() => order);
    server.use(
      http.get(apiUrl('/api/test/getinvoice/:id'), ({ params }) =>
        HttpResponse.json({ fileName: `invoice-${String(params.id)}.pdf`, contentType: 'application/pdf', base64: btoa('%PDF-1.4 invoice') }),
      ),
    );
    const newWindow = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(newWindow as unknown as Window);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:invoice-1'));
    URL.revokeObjectURL = vi.fn();

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Invoice (PDF)' }));

    await waitFor(() => expect(newWindow.location.href).toBe('blob:invoice-1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(await blobs[0]!.text()).toBe('%PDF-1.4 invoice');
  });

  it('given the invoice cannot be had, then the new window is closed and a toast says so', async () => {
    const order = anOrderDetail();
    orderDetailEndpoints(() => order);
    server.use(http.get(apiUrl('/api/test/getinvoice/:id'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const newWindow = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(newWindow as unknown as Window);

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Invoice (PDF)' }));

    expect(await screen.findByText('The invoice could not be loaded. Please try again in a moment.')).toBeTruthy();
    expect(newWindow.close).toHaveBeenCalled();
  });

  it('given the custody of the books, then it stays closed until asked for, then shows each book with its timeline, the first one open', async () => {
    const order = anOrderDetail({ status: 'Processing' });
    orderDetailEndpoints(() => order);
    const asked = orderCustodyEndpoint(
      anOrderCustody([
        aBookCustody(`${order.id}-001`, { title: 'Amazing Spider-Man', issue: '300' }),
        aBookCustody(`${order.id}-002`, { certificationId: null, steps: aBookCustody(`${order.id}-002`).steps.slice(0, 2) }),
      ]),
    );
    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });
    const section = await screen.findByTestId('order-custody');
    const toggle = within(section).getByRole('button', { name: 'Show the custody of each book' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(section).queryByTestId('custody-book')).toBeNull();
    expect(asked).toEqual([]);

    fireEvent.click(toggle);

    const books = await within(section).findAllByTestId('custody-book');
    expect(asked).toEqual([`/api/orders/${order.id}/custody`]);
    expect(within(section).getByRole('button', { name: 'Hide the custody of the books' }).getAttribute('aria-expanded')).toBe('true');
    const [first, second] = books.map((book) => within(book).getByRole('button'));
    expect(first!.textContent).toBe(`Book 1: Amazing Spider-Man #300certification ${order.id}-001`);
    expect([first!.getAttribute('aria-expanded'), second!.getAttribute('aria-expanded')]).toEqual(['true', 'false']);
    expect(second!.textContent).toContain('not encapsulated yet');
    const timeline = within(books[0]!).getByRole('list', { name: 'Custody of Book 1: Amazing Spider-Man #300' });
    expect(within(timeline).getAllByTestId('custody-step').map((step) => step.getAttribute('data-kind'))).toEqual(['submitted', 'received', 'graded', 'encapsulated']);
    expect(within(timeline).getAllByTestId('custody-step')[1]!.textContent).toContain('by J. K. (worker-17)');
  });

  it('given the custody cannot be read, when it is asked for, then it says so and offers to try again', async () => {
    const order = anOrderDetail({ status: 'Processing' });
    orderDetailEndpoints(() => order);
    orderCustodyEndpoint(500);
    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });

    fireEvent.click(await screen.findByRole('button', { name: 'Show the custody of each book' }));

    const section = screen.getByTestId('order-custody');
    expect(await within(section).findByText('The custody of the books could not be loaded')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('given an order that cannot be loaded, then it is marked invalid (spec 8)', async () => {
    orderDetailEndpoints(() => 404);

    renderRoutes({ path: '/account/orders/12-A1B2C3D', routes, preloadedState: signedIn });

    const invalid = await screen.findByTestId('order-invalid');
    expect(within(invalid).getByText('Invalid order')).toBeTruthy();
    expect(screen.queryByTestId('order-status')).toBeNull();
  });

  it('given an id that is no order number, then it is marked invalid without asking the server', async () => {
    renderRoutes({ path: '/account/orders/not-an-order', routes, preloadedState: signedIn });

    expect((await screen.findByTestId('order-invalid')).textContent).toContain('not a valid order number');
  });
});
