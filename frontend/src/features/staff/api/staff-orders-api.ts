import { StaffOrderRow, StaffOrderView, type SummaryStatus } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/**
 * The worker's reads (GET /api/staff/orders, GET /api/staff/orders/{id}). Every staff step invalidates the
 * order's tag and the queue (staff-steps-api.ts); the refetch carries this browser's written-at position
 * (lib/api.ts records the `position` each step answers), so the query side answers with the step included.
 */
export const orderTag = (orderId: string) => ({ type: 'Order' as const, id: orderId });
export const STAFF_QUEUE_TAG = { type: 'Order' as const, id: 'STAFF_QUEUE' };

export const staffPaths = {
  queue: '/api/staff/orders',
  order: (orderId: string) => `/api/staff/orders/${encodeURIComponent(orderId)}`,
};

export interface StaffQueueArgs {
  /** null: every status. */
  status: SummaryStatus | null;
  /** Free text (order id, member, title); '' for none. */
  q: string;
}

export const staffOrdersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaffOrders: build.query<StaffOrderRow[], StaffQueueArgs>({
      // Empty filters are left out rather than sent empty.
      query: ({ status, q }) => ({ url: staffPaths.queue, params: { ...(status ? { status } : {}), ...(q.trim() ? { q: q.trim() } : {}) } }),
      responseSchema: import.meta.env.DEV ? StaffOrderRow.array() : undefined,
      providesTags: (rows) => [STAFF_QUEUE_TAG, ...(rows ?? []).map((row) => orderTag(row.id))],
    }),
    getStaffOrder: build.query<StaffOrderView, string>({
      query: (orderId) => staffPaths.order(orderId),
      responseSchema: import.meta.env.DEV ? StaffOrderView : undefined,
      providesTags: (_view, _error, orderId) => [orderTag(orderId)],
    }),
  }),
});

export const { useGetStaffOrdersQuery, useGetStaffOrderQuery } = staffOrdersApi;
