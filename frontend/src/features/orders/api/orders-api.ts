import {
  InvoiceResponse,
  OrderDataCount,
  OrderDetail,
  OrderListResponse,
  OrderCustody,
  OrderRollup,
  PackingSlipResponse,
  PayBalanceResponse,
  TrackerView,
  type OrderListItem,
  type PayBalanceBody,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';
import { orderPaths, type OrderListFilter } from './order-paths.ts';

/**
 * Tags: one per order id (its detail, rollup and tracker), LIST for every list of orders and COUNT for the
 * dashboard counts. Paying a balance invalidates all three for that order, so the screen reads the order
 * again; the payment's `position` (recorded by lib/api.ts) makes those reads wait for the read model to
 * include the payment, so the refetched balance is the new one.
 */
const orderTag = (id: string) => ({ type: 'Order' as const, id });
const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;
const ORDER_COUNT = { type: 'Order', id: 'COUNT' } as const;
const taggedByOrderId = (_result: unknown, _error: unknown, id: string) => [orderTag(id)];

export interface OrderListArgs {
  count: number;
  filter: OrderListFilter;
}

export interface PayBalanceArgs {
  body: PayBalanceBody;
  /** One per payment the member confirms: a resent request (e.g. after a token refresh) is charged once. */
  idempotencyKey: string;
}

export const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/orders/user/default/{count}/{startDate}/{endDate}/{status}/{text} (spec 7.3), newest first. */
    getOrders: build.query<OrderListItem[], OrderListArgs>({
      query: ({ count, filter }) => orderPaths.list(count, filter),
      responseSchema: import.meta.env.DEV ? OrderListResponse : undefined,
      providesTags: [ORDER_LIST],
    }),
    /** GET /api/orders/userorders/{count}: the open orders (not Completed or Cancelled) for the dashboard. */
    getOpenOrders: build.query<OrderListItem[], number>({
      query: (count) => orderPaths.open(count),
      responseSchema: import.meta.env.DEV ? OrderListResponse : undefined,
      providesTags: [ORDER_LIST],
    }),
    /** GET /api/orders/dataCount: open, completed and total orders, and graded comics. */
    getOrderDataCount: build.query<OrderDataCount, void>({
      query: () => orderPaths.dataCount,
      responseSchema: import.meta.env.DEV ? OrderDataCount : undefined,
      providesTags: [ORDER_COUNT],
    }),
    /** GET /api/orders/{id}: the order summary (spec 3) with its tiers, payments and corrections. */
    getOrder: build.query<OrderDetail, string>({
      query: (id) => orderPaths.detail(id),
      responseSchema: import.meta.env.DEV ? OrderDetail : undefined,
      providesTags: taggedByOrderId,
    }),
    /** GET /api/orders/{id}/rollup: the tier groups with their books. */
    getOrderRollup: build.query<OrderRollup, string>({
      query: (id) => orderPaths.rollup(id),
      responseSchema: import.meta.env.DEV ? OrderRollup : undefined,
      providesTags: taggedByOrderId,
    }),
    /** GET /api/orders/{id}/tracker: the 5 tracker steps; the tracker page then follows the live stream. */
    getOrderTracker: build.query<TrackerView, string>({
      query: (id) => orderPaths.tracker(id),
      responseSchema: import.meta.env.DEV ? TrackerView : undefined,
      providesTags: taggedByOrderId,
    }),
    /**
     * GET /api/test/getinvoice/{id}: the invoice PDF as base64. Never cached: an invoice changes with every
     * payment and correction, and a PDF is too big to keep around.
     */
    getInvoice: build.query<InvoiceResponse, string>({
      query: (id) => orderPaths.invoice(id),
      responseSchema: import.meta.env.DEV ? InvoiceResponse : undefined,
      keepUnusedDataFor: 0,
    }),
    /** GET /api/orders/{id}/packing-slip: the packing slip PDF as base64, saved as a file. Never cached, like the invoice. */
    getPackingSlip: build.query<PackingSlipResponse, string>({
      query: (id) => orderPaths.packingSlip(id),
      responseSchema: import.meta.env.DEV ? PackingSlipResponse : undefined,
      keepUnusedDataFor: 0,
    }),
    /**
     * GET /api/orders/{id}/custody: each book's steps at Certus (staff as initials and id). Asked for when the
     * member opens the section, and again each time: it grows as the order moves on.
     */
    getOrderCustody: build.query<OrderCustody, string>({
      query: (id) => orderPaths.custody(id),
      responseSchema: import.meta.env.DEV ? OrderCustody : undefined,
      providesTags: taggedByOrderId,
    }),
    /** POST /api/orders/transaction (spec 3 Payment charge): pay what is owed on the order. */
    payBalance: build.mutation<PayBalanceResponse, PayBalanceArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: orderPaths.payBalance,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      responseSchema: import.meta.env.DEV ? PayBalanceResponse : undefined,
      // A refusal may mean the balance changed meanwhile (409): the order is read again either way.
      invalidatesTags: (_result, _error, { body }) => [orderTag(body.orderId), ORDER_LIST, ORDER_COUNT],
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOpenOrdersQuery,
  useGetOrderDataCountQuery,
  useGetOrderQuery,
  useGetOrderRollupQuery,
  useGetOrderTrackerQuery,
  useGetOrderCustodyQuery,
  useLazyGetInvoiceQuery,
  useLazyGetPackingSlipQuery,
  usePayBalanceMutation,
} = ordersApi;
