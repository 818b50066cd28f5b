import { NO_FILTER } from '@certus/contracts';

/** The member's order filter as the list endpoint takes it (spec 5 Orders filter); '' means no filter. */
export interface OrderListFilter {
  /** YYYY-MM-DD or ''. */
  startDate: string;
  endDate: string;
  /** A SummaryStatus, or 'All'. */
  status: string;
  text: string;
}

export const NO_ORDER_FILTER: OrderListFilter = { startDate: '', endDate: '', status: 'All', text: '' };

/** One path segment: '-' stands for "no filter" (contracts NO_FILTER), anything else is escaped. */
const segment = (value: string) => {
  const trimmed = value.trim();
  return trimmed ? encodeURIComponent(trimmed) : NO_FILTER;
};

/** The member-side order and invoice paths of spec 7.3. */
export const orderPaths = {
  list: (count: number, filter: OrderListFilter) =>
    `/api/orders/user/default/${count}/${segment(filter.startDate)}/${segment(filter.endDate)}/${filter.status === 'All' ? NO_FILTER : segment(filter.status)}/${segment(filter.text)}`,
  open: (count: number) => `/api/orders/userorders/${count}`,
  dataCount: '/api/orders/dataCount',
  detail: (id: string) => `/api/orders/${encodeURIComponent(id)}`,
  rollup: (id: string) => `/api/orders/${encodeURIComponent(id)}/rollup`,
  tracker: (id: string) => `/api/orders/${encodeURIComponent(id)}/tracker`,
  /** The live tracker: text/event-stream, read with fetch so it can carry the Authorization header. */
  trackerStream: (id: string) => `/api/stream/orders/${encodeURIComponent(id)}/tracker`,
  payBalance: '/api/orders/transaction',
  invoice: (id: string) => `/api/test/getinvoice/${encodeURIComponent(id)}`,
  packingSlip: (id: string) => `/api/orders/${encodeURIComponent(id)}/packing-slip`,
  custody: (id: string) => `/api/orders/${encodeURIComponent(id)}/custody`,
} as const;
