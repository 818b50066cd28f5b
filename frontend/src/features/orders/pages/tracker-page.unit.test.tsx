import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { identifierMessages, type SummaryStatus, type TierStatus } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aTokenResponse, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aTrackerView, anOrderId } from '../testing/order-builders.ts';
import { trackerEndpoint, trackerStreamEndpoint } from '../testing/orders-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = (identity = anIdentity()) => ({ identity: { current: identity } });

const steps = () => screen.getAllByTestId('tracker-step');
const stepStates = () => steps().map((s) => within(s).getByTestId('tracker-step-state').textContent);
const currentStep = () => steps().find((s) => s.getAttribute('aria-current') === 'step');

describe('/tracker/{id}', () => {
  it.each<[string, SummaryStatus, TierStatus[], string[], string | null]>([
    ['submitted', 'Submitted', ['Submitted'], ['Completed', 'In process', 'Not started', 'Not started', 'Not started'], 'Billing / receiving'],
    ['being graded', 'Processing', ['Grading', 'Finalize'], ['Completed', 'Completed', 'In process', 'Not started', 'Not started'], 'Grading'],
    ['in production', 'Processing', ['ImagingSP'], ['Completed', 'Completed', 'Completed', 'In process', 'Not started'], 'Production'],
    ['shipping', 'Shipping', ['Shipping'], ['Completed', 'Completed', 'Completed', 'Completed', 'In process'], 'Shipping'],
    ['completed', 'Completed', ['Completed'], ['Completed', 'Completed', 'Completed', 'Completed', 'Completed'], null],
  ])('given an order %s, then the 5 steps say where it stands, in words, with the step in process current', async (_, status, tierStatuses, expected, current) => {
    const orderId = anOrderId();
    trackerEndpoint(aTrackerView(status, tierStatuses.map((s) => ({ status: s })), { orderId }));
    trackerStreamEndpoint();

    renderRoutes({ path: `/tracker/${orderId}`, routes, preloadedState: signedIn() });

    expect(await screen.findByRole('heading', { name: `Track order ${orderId}`, level: 1 })).toBeTruthy();
    await screen.findAllByTestId('tracker-step');
    expect(screen.getByRole('list', { name: 'Order progress' })).toBeTruthy();
    expect(stepStates()).toEqual(expected);
    expect(currentStep()?.textContent ?? null).toEqual(current === null ? null : expect.stringContaining(current));
    // Each step reached shows when; the others show no time.
    expect(screen.getAllByTestId('tracker-step-time')).toHaveLength(expected.filter((s) => s !== 'Not started').length);
  });

  it('shows the tier statuses as displayed (PreGrade as Received), the QC, the shipment and a link to the order', async () => {
    const orderId = anOrderId();
    trackerEndpoint(
      aTrackerView(
        'Processing',
        [
          { label: 'Modern', status: 'PreGrade' },
          { label: 'Vintage', status: 'Billing', qcApproved: true },
        ],
        { orderId, shipment: { carrier: 'FedEx', trackingNumber: '7712 3456 7890' } },
      ),
    );
    trackerStreamEndpoint();

    renderRoutes({ path: `/tracker/${orderId}`, routes, preloadedState: signedIn() });

    const rows = await screen.findAllByTestId('tracker-tier');
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Modern', 'Received', 'Pending'],
      ['Vintage', 'Billing', 'Approved'],
    ]);
    expect(screen.getByTestId('tracker-status').textContent).toBe('Processing');
    expect(screen.getByTestId('tracker-shipment').textContent).toBe('FedEx, tracking number 7712 3456 7890');
    expect(screen.getByRole('link', { name: `Order ${orderId} details` }).getAttribute('href')).toBe(`/account/orders/${orderId}`);
  });

  it('given a change pushed on the live stream, then the steps move on without a reload', async () => {
    const orderId = anOrderId();
    const identity = anIdentity();
    trackerEndpoint(aTrackerView('Submitted', [{ status: 'Submitted' }], { orderId, updatedAt: '2025-03-14T12:00:00.000Z' }));
    const stream = trackerStreamEndpoint();

    renderRoutes({ path: `/tracker/${orderId.toLowerCase()}`, routes, preloadedState: signedIn(identity) });

    await screen.findAllByTestId('tracker-step');
    expect(currentStep()?.textContent).toContain('Billing / receiving');
    await waitFor(() => expect(screen.getByTestId('tracker-live').textContent).toMatch(/^Live/));
    expect(stream.connections.at(-1)).toBe(`Bearer ${identity.accessToken}`);

    stream.ping();
    stream.push(aTrackerView('Processing', [{ status: 'Grading' }], { orderId, updatedAt: '2025-03-15T09:00:00.000Z' }));

    await waitFor(() => expect(currentStep()?.textContent).toContain('Grading'));
    expect(stepStates()).toEqual(['Completed', 'Completed', 'In process', 'Not started', 'Not started']);
    expect(screen.getByTestId('tracker-status').textContent).toBe('Processing');
  });

  it('given the stream ends, then it reconnects; when the page is left, then the stream is closed', async () => {
    const orderId = anOrderId();
    trackerEndpoint(aTrackerView('Submitted', [{ status: 'Submitted' }], { orderId }));
    const stream = trackerStreamEndpoint();

    const { unmount } = renderRoutes({ path: `/tracker/${orderId}`, routes, preloadedState: signedIn() });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('tracker-live').textContent).toMatch(/^Live/));

    stream.end();
    await waitFor(() => expect(screen.getByTestId('tracker-live').textContent).toMatch(/reconnecting/));
    // The first retry waits between 0.5 and 1 s.
    await waitFor(() => expect(stream.connections).toHaveLength(2), { timeout: 3000 });
    await waitFor(() => expect(stream.isOpen()).toBe(true));

    unmount();
    await waitFor(() => expect(stream.isOpen()).toBe(false));
  });

  it('given the live stream is refused with 401, then the token is refreshed once and the stream reopened with the new one', async () => {
    const orderId = anOrderId();
    const identity = anIdentity();
    const refreshed = aTokenResponse();
    let refreshes = 0;
    let streamCalls = 0;
    const view = aTrackerView('Submitted', [{ status: 'Submitted' }], { orderId });
    server.use(
      http.get(apiUrl('/api/orders/:id/tracker'), ({ request }) =>
        request.headers.get('authorization') === `Bearer ${identity.accessToken}` && refreshes === 0 && streamCalls > 0
          ? new HttpResponse(null, { status: 401 })
          : HttpResponse.json(view),
      ),
      http.post(apiUrl('/token'), () => {
        refreshes += 1;
        return HttpResponse.json(refreshed);
      }),
    );
    const stream = trackerStreamEndpoint();
    server.use(
      http.get(apiUrl('/api/stream/orders/:id/tracker'), ({ request }) => {
        streamCalls += 1;
        return request.headers.get('authorization') === `Bearer ${identity.accessToken}` ? new HttpResponse(null, { status: 401 }) : undefined;
      }),
    );

    renderRoutes({ path: `/tracker/${orderId}`, routes, preloadedState: signedIn(identity) });

    await waitFor(() => expect(stream.connections).toEqual([`Bearer ${refreshed.access_token}`]));
    expect(refreshes).toBe(1);
    await waitFor(() => expect(screen.getByTestId('tracker-live').textContent).toMatch(/^Live/));
  });

  it.each([
    ['12-ABC', identifierMessages.trackerTooShort],
    ['ABCDEFGHIJ', identifierMessages.trackerInvalid],
  ])('given the order number %j, then it says why and asks nothing of the server', async (id, message) => {
    renderRoutes({ path: `/tracker/${id}`, routes, preloadedState: signedIn() });

    const alert = await screen.findByTestId('tracker-invalid');
    expect(alert.textContent).toContain(message);
    expect(screen.queryByTestId('tracker-step')).toBeNull();
  });

  it('given an order that is not on record (or not the member\'s), then it says no record was found', async () => {
    const orderId = anOrderId();
    trackerEndpoint(404);

    renderRoutes({ path: `/tracker/${orderId}`, routes, preloadedState: signedIn() });

    expect((await screen.findByTestId('tracker-no-record')).textContent).toContain(`No record found for order number ${orderId}.`);
  });
});
