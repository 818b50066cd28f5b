import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PACKING_INSTRUCTIONS } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aMember, aPaymentMethod, aUserProfile, anAddress, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { anOrderDetail } from '../../orders/testing/order-builders.ts';
import { aCart, ratesFor } from '../testing/checkout-builders.ts';
import { SUBMITTED_ORDER, checkoutServer, storeCart } from '../testing/checkout-server.ts';

const { createObjectURL, revokeObjectURL } = URL;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterAll(() => server.close());

const EMAIL = 'member@example.com';
const profile = () =>
  aUserProfile({
    member: aMember({ email: EMAIL, membership: 'Clubmember' }),
    addresses: [anAddress({ id: 'address-home', displayName: 'Ada Lovelace, Plano TX', isDefault: true })],
    payMethods: [aPaymentMethod({ id: 'card-visa', displayName: 'Visa ending 1111', isDefault: true })],
  });

function readyCart(dropOffId: string) {
  const request = { collectibleType: 'Comic', date: '01-01-2025', currency: 'USD', body: { originCountry: 'US', shipping: { addressId: 'address-home' }, scope: 'order' as const, tiers: [{ id: 'MN', insuredCents: 10_000, count: 1, baseTotalCents: 0, totalCents: 0 }] } };
  const rate = ratesFor(request).groups[0]!.rates[0]!;
  return aCart({ ownerId: EMAIL, dropOffId, shipping: { kind: 'address', addressId: 'address-home' }, chosenRates: [{ ...rate, tierId: null }], payMethodId: 'card-visa', previewMode: true });
}

async function submitFromReview() {
  const { router } = renderRoutes({ path: '/checkout', routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });
  fireEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/result'));
  return router;
}

describe('/checkout/result: what to do with the books', () => {
  it('given a mail-in order, then the result screen gives the address to ship to, how to pack, and saves the packing slip', async () => {
    storeCart(readyCart('NN'));
    checkoutServer({ profile: profile() });
    server.use(
      http.get(apiUrl('/api/orders/:id/packing-slip'), ({ params }) =>
        HttpResponse.json({ fileName: `Certus-packing-slip-${String(params.id)}.pdf`, contentType: 'application/pdf', base64: btoa('%PDF-1.4 slip') }),
      ),
    );
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:slip-1'));
    URL.revokeObjectURL = vi.fn();

    await submitFromReview();

    const panel = await screen.findByTestId('send-your-books');
    expect(within(panel).getByRole('heading', { name: 'Send us your books' })).toBeTruthy();
    const address = within(panel).getByTestId('ship-to-address');
    expect(address.textContent).toBe('Certus Grading, LLC5400 Legacy Drive, Suite 300Plano, TX 75024United States');
    const steps = within(within(panel).getByTestId('packing-instructions')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([...PACKING_INSTRUCTIONS]);
    expect(screen.getByText('We have sent you a confirmation e-mail with these instructions.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Packing slip (PDF)' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:slip-1', download: `Certus-packing-slip-${SUBMITTED_ORDER.orderId}.pdf` }]));
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(await blobs[0]!.text()).toBe('%PDF-1.4 slip');
  });

  it('given a counter drop-off, then it says where to bring the books and links the appointment, with no packing for the post', async () => {
    storeCart(readyCart('HQ'));
    checkoutServer({ profile: profile() });
    const counter = {
      id: 'HQ',
      name: 'Certus HQ counter, Plano',
      isMailIn: false,
      address: ['Certus Grading, LLC', '5400 Legacy Drive, Suite 300', 'Plano, TX 75024', 'United States'],
      instructions: 'Bring your books to our counter in Plano, Monday to Friday 9am to 5pm, by appointment.',
      appointmentUrl: 'https://certus.example/appointments/hq',
    };
    server.use(http.get(apiUrl('/api/orders/:id'), ({ params }) => HttpResponse.json(anOrderDetail({ id: String(params.id), status: 'Submitted', payBalanceShown: false, dropOff: counter }))));

    await submitFromReview();

    const panel = await screen.findByTestId('send-your-books');
    expect(within(panel).getByRole('heading', { name: 'Bring your books to Certus HQ counter, Plano' })).toBeTruthy();
    expect(within(panel).getByText(counter.instructions)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Book your appointment' }).getAttribute('href')).toBe(counter.appointmentUrl);
    expect(within(panel).queryByTestId('packing-instructions')).toBeNull();
  });

  it('given the order cannot be read yet, then the screen still confirms it and points to the order page', async () => {
    storeCart(readyCart('NN'));
    checkoutServer({ profile: profile() });
    server.use(http.get(apiUrl('/api/orders/:id'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));

    await submitFromReview();

    expect((await screen.findByTestId('order-id')).textContent).toBe(SUBMITTED_ORDER.orderId);
    expect((await screen.findByRole('link', { name: 'your order page' })).getAttribute('href')).toBe(`/account/orders/${SUBMITTED_ORDER.orderId}`);
  });
});
