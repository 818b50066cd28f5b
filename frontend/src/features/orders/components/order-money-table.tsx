import { Paper, Table, Text, Title } from '@mantine/core';
import { formatCents, type MoneyRow, type OrderMoney } from '@certus/contracts';
import { formatDate } from '../lib/format-date.ts';
import classes from './order-money-table.module.css';

/** A signed amount as the row applies it: "-$12.00" takes off, "$53.00" adds. */
const amount = (cents: number, currency: OrderMoney['currency']) => formatCents(cents, currency);

function RowNote({ row }: { row: MoneyRow }) {
  const said = [row.at ? formatDate(row.at) : null, row.note].filter(Boolean).join(' · ');
  if (!said) return null;
  return (
    <Text size="sm" c="dimmed" component="span" display="block">
      {said}
    </Text>
  );
}

/**
 * The order's money, top to bottom (contracts orderMoneyOf, the same table the invoice prints): priced at
 * submission part by part, each change since with its reason, payments, refunds, and the balance. Every
 * amount is signed as it applies, and the rows add up to the balance.
 */
export function OrderMoneyTable({ money }: { money: OrderMoney }) {
  const c = money.currency;
  const { balance } = money;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-money-heading" data-testid="order-money">
      <Title order={2} size="h4" id="order-money-heading" mb="xs">
        What you pay
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Read it from the top: the price when you submitted, what changed since and why, what you paid, and what is left.
      </Text>
      <Table aria-labelledby="order-money-heading" className={classes.table} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {money.sections.map((section) => (
          <Table.Tbody key={section.id} data-testid={`money-section-${section.id}`}>
            <Table.Tr className={classes.sectionRow}>
              <Table.Th scope="colgroup" colSpan={2}>
                {section.title}
              </Table.Th>
            </Table.Tr>
            {section.rows.map((row, index) => (
              <Table.Tr key={`${section.id}-${index}`} data-testid="money-row" data-kind={row.kind}>
                <Table.Td>
                  <Text size="sm" component="span" display="block">
                    {row.label}
                  </Text>
                  <RowNote row={row} />
                </Table.Td>
                <Table.Td ta="right" className={classes.amount} data-testid="money-amount">
                  {amount(row.amountCents, c)}
                </Table.Td>
              </Table.Tr>
            ))}
            {section.total ? (
              <Table.Tr className={classes.totalRow} data-testid="money-total">
                <Table.Th scope="row">{section.total.label}</Table.Th>
                <Table.Td ta="right" className={classes.amount}>
                  {amount(section.total.amountCents, c)}
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        ))}
        <Table.Tfoot>
          <Table.Tr className={classes.balanceRow} data-testid="money-balance" data-state={balance.state}>
            <Table.Th scope="row">
              {balance.label}
              {balance.note ? (
                <Text size="sm" c="dimmed" fw={400} component="span" display="block">
                  {balance.note}
                </Text>
              ) : null}
            </Table.Th>
            <Table.Td ta="right" className={classes.amount} data-testid="order-balance">
              {amount(balance.amountCents === 0 ? 0 : Math.abs(balance.amountCents), c)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}
