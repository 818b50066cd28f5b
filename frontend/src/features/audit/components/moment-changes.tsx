import { List, Paper, Text, Title } from '@mantine/core';
import { displayOrderStatus } from '@certus/contracts';
import { auditMoney, auditMoneyChange } from '../lib/audit-format.ts';
import { nothingChanged, type BookFieldChange, type MomentChanges, type MoneyRowChange, type TrackerStepState } from '../lib/compare-moments.ts';
import { BOOK_FIELD_NAMES } from './as-of-view.tsx';
import classes from './audit.module.css';

const stepStateName: Record<TrackerStepState, string> = { '': 'not reached', Inprocess: 'in process', Completed: 'completed' };

function valueText(change: BookFieldChange, currency: string, value: string | number | null): string {
  if (value === null || value === '') return 'none';
  if (change.field === 'insuredCents') return auditMoney(Number(value), currency);
  if (change.field === 'grade') return Number(value).toFixed(1);
  return String(value);
}

function moneyRowText(row: MoneyRowChange, currency: string): string {
  return `${row.label}${row.note ? ` (${row.note})` : ''}: ${auditMoneyChange(row.amountCents, currency)}`;
}

/** What changed from the earlier moment to the later one, item by item, in words. */
export function MomentChangesList({ changes, currency }: { changes: MomentChanges; currency: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="moment-changes-heading" className={classes.changed} data-testid="moment-changes">
      <Title order={3} size="h5" id="moment-changes-heading" mb="xs">
        What changed from event {changes.fromVersion} to event {changes.toVersion}
      </Title>
      {nothingChanged(changes) ? (
        <Text size="sm">Nothing shown here changed between these two moments.</Text>
      ) : (
        <List size="sm" spacing={4}>
          {changes.status ? (
            <List.Item data-testid="change-status">
              Status: {displayOrderStatus(changes.status.from)} → {displayOrderStatus(changes.status.to)}
            </List.Item>
          ) : null}
          {changes.balance ? (
            <List.Item data-testid="change-balance">
              Balance: {auditMoney(changes.balance.fromCents, currency)} → {auditMoney(changes.balance.toCents, currency)} (
              {auditMoneyChange(changes.balance.changeCents, currency)})
            </List.Item>
          ) : null}
          {changes.moneyRowsAdded.map((row, i) => (
            <List.Item key={`added-${i}`} data-testid="change-money-added">
              Money row added: {moneyRowText(row, currency)}
            </List.Item>
          ))}
          {changes.moneyRowsRemoved.map((row, i) => (
            <List.Item key={`removed-${i}`} data-testid="change-money-removed">
              Money row gone: {moneyRowText(row, currency)}
            </List.Item>
          ))}
          {changes.trackerSteps.map((step) => (
            <List.Item key={step.label} data-testid="change-tracker">
              Tracker step {step.label}: {stepStateName[step.from]} → {stepStateName[step.to]}
            </List.Item>
          ))}
          {changes.books.map((book) => (
            <List.Item key={book.bookNo} data-testid="change-book">
              Book {book.bookNo} ({book.title} #{book.issue}):{' '}
              {book.changes.map((change) => `${BOOK_FIELD_NAMES[change.field]} ${valueText(change, currency, change.from)} → ${valueText(change, currency, change.to)}`).join('; ')}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
