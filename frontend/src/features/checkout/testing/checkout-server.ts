import { http, HttpResponse } from 'msw';
import {
  catalogueDataPaths,
  promoMessages,
  type CheckoutDataResponse,
  type ShippingRatesBody,
  type SubmitOrderBody,
  type SubmitOrderResponse,
  type UserProfileResponse,
} from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { CART_STORAGE_KEY, type CartState } from '../../submission/index.ts';
import { SUBMIT_ORDER_PATH } from '../api/checkout-api.ts';
import { aSubmitData, ratesFor, seedPromo } from './checkout-builders.ts';
import { anOrderDetail } from '../../orders/testing/order-builders.ts';

/** The submitted order as GET /api/orders/{id} answers it right after the submit: mail-in, awaiting the books. */
export const aSubmittedOrderDetail = (id: string) => anOrderDetail({ id, status: 'Submitted', payBalanceShown: false });

const asMswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export interface SubmitCall {
  body: SubmitOrderBody;
  idempotencyKey: string | null;
}

export interface CheckoutServerOptions {
  profile: UserProfileResponse;
  /** The answer to POST /api/orders/submit; the order 25-A1B2C3D by default. */
  submit?: () => Response;
}

export const SUBMITTED_ORDER: SubmitOrderResponse = { orderId: '25-A1B2C3D', grandTotalCents: 3_700, chargedCents: 3_700, position: null };

/** The API checkout talks to, answering from the seed catalogue; records what was sent. */
export function checkoutServer({ profile, submit }: CheckoutServerOptions) {
  const submits: SubmitCall[] = [];
  const rateRequests: Array<{ url: string; body: ShippingRatesBody }> = [];
  server.use(
    http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(profile)),
    http.get(apiUrl(asMswPath(catalogueDataPaths.submitData)), () => HttpResponse.json(aSubmitData())),
    http.get(apiUrl(catalogueDataPaths.checkout), () =>
      HttpResponse.json({ catalogueVersion: aSubmitData().catalogueVersion, shipOther: [], payOther: [{ id: 'CHECK', label: 'Check by mail' }] } satisfies CheckoutDataResponse),
    ),
    http.post(apiUrl(asMswPath(catalogueDataPaths.shippingRates)), async ({ request, params }) => {
      const body = (await request.json()) as ShippingRatesBody;
      rateRequests.push({ url: new URL(request.url).pathname, body });
      return HttpResponse.json(
        ratesFor({ collectibleType: String(params.collectibleType), date: String(params.collectibleDate), currency: String(params.currency), body }),
      );
    }),
    http.get(apiUrl(asMswPath(catalogueDataPaths.promo)), ({ params }) => {
      const code = String(params.code);
      try {
        return HttpResponse.json(seedPromo(code.toUpperCase()));
      } catch {
        return HttpResponse.json({ message: promoMessages.invalid(code) }, { status: 404 });
      }
    }),
    http.post(apiUrl(SUBMIT_ORDER_PATH), async ({ request }) => {
      submits.push({ body: (await request.json()) as SubmitOrderBody, idempotencyKey: request.headers.get('idempotency-key') });
      return submit ? submit() : HttpResponse.json(SUBMITTED_ORDER);
    }),
    // The result screen reads the submitted order for where to send the books (a mail-in order by default).
    http.get(apiUrl('/api/orders/:id'), ({ params }) => HttpResponse.json(aSubmittedOrderDetail(String(params.id)))),
  );
  return { submits, rateRequests };
}

export const storeCart = (cart: CartState) => window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
export const storedCart = (): CartState | null => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as CartState | null;
