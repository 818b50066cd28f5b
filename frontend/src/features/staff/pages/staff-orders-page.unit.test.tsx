import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffOrderRow } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { staffMessages } from '../model/staff-messages.ts';
import { aStaffOrderRow } from '../testing/staff-builders.ts';
import { scanInto } from '../testing/staff-keys.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const asWorker = { identity: { current: anIdentity({ role: 'worker' }) } };
const pathOf = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

/** The queue endpoint: answers `rows(status, q)` and records each query string. */
function queueEndpoint(rows: (status: string | null, q: string | null) => StaffOrderRow[]) {
  const queries: { status: string | null; q: string | null }[] = [];
  server.use(
    http.get(apiUrl('/api/staff/orders'), ({ request }) => {
      const url = new URL(request.url);
      const query = { status: url.searchParams.get('status'), q: url.searchParams.get('q') };
      queries.push(query);
      return HttpResponse.json(rows(query.status, query.q));
    }),
  );
  return queries;
}

describe('/staff/orders', () => {
  it('given orders in the queue, then each row shows id link, member, date, count, status, tiers and balance', async () => {
    queueEndpoint(() => [
      aStaffOrderRow({ id: '25-A1B2C3D', memberName: 'Ada Lovelace', count: 12, status: 'Invoicing', displayStatus: 'Invoicing', balanceCents: 2_500, tiers: [{ id: 'MN', status: 'Finalize', qcApproved: false }, { id: 'HV', status: 'ShippingHold', qcApproved: true }] }),
    ]);

    renderRoutes({ path: '/staff/orders', routes, preloadedState: asWorker });

    const [row] = await screen.findAllByTestId('staff-queue-row');
    const cells = within(row!).getAllByRole('cell').map((c) => c.textContent);
    expect(within(row!).getByRole('link', { name: '25-A1B2C3D' }).getAttribute('href')).toBe('/staff/orders/25-A1B2C3D');
    expect(cells).toEqual(['Ada Lovelace', 'Mar 14, 2025', '12', 'Invoicing', 'MN: GradingHV: Shipping hold (QC passed)', '$25.00']);
    expect(screen.getByTestId('staff-status').textContent).toBe('1 order');
  });

  it('given the Waiting to be received tab, when chosen, then the queue is asked for Submitted orders and the URL keeps it', async () => {
    const submitted = aStaffOrderRow({ status: 'Submitted' });
    const queries = queueEndpoint((status) => (status === 'Submitted' ? [submitted] : [aStaffOrderRow(), aStaffOrderRow()]));
    const { router } = renderRoutes({ path: '/staff/orders', routes, preloadedState: asWorker });
    expect(await screen.findAllByTestId('staff-queue-row')).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Waiting to be received' }));

    await waitFor(() => expect(screen.getAllByTestId('staff-queue-row')).toHaveLength(1));
    expect(screen.getByRole('link', { name: submitted.id })).toBeTruthy();
    expect(queries.at(-1)).toEqual({ status: 'Submitted', q: null });
    expect(queries[0]).toEqual({ status: null, q: null });
    expect(pathOf(router)).toBe('/staff/orders?status=Submitted');
  });

  it('given a search, when submitted, then the queue is asked with q and the status tab kept', async () => {
    const queries = queueEndpoint((_status, q) => (q ? [] : [aStaffOrderRow()]));
    renderRoutes({ path: '/staff/orders?status=Processing', routes, preloadedState: asWorker });
    await screen.findAllByTestId('staff-queue-row');

    const search = screen.getByRole('search', { name: 'Search orders' });
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Search the queue' }), { target: { value: ' lovelace ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));

    expect(await screen.findByTestId('staff-queue-empty')).toBeTruthy();
    expect(queries.at(-1)).toEqual({ status: 'Processing', q: 'lovelace' });
  });

  it('given an order id scanned, then its order opens', async () => {
    queueEndpoint(() => []);
    server.use(http.get(apiUrl('/api/staff/orders/:id'), () => HttpResponse.json({ message: 'Order not found.' }, { status: 404 })));
    const { router } = renderRoutes({ path: '/staff/orders', routes, preloadedState: asWorker });

    const scan = await screen.findByRole('textbox', { name: 'Scan an order or certification id' });
    scanInto(scan, '25-a1b2c3d');

    await waitFor(() => expect(pathOf(router)).toBe('/staff/orders/25-A1B2C3D'));
  });

  it('given a certification id scanned, then its order opens on that book', async () => {
    queueEndpoint(() => []);
    server.use(http.get(apiUrl('/api/staff/orders/:id'), () => HttpResponse.json({ message: 'Order not found.' }, { status: 404 })));
    const { router } = renderRoutes({ path: '/staff/orders', routes, preloadedState: asWorker });

    const scan = await screen.findByRole('textbox', { name: 'Scan an order or certification id' });
    scanInto(scan, '25-A1B2C3D-042');

    await waitFor(() => expect(pathOf(router)).toBe('/staff/orders/25-A1B2C3D?book=42'));
  });

  it('given something that is no id scanned, then it says so and stays', async () => {
    queueEndpoint(() => []);
    const { router } = renderRoutes({ path: '/staff/orders', routes, preloadedState: asWorker });

    const scan = await screen.findByRole('textbox', { name: 'Scan an order or certification id' });
    scanInto(scan, 'ABC');

    expect(await screen.findByText(staffMessages.scanInvalid('ABC'))).toBeTruthy();
    expect(scan.getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(router)).toBe('/staff/orders');
  });

  it('given the queue cannot be read, then it offers to try again', async () => {
    server.use(http.get(apiUrl('/api/staff/orders'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderRoutes({ path: '/staff/orders', routes, preloadedState: asWorker });
    expect(await screen.findByText('The queue could not be loaded')).toBeTruthy();
  });
});
