import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { pressLabel, serviceName, turnaroundText, type CurrencyCode, type PricedLine, type SubmitDataResponse } from '@certus/contracts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { DataCard, DataCardList } from '../../../components/ui/data-card.tsx';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { cartActions } from '../cart/cart-slice.ts';
import { builderPathOf, CONFIRM_DELETE, lineName, money } from './line-labels.ts';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

/**
 * What the line adds to its service, by the catalogue's names: pressing (of any kind), the screens, partial
 * grade and the signatures. A pressed book says so in its row, so the member sees what they are paying for.
 */
export function lineExtras(line: PricedLine, catalogue: Pick<SubmitDataResponse, 'addons'>): string[] {
  const extras: string[] = [];
  const press = pressLabel(catalogue, line.press);
  if (press) extras.push(press);
  if (line.pressScreen) extras.push('Press screen');
  if (line.gradeScreen !== null) extras.push(`Grade screen: ${line.gradeScreen.toFixed(1)} or better`);
  if (line.partialGrade) extras.push('Partial grade');
  if (line.signatures.length > 0) extras.push(`Signatures: ${line.signatures.map((s) => (s.name.trim() ? `${s.name.trim()} (${s.type})` : s.type)).join(', ')}`);
  return extras;
}

interface CartLinesProps {
  lines: PricedLine[];
  currency: CurrencyCode;
  catalogue: Pick<SubmitDataResponse, 'addons'>;
}

/**
 * The lines of the cart with their service, what is added to it, the priced totals and turnaround, each with
 * edit and remove: a table on wide screens, a card per line on a phone (nothing cut off, nothing to scroll).
 */
export function CartLines({ lines, currency, catalogue }: CartLinesProps) {
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const narrow = useNarrowScreen();

  const remove = async (line: PricedLine) => {
    const confirmed = await confirm({ title: 'Remove from the cart', message: CONFIRM_DELETE, confirmLabel: 'Remove', danger: true });
    if (confirmed) dispatch(cartActions.comicRemoved(line.uniqueId));
  };

  const actionsOf = (line: PricedLine, name: string) => (
    <>
      {line.kind === 'reholder' ? null : (
        <Anchor component={Link} to={`${builderPathOf(line.kind)}?line=${encodeURIComponent(line.uniqueId)}`} aria-label={`Edit ${name}`}>
          Edit
        </Anchor>
      )}
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => void remove(line)} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </>
  );

  if (narrow) {
    return (
      <DataCardList label="The books in your submission">
        {lines.map((line) => {
          const name = lineName(line);
          const extras = lineExtras(line, catalogue);
          return (
            <DataCard
              key={line.uniqueId}
              data-testid="cart-line"
              title={name}
              subtitle={[serviceName(line.tierLabel, line.fastPassValue), ...extras].join(' · ')}
              facts={[
                ['Quantity', line.quantity],
                ['Turnaround', turnaroundText(line.days)],
                ['Total', money(line.totalCents, currency)],
              ]}
              actions={actionsOf(line, name)}
            />
          );
        })}
      </DataCardList>
    );
  }

  return (
    <ScrollingTable minWidth={640} label="The books in your submission">
      <Table striped verticalSpacing="sm" data-testid="cart-lines">
        <Table.Caption>The books in your submission</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Book</Table.Th>
            <Table.Th scope="col">Service</Table.Th>
            <Table.Th scope="col">Quantity</Table.Th>
            <Table.Th scope="col">Turnaround</Table.Th>
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const name = lineName(line);
            const extras = lineExtras(line, catalogue);
            return (
              <Table.Tr key={line.uniqueId} data-testid="cart-line">
                <Table.Td>
                  <Text fw={600}>{name}</Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm">{serviceName(line.tierLabel, line.fastPassValue)}</Text>
                    {extras.map((extra) => (
                      <Text key={extra} size="sm" c="dimmed">
                        + {extra}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td>{turnaroundText(line.days)}</Table.Td>
                <Table.Td ta="right">{money(line.totalCents, currency)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {actionsOf(line, name)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
