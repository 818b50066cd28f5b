import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../app/routes.tsx';
import { axeViolations as violations } from '../../../lib/testing/axe-violations.ts';
import { aPaymentMethod, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aBook, aRollup, aTrackerView, anOrderDetail, anOrderListItem } from '../testing/order-builders.ts';
import { orderCustodyEndpoint, orderDetailEndpoints, orderListEndpoint, trackerEndpoint, trackerStreamEndpoint } from '../testing/orders-server.ts';
import { aBookCustody, anOrderCustody } from '../../comics/testing/comic-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = { identity: { current: anIdentity() } };

describe('the order pages pass axe', () => {
  it('/tracker/{id}', async () => {
    const view = aTrackerView('Processing', [{ status: 'Grading' }, { status: 'ImagingSP' }], { shipment: { carrier: 'FedEx', trackingNumber: '771234567890' } });
    trackerEndpoint(view);
    trackerStreamEndpoint();
    renderRoutes({ path: `/tracker/${view.orderId}`, routes, preloadedState: signedIn });
    await screen.findAllByTestId('tracker-tier');

    expect(await violations()).toEqual([]);
  });

  it('/account/orders, with a date error shown', async () => {
    orderListEndpoint([anOrderListItem({ date: new Date().toISOString() }), anOrderListItem({ collectibleType: 'Manga', displayMangaType: 'Comic format' })]);
    renderRoutes({ path: '/account/orders', routes, preloadedState: signedIn });
    await screen.findAllByTestId('order-row');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Manga' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search orders' }));
    await screen.findByRole('alert');

    expect(await violations()).toEqual([]);
  });

  it('/account/orders/{id}, with a balance to pay', async () => {
    const order = anOrderDetail({ status: 'Billing', payBalanceShown: true, balanceCents: 2_500, summary: [{ label: 'Grading', amountCents: 10_000 }] });
    orderDetailEndpoints(() => order, () => aRollup(order, [aBook({ tierId: 'MN', step: 'Encapsulated', grade: 9.6, category: 'Certified' }), aBook({ tierId: 'MN' })]));
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ payMethods: [aPaymentMethod({ isDefault: true })] }))));
    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });
    await screen.findByLabelText(/Pay with/);
    await screen.findAllByTestId('order-book');

    expect(await violations()).toEqual([]);
  });

  it('/account/orders/{id}, with the custody of its books open', async () => {
    const order = anOrderDetail({ status: 'Processing' });
    orderDetailEndpoints(() => order, () => aRollup(order, [aBook({ tierId: 'MN' })]));
    orderCustodyEndpoint(anOrderCustody([aBookCustody(`${order.id}-001`), aBookCustody(`${order.id}-002`)]));
    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Show the custody of each book' }));
    await screen.findAllByTestId('custody-step');

    expect(await violations()).toEqual([]);
  });
});
