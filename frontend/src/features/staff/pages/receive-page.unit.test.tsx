import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aBook } from '../../orders/testing/order-builders.ts';
import { staffMessages } from '../model/staff-messages.ts';
import { aStaffOrderView } from '../testing/staff-builders.ts';
import { press, scanInto } from '../testing/staff-keys.ts';
import { conflict, staffOrderServer } from '../testing/staff-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const asWorker = () => ({ identity: { current: anIdentity({ role: 'worker' }) } });
const aBoxToReceive = () => aStaffOrderView({ status: 'Submitted', tiers: [{ id: 'MN', status: 'Submitted' }], books: (id) => [1, 2, 3].map((n) => aBook(id, n, { step: 'Declared' })) });
const scanField = () => screen.findByRole('textbox', { name: 'Scan the order id' });
const checkboxes = () => within(screen.getByTestId('receive-checklist')).getAllByRole('checkbox');

describe('/staff/receive', () => {
  it('given an order scanned, then its declared books are listed, all ticked, and the list has the focus', async () => {
    const box = aBoxToReceive();
    staffOrderServer(box);
    renderRoutes({ path: '/staff/receive', routes, preloadedState: asWorker() });

    const scan = await scanField();
    expect(document.activeElement).toBe(scan);
    scanInto(scan, box.order.id.toLowerCase());

    await screen.findByTestId('receive-checklist');
    expect(checkboxes().map((c) => c.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true']);
    expect(checkboxes()[0]!.textContent).toContain('Amazing Spider-Man #301 (1988)');
    expect(checkboxes()[0]!.textContent).toContain(`${box.order.id}-001`);
    await waitFor(() => expect(document.activeElement).toBe(checkboxes()[0]));
  });

  it('given the checklist, when the worker moves with the arrows, unticks with Space and presses Enter, then what arrived is recorded and the next box can be scanned', async () => {
    const box = aBoxToReceive();
    const api = staffOrderServer(box);
    const worker = asWorker();
    renderRoutes({ path: '/staff/receive', routes, preloadedState: worker });
    scanInto(await scanField(), box.order.id);
    await screen.findByTestId('receive-checklist');
    await waitFor(() => expect(document.activeElement).toBe(checkboxes()[0]));

    press('ArrowDown');
    expect(document.activeElement).toBe(checkboxes()[1]);
    expect(checkboxes()[1]!.tabIndex).toBe(0);
    expect(checkboxes()[0]!.tabIndex).toBe(-1);
    press(' ');
    expect(checkboxes()[1]!.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('receive-count').textContent).toBe('2 of 3 arrived');
    press('End');
    expect(document.activeElement).toBe(checkboxes()[2]);
    press('ArrowDown');
    expect(document.activeElement).toBe(checkboxes()[2]);
    press('Home');
    expect(document.activeElement).toBe(checkboxes()[0]);
    press('Enter');

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(api.steps[0]).toMatchObject({
      method: 'POST',
      path: `/api/staff/orders/${box.order.id}/receive`,
      body: { books: [{ bookNo: 1, arrived: true }, { bookNo: 2, arrived: false }, { bookNo: 3, arrived: true }], note: '' },
      authorization: `Bearer ${worker.identity.current.accessToken}`,
    });
    expect((await screen.findByTestId('staff-status')).textContent).toBe(`Order ${box.order.id} received: 2 arrived, 1 missing.`);
    await waitFor(() => expect(screen.queryByTestId('receive-checklist')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Scan the order id' })));
  });

  it('given a note, when the receipt is recorded with the button, then the note is sent', async () => {
    const box = aBoxToReceive();
    const api = staffOrderServer(box);
    renderRoutes({ path: `/staff/receive?order=${box.order.id}`, routes, preloadedState: asWorker() });
    await screen.findByTestId('receive-checklist');

    fireEvent.change(screen.getByRole('textbox', { name: 'Note (optional)' }), { target: { value: ' Box crushed at one corner ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record receipt (3 of 3 arrived)' }));

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(api.steps[0]!.body).toMatchObject({ note: 'Box crushed at one corner' });
  });

  it("given the server refuses, then its message is shown and the checklist stays", async () => {
    const box = aBoxToReceive();
    staffOrderServer(box, () => ({ answer: conflict('Order 25-X was already received.') }));
    renderRoutes({ path: `/staff/receive?order=${box.order.id}`, routes, preloadedState: asWorker() });
    await screen.findByTestId('receive-checklist');

    press('Enter');

    const failure = await screen.findByTestId('server-failure');
    expect(within(failure).getByText('Order 25-X was already received.')).toBeTruthy();
    expect(screen.getByTestId('receive-checklist')).toBeTruthy();
  });

  it('given an order already received, then it says so instead of offering the checklist', async () => {
    const received = aStaffOrderView({ status: 'Processing' });
    staffOrderServer(received);
    renderRoutes({ path: '/staff/receive', routes, preloadedState: asWorker() });

    scanInto(await scanField(), received.order.id);

    expect((await screen.findByTestId('receive-not-waiting')).textContent).toContain('is now Processing');
    expect(screen.queryByTestId('receive-checklist')).toBeNull();
  });

  it('given an unknown order or something that is no id, then it says so', async () => {
    staffOrderServer(null);
    renderRoutes({ path: '/staff/receive', routes, preloadedState: asWorker() });

    const scan = await scanField();
    scanInto(scan, 'box 12');
    expect(await screen.findByText(staffMessages.scanInvalid('box 12'))).toBeTruthy();

    scanInto(scan, '25-NOWHERE');
    expect(await screen.findByText(staffMessages.orderNotFound('25-NOWHERE'))).toBeTruthy();
  });
});
