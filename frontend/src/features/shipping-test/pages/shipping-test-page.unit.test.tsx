import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addressLookups, quoteShippingRates, shippingTestMessages, type ShippingTestResponse } from '@certus/contracts';
import { seedCatalogue } from '@certus/contracts/pricing/test-support';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { axeViolations } from '../../../lib/testing/axe-violations.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** GET /api/test/shipping over the seed catalogue's rate tables, as the query side answers it; records the queries. */
function shippingServer() {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/api/data/address'), () => HttpResponse.json(addressLookups)),
    http.get(apiUrl('/api/test/shipping'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const country = query.get('country')!;
      const [group] = quoteShippingRates(seedCatalogue, { originCountry: 'US', destinationCountry: country, tiers: [{ id: 'T', insuredCents: Number(query.get('declared')) * 100, count: Number(query.get('books')) }], scope: 'order' });
      return HttpResponse.json({
        originCountry: 'US',
        country,
        countryName: country === 'CA' ? 'Canada' : 'United States',
        postalCode: query.get('postalCode')!,
        scope: country === 'US' ? 'domestic' : 'international',
        books: Number(query.get('books')),
        declaredCents: Number(query.get('declared')) * 100,
        currency: 'USD',
        rates: group!.rates,
        message: null,
      } satisfies ShippingTestResponse);
    }),
  );
  return asked;
}

describe('/test: the shipping test screen (spec 2.1)', () => {
  it('given a postal code and a country, when asked, then the rates the rate service answers are listed, cheapest first', async () => {
    const asked = shippingServer();
    renderRoutes({ path: '/test', routes });
    fireEvent.change(await screen.findByRole('textbox', { name: /ZIP or postal code/ }), { target: { value: '75024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get rates' }));

    const rates = await screen.findByTestId('shipping-rates');
    expect(within(rates).getByRole('heading', { name: 'Rates to 75024, United States' })).toBeTruthy();
    const rows = within(rates).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['USPS Priority Mail', 'UPS Ground', 'FedEx 2Day', 'FedEx Priority Overnight']);
    expect(asked).toEqual(['country=US&postalCode=75024&books=1&declared=100']);
  });

  it('given a ZIP that does not fit the US format, then the field says so and nothing is asked', async () => {
    const asked = shippingServer();
    renderRoutes({ path: '/test', routes });
    fireEvent.change(await screen.findByRole('textbox', { name: /ZIP or postal code/ }), { target: { value: '7502' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findByText(shippingTestMessages.usZip)).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('given the French variant, then the screen reads in French, not only the frame', async () => {
    shippingServer();
    renderRoutes({ path: '/test', routes, preloadedState: { region: { region: 'CA', language: 'fr' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimation de l’expédition' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Obtenir les tarifs' })).toBeTruthy();
    expect(screen.queryByTestId('english-only')).toBeNull();
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Pays/ }) as HTMLSelectElement).value).toBe('CA'));
  });

  it('is accessible (axe)', async () => {
    shippingServer();
    renderRoutes({ path: '/test', routes });
    fireEvent.change(await screen.findByRole('textbox', { name: /ZIP or postal code/ }), { target: { value: 'M4W 3E2' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Country/ }), { target: { value: 'CA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get rates' }));
    await screen.findByTestId('shipping-rates');
    expect(await axeViolations()).toEqual([]);
  });
});
