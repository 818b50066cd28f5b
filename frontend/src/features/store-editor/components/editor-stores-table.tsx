import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { EditorStore, StorePublicationStatus } from '@certus/contracts';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

export const STATUS_LABELS: Record<StorePublicationStatus, string> = { live: 'Live', scheduled: 'Scheduled', ended: 'Ended', withdrawn: 'Withdrawn' };
const STATUS_COLOURS: Record<StorePublicationStatus, string> = { live: 'green', scheduled: 'ink', ended: 'gray', withdrawn: 'red' };

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatInstant = (iso: string) => when.format(new Date(iso));

function windowText(store: EditorStore): string {
  const from = `From ${formatInstant(store.publishFrom)}`;
  return store.publishUntil ? `${from} until ${formatInstant(store.publishUntil)}` : `${from}, no end`;
}

interface EditorStoresTableProps {
  stores: readonly EditorStore[];
  caption: string;
  busyId: string | null;
  onEdit(store: EditorStore): void;
  onWithdraw(store: EditorStore): void;
  onRepublish(store: EditorStore): void;
}

/** The stores of one tab: where each stands, its window, and what the editor can do with it. */
export function EditorStoresTable({ stores, caption, busyId, onEdit, onWithdraw, onRepublish }: EditorStoresTableProps) {
  return (
    <ScrollingTable minWidth={820} label={caption}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Store</Table.Th>
            <Table.Th scope="col">Place</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Publish window</Table.Th>
            <Table.Th scope="col">Last change</Table.Th>
            <Table.Th scope="col">
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stores.map((store) => (
            <Table.Tr key={store.storeId} data-testid="editor-store-row" data-store-id={store.storeId}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {store.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {store.address.line1}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {store.address.city}, {store.address.stateProvince} {store.address.zipPostal}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOURS[store.status]} variant="light" data-testid="editor-store-status">
                  {STATUS_LABELS[store.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{windowText(store)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatInstant(store.changedAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  {store.status === 'withdrawn' ? (
                    <Button size="xs" variant="light" onClick={() => onRepublish(store)} aria-label={`Publish ${store.name} again`}>
                      Publish again
                    </Button>
                  ) : (
                    <>
                      <Button size="xs" variant="light" onClick={() => onEdit(store)} aria-label={`Change ${store.name}`}>
                        Change
                      </Button>
                      <Button size="xs" variant="outline" color="red" loading={busyId === store.storeId} onClick={() => onWithdraw(store)} aria-label={`Withdraw ${store.name}`}>
                        Withdraw
                      </Button>
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
