import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { turnaroundText, type CurrencyCode, type PricedLine } from '@certus/contracts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { cartActions } from '../cart/cart-slice.ts';
import { builderPathOf, CONFIRM_DELETE, lineName, money } from './line-labels.ts';

/** The lines of the cart with their priced totals and turnaround, each with edit and remove. */
export function CartLines({ lines, currency }: { lines: PricedLine[]; currency: CurrencyCode }) {
  const dispatch = useDispatch();
  const confirm = useConfirm();

  const remove = async (line: PricedLine) => {
    const confirmed = await confirm({ title: 'Remove from the cart', message: CONFIRM_DELETE, confirmLabel: 'Remove', danger: true });
    if (confirmed) dispatch(cartActions.comicRemoved(line.uniqueId));
  };

  return (
    <Table.ScrollContainer minWidth={640}>
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
            return (
              <Table.Tr key={line.uniqueId} data-testid="cart-line">
                <Table.Td>
                  <Stack gap={2}>
                    <Text fw={600}>{name}</Text>
                    {line.signatures.length > 0 ? (
                      <Text size="sm" c="dimmed">
                        Signatures: {line.signatures.map((s) => s.type).join(', ')}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {line.tierLabel} ({line.tierCode})
                </Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td>
                  {turnaroundText(line.days)}
                </Table.Td>
                <Table.Td ta="right">{money(line.totalCents, currency)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {line.kind === 'reholder' ? null : (
                      <Anchor component={Link} to={`${builderPathOf(line.kind)}?line=${encodeURIComponent(line.uniqueId)}`} aria-label={`Edit ${name}`}>
                        Edit
                      </Anchor>
                    )}
                    <Button size="compact-sm" variant="subtle" color="red" onClick={() => void remove(line)} aria-label={`Remove ${name}`}>
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
