import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { PUBLIC_RESOURCE_MAX_AGE_SECONDS } from '@certus/contracts';
import { api } from './api.ts';
import '../features/certificates/api/certificates-api.ts';
import '../features/submission/api/submission-api.ts';
import '../features/checkout/api/checkout-api.ts';
import '../features/address-book/api/address-book-api.ts';
import '../features/pricing/api/pricing-api.ts';
import { setupStore } from '../app/store.ts';
import { server } from '../testing/msw-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Spec 7.5 "Resource calls are cached by default for 300 seconds": the site's public reads, with an argument each. */
const PUBLIC_QUERIES: Record<string, unknown> = {
  getFeaturedMonth: { month: 202611, count: 3 },
  getGradingNotes: 1,
  getGradingNotesEntry: '26-AAAAAAA-001',
  searchCertificates: '26-AAAAAAA-001',
  getSubmitData: { countryCode: 'US', collectibleType: 'Comic' },
  lookupValues: { name: 'title', value: 'spider' },
  getCheckoutData: undefined,
  getAddressLookups: undefined,
  getPriceList: { countryCode: 'CA', collectibleType: 'Magazine' },
  getTurnaround: undefined,
  getTatMessage: undefined,
  testShipping: { country: 'US', postalCode: '75024' },
};

type Endpoint = {
  initiate: (arg: unknown) => (dispatch: unknown) => Promise<unknown> & { unsubscribe(): void };
  select: (arg: unknown) => (state: unknown) => { status: string };
};

describe('public resource calls are kept 300 s by the site (spec 7.5)', () => {
  it.each(Object.entries(PUBLIC_QUERIES))('given %s asked and no longer shown, then its answer is kept 300 s, then dropped', async (name, arg) => {
    server.use(http.get('*', () => HttpResponse.json({ message: 'not here' }, { status: 404 })));
    const store = setupStore({ navigation: { navigate: vi.fn(), currentPath: () => '/' } });
    const endpoints = api.endpoints as unknown as Record<string, Endpoint | undefined>;
    const endpoint = endpoints[name];
    expect(endpoint, `${name} is an endpoint of the site`).toBeDefined();

    const request = store.dispatch(endpoint!.initiate(arg) as never) as unknown as Promise<unknown> & { unsubscribe(): void };
    await request;
    vi.useFakeTimers();
    request.unsubscribe();
    vi.advanceTimersByTime(PUBLIC_RESOURCE_MAX_AGE_SECONDS * 1000 - 1_000);
    expect(endpoint!.select(arg)(store.getState()).status).not.toBe('uninitialized');
    vi.advanceTimersByTime(2_000);
    expect(endpoint!.select(arg)(store.getState()).status).toBe('uninitialized');
  });
});
