import { useRef, type FormEvent } from 'react';
import { Button, Group, Tabs, TextInput } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { useGetStaffOrdersQuery } from '../api/staff-orders-api.ts';
import { LiveStatus } from '../components/live-status.tsx';
import { ScanField } from '../components/scan-field.tsx';
import { StaffOrdersTable } from '../components/staff-orders-table.tsx';
import { StaffPageLayout } from '../components/staff-page-layout.tsx';
import { QUEUE_TABS, queueStatusOf } from '../model/queue-filter.ts';
import { readScan, staffOrderPath } from '../model/scan.ts';
import { staffMessages } from '../model/staff-messages.ts';

const ALL = 'All';

/**
 * /staff/orders: the work queue by status, a search, and a scan field that opens an order (or an order on
 * one of its books) straight away. The filters live in the URL so a tab can be bookmarked and Back works.
 */
export function StaffOrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = queueStatusOf(params.get('status'));
  const q = params.get('q') ?? '';
  const queue = useGetStaffOrdersQuery({ status, q }, { refetchOnMountOrArgChange: true });
  const navigate = useNavigate();
  const searchRef = useRef<HTMLInputElement>(null);

  const setFilter = (next: { status?: string | null; q?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  const onScan = (text: string) => {
    if (!text.trim()) return staffMessages.scanEmpty;
    const target = readScan(text);
    if (!target) return staffMessages.scanInvalid(text.trim());
    void navigate(staffOrderPath(target));
    return null;
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter({ q: searchRef.current?.value.trim() ?? '' });
  };

  const tabLabel = QUEUE_TABS.find((t) => t.status === status)?.label ?? ALL;
  // currentData: rows of the tab being shown, never the previous tab's while the new one loads.
  const rows = queue.currentData;
  const caption = `${tabLabel === ALL ? 'All orders' : `Orders: ${tabLabel}`}${q ? `, matching “${q}”` : ''}`;

  return (
    <StaffPageLayout title="Staff: orders queue" documentTitle="Orders queue">
      <ScanField
        label="Scan an order or certification id"
        description="An order id opens the order; a certification id opens its order on that book."
        onScan={onScan}
      />
      <Tabs value={status ?? ALL} onChange={(value) => setFilter({ status: value === ALL ? null : value })}>
        <Tabs.List aria-label="Order status">
          {QUEUE_TABS.map((tab) => (
            <Tabs.Tab key={tab.label} value={tab.status ?? ALL}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* One panel, the shown tab's: every tab shows the same search and table over a different status. */}
        <Tabs.Panel value={status ?? ALL} pt="md">
            <form role="search" aria-label="Search orders" onSubmit={onSearch} noValidate>
              <Group align="flex-end" gap="sm">
                <TextInput
                  key={q}
                  ref={searchRef}
                  label="Search the queue"
                  description="Order id, member or title"
                  defaultValue={q}
                  name="q"
                  type="search"
                  autoComplete="off"
                  style={{ flexGrow: 1 }}
                  maw={420}
                />
                <Button type="submit" variant="default">
                  Search
                </Button>
              </Group>
            </form>
            <LiveStatus message={rows ? `${rows.length} ${rows.length === 1 ? 'order' : 'orders'}` : ''} />
            {queue.isFetching && !rows ? <PageLoader label="Loading the queue…" /> : null}
            {queue.error && !queue.isFetching ? (
              <LoadFailureAlert title="The queue could not be loaded" onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
            ) : null}
            {rows && !queue.error ? <StaffOrdersTable rows={rows} caption={caption} /> : null}
        </Tabs.Panel>
      </Tabs>
    </StaffPageLayout>
  );
}
