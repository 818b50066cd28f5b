import { useRef, useState } from 'react';
import { Button, Container, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { storeMessages, type EditorStore, type StorePublicationStatus } from '@certus/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { notifySuccess } from '../../../components/ui/toast.ts';
import { readServerFailure, type ServerFailure } from '../../../lib/api-errors.ts';
import { useGetEditorStoresQuery, useWithdrawStoreMutation } from '../api/store-editor-api.ts';
import { EditorStoresTable, STATUS_LABELS } from '../components/editor-stores-table.tsx';
import { StoreForm, type StoreFormMode } from '../components/store-form.tsx';

const TABS: readonly (StorePublicationStatus | 'all')[] = ['live', 'scheduled', 'ended', 'withdrawn', 'all'];
const tabOf = (value: string | null): StorePublicationStatus | 'all' => (TABS as readonly string[]).includes(value ?? '') ? (value as StorePublicationStatus | 'all') : 'live';
const tabLabel = (tab: StorePublicationStatus | 'all') => (tab === 'all' ? 'All' : STATUS_LABELS[tab]);

const matches = (store: EditorStore, text: string) =>
  !text || [store.name, store.address.city, store.address.stateProvince, store.address.zipPostal, store.address.line1].some((v) => v.toLowerCase().includes(text));

/**
 * /editor/stores (editor role): every store of the locator, by where it stands now (live, scheduled, ended,
 * withdrawn), with publish, change, withdraw and publish again. Keyboard first: the form opens with its first
 * field focused, Enter saves, Escape cancels and gives the focus back to where it came from.
 */
export function EditorStoresPage() {
  useDocumentTitle('Stores | Editor | Certus');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const stores = useGetEditorStoresQuery(undefined, { refetchOnMountOrArgChange: true });
  const [withdraw] = useWithdrawStoreMutation();
  const confirm = useConfirm();
  const [mode, setMode] = useState<StoreFormMode | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ heading: string; failure: ServerFailure } | null>(null);
  const [filter, setFilter] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const returnFocus = useRef<HTMLElement | null>(null);

  const open = (next: StoreFormMode) => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    setFailure(null);
    setMode(next);
  };
  const close = () => {
    setMode(null);
    // After the form unmounts: back to the button that opened it.
    setTimeout(() => returnFocus.current?.focus(), 0);
  };
  const onSaved = (message: string) => {
    setAnnouncement(message);
    notifySuccess(message, 'The store locator shows it as its window says.');
    close();
  };
  const onWithdraw = async (store: EditorStore) => {
    const sure = await confirm({
      title: `Withdraw ${store.name}?`,
      message: 'It leaves the store locator at once, whatever its window says. You can publish it again later.',
      confirmLabel: 'Withdraw',
      danger: true,
    });
    if (!sure) return;
    setBusyId(store.storeId);
    setFailure(null);
    const result = await withdraw(store.storeId);
    setBusyId(null);
    if (result.error) setFailure({ heading: `${store.name} could not be withdrawn`, failure: readServerFailure(result.error) });
    else {
      setAnnouncement(`${storeMessages.withdrawn}: ${store.name}`);
      notifySuccess(storeMessages.withdrawn, store.name);
    }
  };

  const all = stores.currentData ?? [];
  const text = filter.trim().toLowerCase();
  const count = (t: StorePublicationStatus | 'all') => all.filter((s) => t === 'all' || s.status === t).length;
  const shown = all.filter((s) => (tab === 'all' || s.status === tab) && matches(s, text));

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Editor: stores</Title>
            <Text size="sm" c="dimmed">
              Our stores on the store locator. A store shows from the start of its window until its end, unless it is withdrawn.
            </Text>
          </Stack>
          {mode ? null : <Button onClick={() => open({ kind: 'new' })}>Publish a new store</Button>}
        </Group>
        <Text role="status" aria-live="polite" size="sm" data-testid="editor-stores-status">
          {announcement}
        </Text>
        {mode ? <StoreForm key={mode.kind === 'new' ? 'new' : `${mode.kind}-${mode.store.storeId}`} mode={mode} onSaved={onSaved} onCancel={close} /> : null}
        {failure ? <ServerFailureAlert heading={failure.heading} failure={failure.failure} /> : null}
        <Tabs value={tab} onChange={(value) => setParams(value && value !== 'live' ? { status: value } : {}, { replace: true })}>
          <Tabs.List aria-label="Stores by status">
            {TABS.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {tabLabel(t)} {stores.currentData ? `(${count(t)})` : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={tab} pt="md">
            <Stack gap="sm">
              <TextInput
                label="Filter"
                description="Name, city, state or province, ZIP or postal code"
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.currentTarget.value)}
                maw={420}
              />
              {stores.isFetching && !stores.currentData ? <PageLoader label="Loading the stores…" /> : null}
              {stores.error && !stores.isFetching ? (
                <LoadFailureAlert title="The stores could not be loaded" onRetry={() => void stores.refetch()} retrying={stores.isFetching} />
              ) : null}
              {stores.currentData ? (
                shown.length ? (
                  <EditorStoresTable
                    stores={shown}
                    caption={`${tabLabel(tab)} stores${text ? ` matching “${filter.trim()}”` : ''}: ${shown.length}`}
                    busyId={busyId}
                    onEdit={(store) => open({ kind: 'revise', store })}
                    onWithdraw={(store) => void onWithdraw(store)}
                    onRepublish={(store) => open({ kind: 'republish', store })}
                  />
                ) : (
                  <EmptyState icon={PinIcon} data-testid="editor-stores-empty">
                    {text ? `No ${tabLabel(tab).toLowerCase()} store matches “${filter.trim()}”.` : `No store is ${tab === 'all' ? 'published yet' : tabLabel(tab).toLowerCase()}.`}
                  </EmptyState>
                )
              ) : null}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
