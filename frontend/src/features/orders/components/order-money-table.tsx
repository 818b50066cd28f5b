import { Paper, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { MoneyRow, OrderMoney } from '@certus/contracts';
import { useLanguage, type Language } from '../../region/index.ts';
import { formatDate } from '../lib/format-date.ts';
import { frenchMoneyText } from '../lib/order-words.ts';
import { moneyIn, ordersMessages } from '../orders-messages.ts';
import classes from './order-money-table.module.css';

/**
 * A label or note of contracts' money table in the language read: on the French variant its French, or the
 * sentence as sent, marked English, when it is not one known here.
 */
function sayIn(currency: OrderMoney['currency'], language: Language) {
  const money = moneyIn(language);
  return (text: string): ReactNode => {
    if (language === 'en') return text;
    return frenchMoneyText(text, money, currency) ?? <span lang="en">{text}</span>;
  };
}

function RowNote({ row, say, language }: { row: MoneyRow; say: (text: string) => ReactNode; language: Language }) {
  const date = row.at ? formatDate(row.at, language) : '';
  if (!date && !row.note) return null;
  return (
    <Text size="sm" c="dimmed" component="span" display="block">
      {date}
      {date && row.note ? ' · ' : null}
      {row.note ? say(row.note) : null}
    </Text>
  );
}

export interface OrderMoneyTableProps {
  money: OrderMoney;
  /** The heading and the line under it, when the table is not the member's own (the auditor's order as it stood). */
  title?: string;
  intro?: string;
  /** Its heading's level where it sits deeper in a page than the order page's sections. */
  headingOrder?: 2 | 3 | 4;
  /** The page's language when it is not the visitor's (the auditor's screens read in English). */
  language?: Language;
}

/**
 * The order's money, top to bottom (contracts orderMoneyOf, the same table the invoice prints): priced at
 * submission part by part, each change since with its reason, payments, refunds, and the balance. Every
 * amount is signed as it applies, and the rows add up to the balance. Its heading's id is its own, so two
 * tables may stand side by side (the auditor's two moments).
 */
export function OrderMoneyTable({ money, title, intro, headingOrder = 2, language: pageLanguage }: OrderMoneyTableProps) {
  const c = money.currency;
  const { balance } = money;
  const visitorLanguage = useLanguage();
  const language = pageLanguage ?? visitorLanguage;
  const text = ordersMessages[language];
  const say = sayIn(c, language);
  const headingId = useId();
  /** A signed amount as the row applies it: "-$12.00" takes off, "$53.00" adds. */
  const amount = (cents: number, currency: OrderMoney['currency']) => moneyIn(language)(cents, currency);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId} data-testid="order-money">
      <Title order={headingOrder} size="h4" id={headingId} mb="xs">
        {title ?? text.whatYouPay}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {intro ?? text.moneyIntro}
      </Text>
      <Table aria-labelledby={headingId} className={classes.table} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{text.item}</Table.Th>
            <Table.Th scope="col" ta="right">
              {text.amount}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {money.sections.map((section) => (
          <Table.Tbody key={section.id} data-testid={`money-section-${section.id}`}>
            <Table.Tr className={classes.sectionRow}>
              <Table.Th scope="colgroup" colSpan={2}>
                {say(section.title)}
              </Table.Th>
            </Table.Tr>
            {section.rows.map((row, index) => (
              <Table.Tr key={`${section.id}-${index}`} data-testid="money-row" data-kind={row.kind}>
                <Table.Td>
                  <Text size="sm" component="span" display="block">
                    {say(row.label)}
                  </Text>
                  <RowNote row={row} say={say} language={language} />
                </Table.Td>
                <Table.Td ta="right" className={classes.amount} data-testid="money-amount">
                  {amount(row.amountCents, c)}
                </Table.Td>
              </Table.Tr>
            ))}
            {section.total ? (
              <Table.Tr className={classes.totalRow} data-testid="money-total">
                <Table.Th scope="row">{say(section.total.label)}</Table.Th>
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
              {say(balance.label)}
              {balance.note ? (
                <Text size="sm" c="dimmed" fw={400} component="span" display="block">
                  {say(balance.note)}
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
