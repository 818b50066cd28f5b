import { orderMoneyOf, type AuditOrderAsOf, type MoneyRow, type MoneySectionId, type OrderBookView, type SummaryStatus, type TrackerView } from '@certus/contracts';

/**
 * What changed in an order between two moments of its life (the as-of view's "compare"), from the two views the
 * API folded: its status, its balance, the rows of its money table (orderMoneyOf, as the order page draws it),
 * the tracker steps reached, and each book's step, grade, category, certification, declared value and tier.
 * Read from the earlier moment to the later one, whichever order they were picked in.
 */

export interface MoneyRowChange {
  section: MoneySectionId;
  kind: MoneyRow['kind'];
  label: string;
  note: string | null;
  amountCents: number;
}

export type TrackerStepState = TrackerView['steps'][number]['state'];

export interface TrackerStepChange {
  label: string;
  from: TrackerStepState;
  to: TrackerStepState;
}

export const BOOK_FIELDS = ['step', 'grade', 'category', 'certificationId', 'insuredCents', 'tierId'] as const;
export type BookField = (typeof BOOK_FIELDS)[number];

export interface BookFieldChange {
  field: BookField;
  from: string | number | null;
  to: string | number | null;
}

export interface BookChange {
  bookNo: number;
  title: string;
  issue: string;
  changes: BookFieldChange[];
}

export interface MomentChanges {
  /** The earlier and the later of the two versions. */
  fromVersion: number;
  toVersion: number;
  status: { from: SummaryStatus; to: SummaryStatus } | null;
  balance: { fromCents: number; toCents: number; changeCents: number } | null;
  /** Money rows in the later table and not in the earlier one, and the other way round (a changed amount is both). */
  moneyRowsAdded: MoneyRowChange[];
  moneyRowsRemoved: MoneyRowChange[];
  trackerSteps: TrackerStepChange[];
  books: BookChange[];
}

const rowKey = (row: MoneyRowChange) => JSON.stringify([row.section, row.kind, row.label, row.note, row.amountCents]);

function moneyRowsOf(asOf: AuditOrderAsOf): MoneyRowChange[] {
  return orderMoneyOf(asOf.order).sections.flatMap((section) =>
    section.rows.map((row) => ({ section: section.id, kind: row.kind, label: row.label, note: row.note, amountCents: row.amountCents })),
  );
}

/** Rows of `rows` not matched one for one in `others` (a table may hold the same row twice: two payments alike). */
function unmatched(rows: readonly MoneyRowChange[], others: readonly MoneyRowChange[]): MoneyRowChange[] {
  const left = new Map<string, number>();
  for (const row of others) left.set(rowKey(row), (left.get(rowKey(row)) ?? 0) + 1);
  return rows.filter((row) => {
    const count = left.get(rowKey(row)) ?? 0;
    if (count === 0) return true;
    left.set(rowKey(row), count - 1);
    return false;
  });
}

/** A book's fields as compared: its certification counts once the book is encapsulated under it. */
function fieldOf(book: OrderBookView, field: BookField): string | number | null {
  if (field === 'certificationId') return book.step === 'Encapsulated' ? book.certificationId : null;
  return book[field];
}

function bookChanges(from: OrderBookView | undefined, to: OrderBookView): BookFieldChange[] {
  return BOOK_FIELDS.flatMap((field) => {
    const before = from ? fieldOf(from, field) : null;
    const after = fieldOf(to, field);
    return before === after ? [] : [{ field, from: before, to: after }];
  });
}

export function compareMoments(a: AuditOrderAsOf, b: AuditOrderAsOf): MomentChanges {
  const [earlier, later] = a.version <= b.version ? [a, b] : [b, a];
  const fromRows = moneyRowsOf(earlier);
  const toRows = moneyRowsOf(later);
  const fromBalance = earlier.order.balanceCents;
  const toBalance = later.order.balanceCents;
  const earlierBooks = new Map(earlier.books.map((book) => [book.bookNo, book]));
  return {
    fromVersion: earlier.version,
    toVersion: later.version,
    status: earlier.order.status === later.order.status ? null : { from: earlier.order.status, to: later.order.status },
    balance: fromBalance === toBalance ? null : { fromCents: fromBalance, toCents: toBalance, changeCents: toBalance - fromBalance },
    moneyRowsAdded: unmatched(toRows, fromRows),
    moneyRowsRemoved: unmatched(fromRows, toRows),
    trackerSteps: later.tracker.steps.flatMap((step, i) => {
      const before = earlier.tracker.steps[i]?.state ?? '';
      return before === step.state ? [] : [{ label: step.label, from: before, to: step.state }];
    }),
    books: later.books.flatMap((book) => {
      const changes = bookChanges(earlierBooks.get(book.bookNo), book);
      return changes.length === 0 ? [] : [{ bookNo: book.bookNo, title: book.title, issue: book.issue, changes }];
    }),
  };
}

/** Whether the two moments show the same order (two versions may: an event that moved nothing shown here). */
export function nothingChanged(changes: MomentChanges): boolean {
  return (
    !changes.status &&
    !changes.balance &&
    changes.moneyRowsAdded.length === 0 &&
    changes.moneyRowsRemoved.length === 0 &&
    changes.trackerSteps.length === 0 &&
    changes.books.length === 0
  );
}
