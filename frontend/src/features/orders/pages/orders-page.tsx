import { useId, useMemo, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { Button, Paper, Stack } from '@mantine/core';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { Link } from 'react-router';
import { ORDERS_LIST_LIMIT } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetOrdersQuery } from '../api/orders-api.ts';
import { NO_ORDER_FILTER, type OrderListFilter } from '../api/order-paths.ts';
import { OrdersFilterForm } from '../components/orders-filter-form.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { ALL_COLLECTIBLES, filterByCollectible, mangaTypesOf, type CollectibleFilter } from '../lib/collectible-filter.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { BoxIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { useMessages } from '../../region/index.ts';
import { ordersMessages } from '../orders-messages.ts';

const isUnfiltered = (filter: OrderListFilter, collectible: CollectibleFilter) =>
  filter.startDate === '' && filter.endDate === '' && filter.status === 'All' && filter.text.trim() === '' && collectible.type === 'All';

/**
 * /account/orders (spec 2.2, 5 Orders filter, 9): up to 300 orders, newest first. Dates, status and text are
 * filtered by the server; the collectible type (and the Manga format) in the browser, on the rows loaded.
 */
export function OrdersPage() {
  const [filter, setFilter] = useState<OrderListFilter>(NO_ORDER_FILTER);
  const [collectible, setCollectible] = useState<CollectibleFilter>(ALL_COLLECTIBLES);
  // Read once per visit: the 'New' flag (spec 4: the last 60 minutes) need not tick while the page is open.
  const [now] = useState(() => new Date());
  const { data, error, isLoading, isFetching, refetch } = useGetOrdersQuery({ count: ORDERS_LIST_LIMIT, filter });

  const shown = useMemo(() => (data ? filterByCollectible(data, collectible) : []), [data, collectible]);
  const mangaTypes = useMemo(() => mangaTypesOf(data ?? []), [data]);
  const narrow = useNarrowScreen();
  const [filtersOpened, filters] = useDisclosure(false);
  const filtersId = useId();
  const t = useMessages(ordersMessages);

  return (
    <AccountPageLayout title={t.listTitle}>
      {narrow ? (
        // On a phone the five filter fields would fill the first screen: they open on demand.
        <Stack gap="xs">
          <Button variant="default" onClick={filters.toggle} aria-expanded={filtersOpened} aria-controls={filtersId} fullWidth>
            {t.showFilters(filtersOpened, !isUnfiltered(filter, collectible))}
          </Button>
          <Paper withBorder p="md" radius="md" id={filtersId} hidden={!filtersOpened}>
            <OrdersFilterForm onApply={setFilter} collectible={collectible} onCollectibleChange={setCollectible} mangaTypes={mangaTypes} />
          </Paper>
        </Stack>
      ) : (
        <Paper withBorder p="md" radius="md">
          <OrdersFilterForm onApply={setFilter} collectible={collectible} onCollectibleChange={setCollectible} mangaTypes={mangaTypes} />
        </Paper>
      )}
      {isLoading ? <PageLoader label={t.loadingOrders} /> : null}
      {error && !data ? <LoadFailureAlert title={t.ordersFailed} onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {data && shown.length > 0 ? (
        <div aria-busy={isFetching}>
          <OrdersTable orders={shown} now={now} caption={t.orderCount(shown.length)} />
        </div>
      ) : null}
      {data && shown.length === 0 ? (
        isUnfiltered(filter, collectible) ? (
          <EmptyState
            icon={BoxIcon}
            data-testid="orders-empty"
            action={
              <Button component={Link} to="/submit">
                {t.submitBooks}
              </Button>
            }
          >
            {t.noOrders}
          </EmptyState>
        ) : (
          <EmptyState icon={SearchIcon} data-testid="orders-empty">
            {t.noMatch}
          </EmptyState>
        )
      ) : null}
    </AccountPageLayout>
  );
}
