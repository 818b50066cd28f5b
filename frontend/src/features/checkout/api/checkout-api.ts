import {
  CheckoutDataResponse,
  PUBLIC_RESOURCE_MAX_AGE_SECONDS,
  PromoResponse,
  ShippingRatesResponse,
  SubmitOrderResponse,
  catalogueDataPaths,
  type SubmitOrderBody,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';
import type { RatesRequest } from '../machine/checkout-rules.ts';

/** The profile holds the rewards balance an order spends: a submitted order refreshes it. */
const PROFILE = { type: 'Member', id: 'ME' } as const;

/** Spec 7.5: resource calls are cached for 300 seconds. */
const RESOURCE_CACHE_SECONDS = PUBLIC_RESOURCE_MAX_AGE_SECONDS;

export const SUBMIT_ORDER_PATH = '/api/orders/submit';

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export interface SubmitOrderArgs {
  body: SubmitOrderBody;
  /** One per checkout attempt (the machine keeps it across retries): the server creates one order for it. */
  idempotencyKey: string;
}

const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/data/checkout (spec 3 Checkout data): other ways to ship and to pay. */
    getCheckoutData: build.query<CheckoutDataResponse, void>({
      query: () => catalogueDataPaths.checkout,
      responseSchema: import.meta.env.DEV ? CheckoutDataResponse : undefined,
      keepUnusedDataFor: RESOURCE_CACHE_SECONDS,
    }),
    /**
     * POST /api/data/sh/{collectibleType}/{MM-DD-YYYY}/{currency} (spec 7.3). A read sent as a POST: a mutation,
     * so nothing is cached; the machine asks again whenever the address, scope or tiers change.
     */
    fetchShippingRates: build.mutation<ShippingRatesResponse, RatesRequest>({
      query: ({ collectibleType, date, currency, body }) => ({
        url: fill(catalogueDataPaths.shippingRates, { collectibleType, collectibleDate: date, currency }),
        method: 'POST',
        body,
      }),
      responseSchema: import.meta.env.DEV ? ShippingRatesResponse : undefined,
    }),
    /** GET /api/promocode/code/{code} (spec 7.3): the promo a code names; 404 when none. Never cached: a code may end. */
    lookUpPromo: build.query<PromoResponse, string>({
      query: (code) => fill(catalogueDataPaths.promo, { code }),
      responseSchema: import.meta.env.DEV ? PromoResponse : undefined,
      keepUnusedDataFor: 0,
    }),
    /** POST /api/orders/submit (spec 7.3): the whole submission; the answer carries the order id. */
    submitOrder: build.mutation<SubmitOrderResponse, SubmitOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: SUBMIT_ORDER_PATH,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      responseSchema: import.meta.env.DEV ? SubmitOrderResponse : undefined,
      // Rewards were spent and the welcome promo used up: the profile is read again.
      invalidatesTags: [PROFILE],
    }),
  }),
});

export const { useGetCheckoutDataQuery } = checkoutApi;
export const checkoutEndpoints = checkoutApi.endpoints;
