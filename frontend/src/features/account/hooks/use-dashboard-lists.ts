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

/** The dashboard's lists (spec 2.2, 9): up to 10 open orders, up to 20 comics, and the counts. */
export function useDashboardLists() {
  const orders = useGetOpenOrdersQuery(DASHBOARD_ORDERS_LIMIT);
  const comics = useGetMemberComicsQuery({ count: DASHBOARD_COMICS_LIMIT, search: '' });
  const counts = useGetOrderDataCountQuery();
  return {
    orders: { items: orders.data ?? [], load: loadOf(orders) },
    comics: { items: comics.data ?? [], load: loadOf(comics) },
    counts: counts.data ?? null,
  };
}
