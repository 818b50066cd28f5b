import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addressLookups, catalogueInCurrency, quoteShippingRates, shippingTestMessages, type Catalogue, type ShippingTestResponse } from '@certus/contracts';
import { seedCatalogue } from '@certus/contracts/pricing/test-support';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { axeViolations } from '../../../lib/testing/axe-violations.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** GET /api/test/shipping over the seed catalogue's rate tables in the currency asked, as the query side answers it; records the queries. */
function shippingServer(catalogue: Catalogue = seedCatalogue) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/api/data/address'), () => HttpResponse.json(addressLookups)),
    http.get(apiUrl('/api/test/shipping'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const country = query.get('country')!;
      const currency = query.get('currency') === 'CAD' ? 'CAD' : 'USD';
      const priced = catalogueInCurrency(catalogue, currency);
      const [group] = priced ? quoteShippingRates(priced, { originCountry: 'US', destinationCountry: country, tiers: [{ id: 'T', insuredCents: Number(query.get('declared')) * 100, count: Number(query.get('books')) }], scope: 'order' }) : [];
      return HttpResponse.json({
        originCountry: 'US',
        country,
        countryName: country === 'CA' ? 'Canada' : 'United States',
        postalCode: query.get('postalCode')!,
        scope: country === 'US' ? 'domestic' : 'international',
        books: Number(query.get('books')),
        declaredCents: Number(query.get('declared')) * 100,
        currency,
        pricedInCurrency: priced !== null,
        rates: group?.rates ?? [],
        message: priced ? null : 'No prices in CAD are published yet.',
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
    expect(asked).toEqual(['country=US&postalCode=75024&books=1&declared=100&currency=USD']);
  });

  it('given the Canadian site, when a Canadian postal code is asked, then the rates are the published Canadian ones in CA$, not US figures relabelled', async () => {
    const asked = shippingServer();
    renderRoutes({ path: '/test', routes, preloadedState: { region: { region: 'CA', language: 'en' } } });
    fireEvent.change(await screen.findByRole('textbox', { name: /ZIP or postal code/ }), { target: { value: 'M4W 3E2' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLSelectElement).value).toBe('CA'));
    fireEvent.click(screen.getByRole('button', { name: 'Get rates' }));

    const rates = await screen.findByTestId('shipping-rates');
    const fedex = within(rates).getByRole('row', { name: /FedEx International Priority/ });
    // CA$136.95 a box + CA$2.05 insurance for US$100 declared (the US rate is $99.95 + $1.50).
    expect(within(fedex).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4 days', 'CA$136.95', 'CA$2.05', 'CA$139.00']);
    expect(rates.textContent).toContain('Prices in Canadian dollars (CA$)');
    expect(asked).toEqual(['country=CA&postalCode=M4W+3E2&books=1&declared=100&currency=CAD']);
  });

  it('given the Canadian site and no Canadian rates published, when asked, then it says so plainly and lists no figures', async () => {
    const { cadPrices: _none, ...withoutCad } = seedCatalogue;
    shippingServer(withoutCad);
    renderRoutes({ path: '/test', routes, preloadedState: { region: { region: 'CA', language: 'en' } } });
    fireEvent.change(await screen.findByRole('textbox', { name: /ZIP or postal code/ }), { target: { value: 'M4W 3E2' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLSelectElement).value).toBe('CA'));
    fireEvent.click(screen.getByRole('button', { name: 'Get rates' }));

    expect((await screen.findByTestId('rates-not-published')).textContent).toBe('Our shipping rates in Canadian dollars (CA$) are not published yet.');
    expect(within(screen.getByTestId('shipping-rates')).queryByRole('table')).toBeNull();
    expect(screen.getByTestId('shipping-rates').textContent).not.toMatch(/\$\d/);
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
