import {
  PUBLIC_RESOURCE_MAX_AGE_SECONDS,
  ShippingTestResponse,
  SubmitDataResponse,
  SHIPPING_TEST_PATH,
  TatMessageResponse,
  TurnaroundResponse,
  catalogueDataPaths,
  turnaroundPaths,
  type CollectibleType,
  type CountryCode,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/**
 * The public price list, turnaround and shipping test of the pricing pages and the builder: resource calls,
 * kept 300 s (spec 7.5) like the server's Cache-Control says.
 */
export interface PriceListArgs {
  countryCode: CountryCode;
  collectibleType: CollectibleType;
}

export interface ShippingTestArgs {
  country: string;
  postalCode: string;
  books?: number;
  declared?: number;
  /** The currency of the rates (the site's); the declared value stays in US dollars. */
  currency?: 'USD' | 'CAD';
}

const pricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/data/submitdata/{country}/{collectibleType}: the published catalogue's figures for the price list. */
    getPriceList: build.query<SubmitDataResponse, PriceListArgs>({
      query: ({ countryCode, collectibleType }) =>
        catalogueDataPaths.submitData.replace('{country}', countryCode).replace('{collectibleType}', collectibleType),
      responseSchema: import.meta.env.DEV ? SubmitDataResponse : undefined,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS,
    }),
    /** GET /api/data/turnaround: per tier code, measured over the last 90 days or the fallback. */
    getTurnaround: build.query<TurnaroundResponse, void>({
      query: () => turnaroundPaths.turnaround,
      responseSchema: import.meta.env.DEV ? TurnaroundResponse : undefined,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS,
    }),
    /** GET /api/data/tatmessage: the published message, or '5 weeks'. */
    getTatMessage: build.query<TatMessageResponse, void>({
      query: () => turnaroundPaths.tatMessage,
      responseSchema: import.meta.env.DEV ? TatMessageResponse : undefined,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS,
    }),
    /** GET /api/test/shipping: the rates for a destination (the shipping test screen). */
    testShipping: build.query<ShippingTestResponse, ShippingTestArgs>({
      query: ({ country, postalCode, books, declared, currency }) => ({
        url: SHIPPING_TEST_PATH,
        params: {
          country,
          postalCode,
          ...(books ? { books: String(books) } : {}),
          ...(declared !== undefined ? { declared: String(declared) } : {}),
          ...(currency ? { currency } : {}),
        },
      }),
      responseSchema: import.meta.env.DEV ? ShippingTestResponse : undefined,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS,
    }),
  }),
});

export const { useGetPriceListQuery, useGetTurnaroundQuery, useGetTatMessageQuery, useLazyTestShippingQuery } = pricingApi;
export { pricingApi };
