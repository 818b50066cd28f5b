import { z } from 'zod';
import { Actor } from '../events/envelope.ts';
import { orderEventTypes, type OrderEvent } from '../events/order-events.ts';
import { DomainError } from '../errors.ts';
import { moneyRowsOf, orderMoneyOf, type MoneyRow } from '../orders/order-money.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { CSV_BYTE_ORDER_MARK, csvAmount, csvRecord, type CsvCell } from '../rules/csv.ts';
import { AuditPerson, auditPeopleNamed, type AuditNames } from './audit-people.ts';
import type { AuditedOrderEvent } from './audited-order-events.ts';
import { evolveOrderFold, orderViewsOf, type OrderFold } from './order-fold.ts';

/**
 * The fee ledger of an order (GET /api/audit/orders/{orderId}/ledger, issue [4/7]): every amount that moved the
 * order's price or its money, in the order the log recorded them, each with the event that moved it (who, when,
 * why) and the running balance after it. Its rows are the rows of the order page's money table (orderMoneyOf),
 * each attributed to the first event after which it appears, so the ledger and the order page can never
 * disagree: the last running balance is the order's balance.
 */

const at = z.iso.datetime();
const OrderEventType = z.enum(orderEventTypes as [OrderEvent['type'], ...OrderEvent['type'][]]);

export const FeeLedgerEntry = z.object({
  /** The event that moved the amount: its stream version, type, time and who caused it. */
  version: z.number().int().positive(),
  eventType: OrderEventType,
  recordedAt: at,
  actor: Actor,
  /** As the money table says it: charge, discount, change (corrections, cancellation), payment, refund. */
  kind: z.enum(['charge', 'discount', 'change', 'payment', 'refund']),
  label: z.string(),
  /** Why: the reason given, the card, the old and new values (null when the label says it all). */
  note: z.string().nullable(),
  /** Signed as on the order page: what it adds to what the member owes (payments negative). */
  amountCents: z.number().int(),
  /** What the member owed right after it (negative: owed to them). */
  balanceCents: z.number().int(),
});
export type FeeLedgerEntry = z.infer<typeof FeeLedgerEntry>;

export const AuditFeeLedger = z.object({
  orderId: z.string(),
  currency: z.enum(['USD', 'CAD']),
  entries: z.array(FeeLedgerEntry),
  /** The order's balance now: the sum of every entry, the last entry's running balance. */
  balanceCents: z.number().int(),
  /** Everyone the order's events name, each once (as the history lists them): who an entry's actor is. */
  people: z.array(AuditPerson),
});
export type AuditFeeLedger = z.infer<typeof AuditFeeLedger>;

// --- The ledger from an order's events -----------------------------------------------------------------------

/** A money row's identity: two rows alike in all of these are the same row (counted, not deduplicated). */
const rowKey = (row: MoneyRow) => JSON.stringify([row.kind, row.label, row.note, row.at, row.amountCents]);

/**
 * The rows of `now` that `before` did not have, compared as multisets (two equal rows, such as two copies
 * charged alike, are two rows). Throws when a row of `before` is gone: the money table only ever grows, so a
 * row that vanished is a ledger that cannot be explained, a bug to see rather than to smooth over.
 */
function rowsAdded(before: readonly MoneyRow[], now: readonly MoneyRow[], after: AuditedOrderEvent): MoneyRow[] {
  const unmatched = new Map<string, number>();
  for (const row of before) unmatched.set(rowKey(row), (unmatched.get(rowKey(row)) ?? 0) + 1);
  const added = now.filter((row) => {
    const left = unmatched.get(rowKey(row)) ?? 0;
    if (left === 0) return true;
    unmatched.set(rowKey(row), left - 1);
    return false;
  });
  const gone = [...unmatched].filter(([, left]) => left > 0).map(([key]) => key);
  if (gone.length > 0) throw new Error(`fee ledger: version ${after.version} (${after.event.type}) removed money rows ${gone.join(', ')}`);
  return added;
}

/**
 * The fee ledger of an order from its events in stream order (none: not found). The order is folded event by
 * event (evolveOrderFold, as the orders projection does); after each one its money table (orderMoneyOf, as the
 * order page draws it) is compared with the table before it, and every row new since is that event's entry.
 * `names` names the people list; without it, people are listed by id alone.
 */
export function feeLedgerOf(events: readonly AuditedOrderEvent[], names: AuditNames = {}): AuditFeeLedger {
  if (events.length === 0) throw new DomainError('not_found', orderMessages.orderNotFound);
  let fold: OrderFold | null = null;
  let rows: MoneyRow[] = [];
  let balanceCents = 0;
  const entries: FeeLedgerEntry[] = [];
  for (const recorded of events) {
    fold = evolveOrderFold(fold, recorded.event);
    const now = moneyRowsOf(orderMoneyOf(orderViewsOf(fold).order));
    for (const row of rowsAdded(rows, now, recorded)) {
      balanceCents += row.amountCents;
      entries.push({
        version: recorded.version,
        eventType: recorded.event.type,
        recordedAt: recorded.recordedAt,
        actor: recorded.metadata.actor,
        kind: row.kind,
        label: row.label,
        note: row.note,
        amountCents: row.amountCents,
        balanceCents,
      });
    }
    rows = now;
  }
  const order = orderViewsOf(fold!).order;
  const balance = orderMoneyOf(order).balance.amountCents;
  if (balanceCents !== balance) throw new Error(`fee ledger of ${order.id}: the entries end at ${balanceCents}, the order's balance is ${balance}`);
  return { orderId: order.id, currency: order.currency, entries, balanceCents, people: auditPeopleNamed(events, names) };
}

// --- The ledger as a CSV file (GET .../ledger.csv) --------------------------------------------------------------

/**
 * The columns of the ledger's CSV; amounts in currency units with two decimals (53.00), signed as the entries.
 * actor_name is the full name the ledger's people list gives the actor ('' when unknown).
 */
export const FEE_LEDGER_CSV_COLUMNS = ['version', 'recorded_at', 'event', 'actor_role', 'actor_id', 'actor_name', 'kind', 'label', 'note', 'amount', 'balance', 'currency'] as const;

/** The ledger's entries as CSV cells, in FEE_LEDGER_CSV_COLUMNS order. */
export function feeLedgerCsvCells(ledger: AuditFeeLedger): CsvCell[][] {
  const names = new Map(ledger.people.map((person) => [person.id, person.name]));
  return ledger.entries.map((e) => [
    e.version,
    e.recordedAt,
    e.eventType,
    e.actor.role,
    e.actor.userId ?? '',
    (e.actor.userId && names.get(e.actor.userId)) || '',
    e.kind,
    e.label,
    e.note ?? '',
    csvAmount(e.amountCents),
    csvAmount(e.balanceCents),
    ledger.currency,
  ]);
}

/** One order's ledger as a CSV file: byte order mark, header, an entry a record (RFC 4180, formulas defused). */
export function feeLedgerCsv(ledger: AuditFeeLedger): string {
  return CSV_BYTE_ORDER_MARK + csvRecord(FEE_LEDGER_CSV_COLUMNS) + feeLedgerCsvCells(ledger).map(csvRecord).join('');
}
