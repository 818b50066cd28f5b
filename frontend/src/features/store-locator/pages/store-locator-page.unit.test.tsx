import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NEARBY_STORES_PATH, modelStateError, storeMessages, type NearbyStoresBody, type NearbyStoresResponse } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { DALLAS_STORE, PLANO, aNearbyAnswer } from '../testing/store-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** The search endpoint: answers `answer(body)` and records each body. The basemap's files answer 404 (the map shows a note). */
function searchEndpoint(answer: (body: NearbyStoresBody) => Response | NearbyStoresResponse) {
  const bodies: NearbyStoresBody[] = [];
  server.use(
    http.post(apiUrl(NEARBY_STORES_PATH), async ({ request }) => {
      const body = (await request.json()) as NearbyStoresBody;
      bodies.push(body);
      const answered = answer(body);
      return answered instanceof Response ? answered : HttpResponse.json(answered);
    }),
    http.get(/\.json$/, () => new HttpResponse(null, { status: 404 })),
  );
  return bodies;
}

const searchForm = () => screen.getByRole('search', { name: 'Find a store' });
const typeAndSearch = (text: string) => {
  fireEvent.change(within(searchForm()).getByRole('searchbox', { name: 'ZIP code, postal code or city' }), { target: { value: text } });
  fireEvent.click(within(searchForm()).getByRole('button', { name: 'Search' }));
};
const storeNames = () => within(screen.getByRole('list', { name: 'Stores found, nearest first' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const status = () => screen.getByTestId('store-search-status').textContent;
const pathOf = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

/** A browser whose geolocation answers with `outcome` (or that has none). */
function stubGeolocation(outcome: { coords: { latitude: number; longitude: number } } | { code: number } | 'absent') {
  const geolocation =
    outcome === 'absent'
      ? undefined
      : {
          getCurrentPosition: (ok: (p: unknown) => void, fail: (e: unknown) => void) => ('coords' in outcome ? ok(outcome) : fail({ code: outcome.code, message: 'no' })),
        };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
}

describe('/storelocator (spec 3 Store search, 9)', () => {
  it('given no search yet, when the page opens, then it searches from Dallas within 200 miles and lists the stores nearest first', async () => {
    const bodies = searchEndpoint(() => aNearbyAnswer());
    renderRoutes({ path: '/storelocator', routes });

    expect(await screen.findByRole('heading', { level: 1, name: 'Find a Certus store' })).toBeTruthy();
    await waitFor(() => expect(status()).toBe('2 stores within 200 miles of Dallas, TX'));
    expect(bodies[0]).toEqual({ distance: 200 });
    expect(storeNames()).toEqual([DALLAS_STORE.name, PLANO.name]);
    const plano = screen.getAllByTestId('store-card')[1]!;
    expect(within(plano).getByTestId('store-distance').textContent).toBe('Distance: 0.0 mi');
    expect(within(plano).getByRole('link', { name: '(972) 555-0142' }).getAttribute('href')).toBe('tel:9725550142');
    expect(within(plano).getByRole('list', { name: 'Services' }).textContent).toBe('Submission drop-offGraded book pick-upPressing');
    expect((screen.getByRole('combobox', { name: /Within/ }) as HTMLSelectElement).value).toBe('200');
  });

  it('given the other path of spec 2.1, when opened, then it is the same page', async () => {
    searchEndpoint(() => aNearbyAnswer());
    renderRoutes({ path: '/store-locator', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a Certus store' })).toBeTruthy();
  });

  it('given ZIP 75024, when searched, then the search asks for it, the address bar keeps it and Plano comes first', async () => {
    const bodies = searchEndpoint((body) =>
      body.search_term === '75024'
        ? aNearbyAnswer({ location: { label: '75024 (Plano, TX)', latitude: 33.0752, longitude: -96.7843, source: 'zipcode' }, stores: [PLANO, DALLAS_STORE] })
        : aNearbyAnswer(),
    );
    const { router } = renderRoutes({ path: '/storelocator', routes });
    await waitFor(() => expect(status()).toContain('Dallas, TX'));

    typeAndSearch(' 75024 ');

    await waitFor(() => expect(status()).toBe('2 stores within 200 miles of 75024 (Plano, TX)'));
    expect(bodies.at(-1)).toEqual({ search_term: '75024', distance: 200 });
    expect(storeNames()[0]).toBe(PLANO.name);
    expect(pathOf(router)).toBe('/storelocator?q=75024');
  });

  it('given a search in the address bar, when the distance becomes 500 miles, then it searches again with it', async () => {
    const bodies = searchEndpoint((body) => aNearbyAnswer({ distance: Number(body.distance), zoom: Number(body.distance) === 500 ? 5.5 : 7 }));
    const { router } = renderRoutes({ path: '/storelocator?q=Toronto', routes });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ search_term: 'Toronto', distance: 200 });

    fireEvent.change(screen.getByRole('combobox', { name: /Within/ }), { target: { value: '500' } });

    await waitFor(() => expect(status()).toBe('2 stores within 500 miles of Dallas, TX'));
    expect(bodies.at(-1)).toEqual({ search_term: 'Toronto', distance: 500 });
    expect(pathOf(router)).toBe('/storelocator?q=Toronto&distance=500');
  });

  it('given a place nobody knows, when searched, then the server\'s message shows on the field', async () => {
    searchEndpoint((body) =>
      body.search_term === 'Atlantis'
        ? HttpResponse.json(modelStateError({ search_term: storeMessages.placeNotFound('Atlantis') }, storeMessages.searchFailed), { status: 400 })
        : aNearbyAnswer(),
    );
    renderRoutes({ path: '/storelocator', routes });
    await waitFor(() => expect(status()).toContain('Dallas'));

    typeAndSearch('Atlantis');

    const field = await screen.findByRole('searchbox', { name: 'ZIP code, postal code or city' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(storeMessages.placeNotFound('Atlantis'))).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Stores found, nearest first' })).toBeNull();
  });

  it('given a browser without geolocation, when "Use my location", then spec 8\'s message shows', async () => {
    searchEndpoint(() => aNearbyAnswer());
    stubGeolocation('absent');
    renderRoutes({ path: '/storelocator', routes });
    await waitFor(() => expect(status()).toContain('Dallas'));

    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(await screen.findByText('Geo Location feature is not supported in this browser.')).toBeTruthy();
  });

  it('given the visitor refuses to share the position, when "Use my location", then the page says so and how to search instead', async () => {
    searchEndpoint(() => aNearbyAnswer());
    stubGeolocation({ code: 1 });
    renderRoutes({ path: '/storelocator', routes });
    await waitFor(() => expect(status()).toContain('Dallas'));

    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(await screen.findByText(storeMessages.geolocationDenied)).toBeTruthy();
  });

  it('given the browser shares its position, when "Use my location", then the search starts there', async () => {
    const bodies = searchEndpoint((body) =>
      body.latitude !== undefined ? aNearbyAnswer({ location: { label: 'your location', latitude: 33.02, longitude: -96.7, source: 'coordinates' }, stores: [PLANO] }) : aNearbyAnswer(),
    );
    stubGeolocation({ coords: { latitude: 33.02, longitude: -96.7 } });
    renderRoutes({ path: '/storelocator?q=Austin', routes });
    await waitFor(() => expect(bodies).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));

    await waitFor(() => expect(status()).toBe('1 store within 200 miles of your location'));
    expect(bodies.at(-1)).toEqual({ latitude: 33.02, longitude: -96.7, currentAddress: 'your location', distance: 200 });
  });

  it('given no store within the distance, then the page says so and offers the next distance', async () => {
    const bodies = searchEndpoint((body) => (Number(body.distance) === 200 ? aNearbyAnswer({ stores: [] }) : aNearbyAnswer({ distance: 500, zoom: 5.5 })));
    renderRoutes({ path: '/storelocator', routes });
    const none = await screen.findByTestId('stores-none');

    fireEvent.click(within(none).getByRole('button', { name: 'Search within 500 miles' }));

    await waitFor(() => expect(status()).toBe('2 stores within 500 miles of Dallas, TX'));
    expect(bodies.at(-1)).toEqual({ distance: 500 });
  });

  it('given the stores listed, when one is shown on the map from the list, then it is marked chosen, and only it', async () => {
    searchEndpoint(() => aNearbyAnswer());
    renderRoutes({ path: '/storelocator', routes });
    await waitFor(() => expect(status()).toContain('Dallas'));
    const [dallas, plano] = screen.getAllByTestId('store-card');

    fireEvent.click(within(plano!).getByRole('button', { name: 'Show on the map' }));

    await waitFor(() => expect(within(plano!).getByRole('button', { name: 'Shown on the map' }).getAttribute('aria-pressed')).toBe('true'));
    expect(plano!.closest('li')!.getAttribute('aria-current')).toBe('true');
    expect(dallas!.closest('li')!.getAttribute('aria-current')).toBeNull();
  });

  it('given the map has drawn the pins, when a pin is clicked, then its store is chosen in the list', async () => {
    searchEndpoint(() => aNearbyAnswer());
    renderRoutes({ path: '/storelocator', routes });
    const map = await screen.findByTestId('store-map');
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
    const pin = [...map.querySelectorAll<HTMLElement>('.leaflet-marker-icon')].find((p) => p.title === PLANO.name)!;

    fireEvent.click(pin);

    await waitFor(() => expect(screen.getAllByTestId('store-card')[1]!.closest('li')!.getAttribute('aria-current')).toBe('true'));
    expect(pin.className).toMatch(/selected/);
  });
});

describe('/storelocator on the French variant (spec 2.1)', () => {
  const renderFrench = () => renderRoutes({ path: '/storelocator', routes, preloadedState: { region: { region: 'CA', language: 'fr' } } });
  afterEach(() => {
    window.localStorage.clear();
    });

  it('given the French variant, when the page opens, then its heading, form, answer and cards are French, the page lang="fr", and the store names marked lang="en"', async () => {
    searchEndpoint(() => aNearbyAnswer());
    renderFrench();

    expect(await screen.findByRole('heading', { level: 1, name: 'Trouver un magasin Certus' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    expect(screen.queryByTestId('english-only')).toBeNull();
    const form = screen.getByRole('search', { name: 'Trouver un magasin' });
    expect(within(form).getByRole('searchbox', { name: 'Code postal, code ZIP ou ville' })).toBeTruthy();
    expect(within(form).getByRole('option', { name: '200 milles' })).toBeTruthy();
    await waitFor(() => expect(status()).toBe('2 magasins dans un rayon de 200 milles de Dallas, TX'));
    const list = screen.getByRole('list', { name: 'Magasins trouvés, du plus proche au plus éloigné' });
    const name = within(list).getByRole('heading', { level: 3, name: DALLAS_STORE.name });
    expect(name.getAttribute('lang')).toBe('en');
    expect(within(list).getAllByRole('button', { name: 'Afficher sur la carte' })).toHaveLength(2);
  });

  it("given a browser without geolocation, when « Utiliser ma position », then spec 8's message shows in French", async () => {
    searchEndpoint(() => aNearbyAnswer());
    stubGeolocation('absent');
    renderFrench();
    await waitFor(() => expect(status()).toContain('Dallas'));

    fireEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' }));

    expect(await screen.findByText('La géolocalisation n’est pas prise en charge par ce navigateur.')).toBeTruthy();
    expect(screen.queryByText(storeMessages.geolocationUnsupported)).toBeNull();
  });

  it("given a place nobody knows, when searched on the French variant, then the server's refusal shows in French on the field", async () => {
    searchEndpoint((body) =>
      body.search_term === 'Atlantis'
        ? HttpResponse.json(modelStateError({ search_term: storeMessages.placeNotFound('Atlantis') }, storeMessages.searchFailed), { status: 400 })
        : aNearbyAnswer(),
    );
    renderFrench();
    await waitFor(() => expect(status()).toContain('Dallas'));

    const form = screen.getByRole('search', { name: 'Trouver un magasin' });
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Code postal, code ZIP ou ville' }), { target: { value: 'Atlantis' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rechercher' }));

    expect(await screen.findByText(/^Aucun lieu n’est connu sous le nom « Atlantis »/)).toBeTruthy();
  });
});
