import { DASHBOARD_COMICS_LIMIT, DASHBOARD_ORDERS_LIMIT } from '@certus/contracts';
import { useGetMemberComicsQuery } from '../../comics/index.ts';
import { useGetOpenOrdersQuery, useGetOrderDataCountQuery } from '../../orders/index.ts';
import type { PanelLoad } from '../components/dashboard-panel.tsx';

const loadOf = (query: { isLoading: boolean; isFetching: boolean; error?: unknown; data?: unknown; refetch: () => unknown }): PanelLoad => ({
  loading: query.isLoading,
  failed: Boolean(query.error) && !query.data,
  retry: () => void query.refetch(),
  retrying: query.isFetching,
});

// The dashboard's lists (spec 2.2, 9), one hook each: every section subscribes to its own read, so an answer
// redraws that section and not the whole dashboard (each redraw is a synchronous React render: issue [2/7],
// the member pages' blocking time).

/** Up to 10 open orders. */
export function useDashboardOrders() {
  const orders = useGetOpenOrdersQuery(DASHBOARD_ORDERS_LIMIT);
  return { items: orders.data ?? [], load: loadOf(orders) };
}

/** Up to 20 graded comics. */
export function useDashboardComics() {
  const comics = useGetMemberComicsQuery({ count: DASHBOARD_COMICS_LIMIT, search: '' });
  return { items: comics.data ?? [], load: loadOf(comics) };
}

/** The counts of open, completed and all orders and of graded comics; null until they come. */
export function useDashboardCounts() {
  return useGetOrderDataCountQuery().data ?? null;
}

const NOTHING = () => ({});

/**
 * Starts the three reads together with the profile's, from the top of the dashboard, without redrawing it when
 * they answer (their sections mount once the profile is in: starting them there would queue them behind it).
 */
export function useDashboardReadsStarted(): void {
  useGetOpenOrdersQuery(DASHBOARD_ORDERS_LIMIT, { selectFromResult: NOTHING });
  useGetMemberComicsQuery({ count: DASHBOARD_COMICS_LIMIT, search: '' }, { selectFromResult: NOTHING });
  useGetOrderDataCountQuery(undefined, { selectFromResult: NOTHING });
}
