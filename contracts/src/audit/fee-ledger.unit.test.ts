import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  LIFECYCLE_MEMBER_ID,
  SAGA_CORRECTION,
  STAFF_ID,
  aCompletedOrderWithBalancePaid,
  aSubmittedOrderWithBooks,
  cancelledOwing,
  orderSubmitted,
  received,
  refundIssued,
  refundRefused,
} from '../events/testing/order-lifecycle.ts';
import { moneyRowsOf, orderMoneyOf } from '../orders/order-money.ts';
import { CSV_BYTE_ORDER_MARK, csvField } from '../rules/csv.ts';
import { AuditFeeLedger, FEE_LEDGER_CSV_COLUMNS, feeLedgerCsv, feeLedgerOf } from './fee-ledger.ts';
import { orderAsOf } from './order-as-of.ts';
import { csvRecordsOf } from '../rules/testing/csv-records.ts';
import { MEMBER_ACTOR, SYSTEM_ACTOR, WORKER_ACTOR, audited, recordedAtOf } from './testing/audited-events.ts';
import { orderLifeArb } from './testing/order-lifecycles.ts';

/**
 * The fee ledger of an order (contracts audit/fee-ledger.ts). The order is the lifecycle fixture: $245.50 priced
 * and charged at submission; the Saga line corrected from $50 to $80 a book after QC (+$15.00), the balance paid.
 */

const sumOf = (entries: readonly { amountCents: number }[]) => entries.reduce((n, e) => n + e.amountCents, 0);

describe('the fee ledger of an order', () => {
  const life = aCompletedOrderWithBalancePaid();
  const events = audited(life);
  const ledger = feeLedgerOf(events);
  const correctionVersion = life.findIndex((e) => e.type === 'DeclaredValueCorrected') + 1;

  it('given an order priced, charged, corrected after QC and its balance paid, then each amount is an entry of the event that moved it, with a running balance', () => {
    expect(ledger.entries.map((e) => [e.version, e.eventType, e.kind, e.label, e.amountCents, e.balanceCents])).toEqual([
      [1, 'OrderSubmitted', 'charge', 'Grading, 4 books', 14_800, 14_800],
      [1, 'OrderSubmitted', 'charge', 'Pressing, 1 book', 2_000, 16_800],
      [1, 'OrderSubmitted', 'charge', 'Signature authentication, 2 signatures', 5_000, 21_800],
      [1, 'OrderSubmitted', 'charge', 'Return shipping', 1_450, 23_250],
      [1, 'OrderSubmitted', 'charge', 'Handling', 500, 23_750],
      [1, 'OrderSubmitted', 'charge', 'Shipping insurance', 800, 24_550],
      [1, 'OrderSubmitted', 'payment', 'Charged at submission', -24_550, 0],
      [correctionVersion, 'DeclaredValueCorrected', 'change', 'Declared value corrected: line 3, Saga #1', 1_500, 1_500],
      [correctionVersion + 1, 'BalancePaid', 'payment', 'Balance paid', -1_500, 0],
    ]);
    expect(ledger).toMatchObject({ orderId: '25-LIFECYC', currency: 'USD', balanceCents: 0 });
    expect(AuditFeeLedger.parse(ledger)).toEqual(ledger);
  });

  it('given the correction, then its entry says who made it, when, and why', () => {
    expect(ledger.entries.find((e) => e.kind === 'change')).toEqual({
      version: correctionVersion,
      eventType: 'DeclaredValueCorrected',
      recordedAt: recordedAtOf(correctionVersion),
      actor: WORKER_ACTOR,
      kind: 'change',
      label: 'Declared value corrected: line 3, Saga #1',
      note: `$50.00 to $80.00 a book (2 copies). Reason: ${SAGA_CORRECTION.reason}`,
      amountCents: SAGA_CORRECTION.amountCents,
      balanceCents: SAGA_CORRECTION.amountCents,
    });
    expect(ledger.entries.filter((e) => e.kind === 'payment').map((e) => e.actor)).toEqual([MEMBER_ACTOR, MEMBER_ACTOR]);
    expect(ledger.people).toEqual([
      { id: LIFECYCLE_MEMBER_ID, role: 'authenticated', name: null, email: null },
      { id: STAFF_ID, role: 'worker', name: null, email: null },
    ]);
  });

  it('given an order cancelled with one refund made and one refused, then the cancellation and the refund made are entries, and the balance is what is still owed back', () => {
    const order = aSubmittedOrderWithBooks();
    const submitRefund = { refundKey: 'order-cancel:25-LIFECYC', transactionId: 'txn-submit', amountCents: 24_550 };
    const cancelled = feeLedgerOf(audited([orderSubmitted(order), received(), cancelledOwing([submitRefund]), refundRefused(submitRefund, 'Card closed.')]));
    expect(cancelled.entries.slice(7).map((e) => [e.version, e.kind, e.label, e.note, e.amountCents, e.balanceCents])).toEqual([
      [3, 'change', 'Order cancelled: nothing is charged', 'Reason: Member asked to cancel.', -24_550, -24_550],
    ]);
    expect(cancelled.balanceCents).toBe(-24_550);

    const refunded = feeLedgerOf(audited([orderSubmitted(order), received(), cancelledOwing([submitRefund]), refundIssued(submitRefund, 'refund-1')]));
    expect(refunded.entries.at(-1)).toMatchObject({ version: 4, eventType: 'OrderRefundIssued', actor: SYSTEM_ACTOR, kind: 'refund', label: 'Refunded', amountCents: 24_550, balanceCents: 0 });
  });

  it('given any life of an order, then at every event boundary the running balance and the sum of the entries so far are the balance of the order as of then; the ledger of a shorter history is the start of the longer one', () => {
    fc.assert(
      fc.property(orderLifeArb, fc.nat(), (life, cut) => {
        const all = audited(life);
        const whole = feeLedgerOf(all);
        for (let k = 1; k <= all.length; k++) {
          const soFar = whole.entries.filter((e) => e.version <= k);
          const { order } = orderAsOf(all, { version: k });
          const balance = orderMoneyOf(order).balance.amountCents;
          expect(soFar.at(-1)?.balanceCents ?? 0).toBe(balance);
          expect(sumOf(soFar)).toBe(balance);
          expect(balance).toBe(order.balanceCents);
          expect(soFar).toHaveLength(moneyRowsOf(orderMoneyOf(order)).length);
        }
        expect(whole.balanceCents).toBe(whole.entries.at(-1)!.balanceCents);
        // What the ledger said at an earlier moment is what it still says of those events.
        const k = 1 + (cut % all.length);
        expect(feeLedgerOf(all.slice(0, k)).entries).toEqual(whole.entries.filter((e) => e.version <= k));
      }),
      { numRuns: 40 },
    );
  });

  it('given a stream whose money table loses a row (a second OrderSubmitted priced otherwise), then the ledger throws rather than explain it away', () => {
    const order = aSubmittedOrderWithBooks();
    const repriced = aSubmittedOrderWithBooks({ handlingCents: order.handlingCents + 100, grandTotalCents: order.grandTotalCents + 100 });
    expect(() => feeLedgerOf(audited([orderSubmitted(order), orderSubmitted(repriced)]))).toThrow(/version 2 \(OrderSubmitted\) removed money rows/);
  });

  it('given no events (an unknown order), then not found', () => {
    expect(() => feeLedgerOf([])).toThrow(DomainError);
    expect(() => feeLedgerOf([])).toThrow('Order not found.');
  });
});

describe('the fee ledger as CSV', () => {
  const ledger = feeLedgerOf(audited(aCompletedOrderWithBalancePaid()));

  it('given a ledger, when written and read back as RFC 4180, then a byte order mark, the header, and each entry with its amounts in dollars, every line ending CRLF', () => {
    const file = feeLedgerCsv(ledger);
    expect(file.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);

    const [header, ...records] = csvRecordsOf(file);
    expect(header).toEqual([...FEE_LEDGER_CSV_COLUMNS]);
    expect(records).toEqual(
      ledger.entries.map((e) => [
        String(e.version),
        e.recordedAt,
        e.eventType,
        e.actor.role,
        e.actor.userId ?? '',
        '',
        e.kind,
        e.label,
        e.note ?? '',
        (e.amountCents / 100).toFixed(2),
        (e.balanceCents / 100).toFixed(2),
        'USD',
      ]),
    );
    expect(records[0]!.slice(7, 11)).toEqual(['Grading, 4 books', 'Modern: 3 books; Vintage: 1 book', '148.00', '148.00']);
    expect(records[6]!.slice(9, 11)).toEqual(['-245.50', '0.00']);
    expect(records[7]!.slice(3, 11)).toEqual(['worker', 'worker-1', '', 'change', 'Declared value corrected: line 3, Saga #1', `$50.00 to $80.00 a book (2 copies). Reason: ${SAGA_CORRECTION.reason}`, '15.00', '15.00']);
  });

  it('given the names of the member and the worker, when written, then each record names its actor after their id; the system has no name', () => {
    const names = { [LIFECYCLE_MEMBER_ID]: 'Cora Collector', [STAFF_ID]: '=Dana Reyes' } as Record<string, string>;
    const named = feeLedgerOf(audited(aCompletedOrderWithBalancePaid()), { nameOf: (id) => names[id] ?? null });
    const records = csvRecordsOf(feeLedgerCsv(named)).slice(1);
    const column = FEE_LEDGER_CSV_COLUMNS.indexOf('actor_name');
    expect(column).toBe(FEE_LEDGER_CSV_COLUMNS.indexOf('actor_id') + 1);
    expect(records[0]![column]).toBe('Cora Collector');
    // A name is typed text like any other: one that starts like a formula is defused.
    expect(records[7]![column]).toBe("'=Dana Reyes");
    const refunded = feeLedgerOf(audited([orderSubmitted(), received(), cancelledOwing([{ refundKey: 'k', transactionId: 'txn-submit', amountCents: 24_550 }]), refundIssued({ refundKey: 'k', transactionId: 'txn-submit', amountCents: 24_550 }, 'r-1')]));
    expect(csvRecordsOf(feeLedgerCsv(refunded)).at(-1)!.slice(3, 6)).toEqual(['system', '', '']);
  });

  it('given text a member or staff typed that starts like a formula, when written, then the cell starts with an apostrophe and reads back as that text; negative amounts stay numbers', () => {
    const formula = '=HYPERLINK("http://evil.test","Click")';
    const order = aSubmittedOrderWithBooks({ payment: { displayName: formula } });
    const file = feeLedgerCsv(feeLedgerOf(audited([orderSubmitted(order)])));
    const charged = csvRecordsOf(file).find((r) => r[7] === 'Charged at submission')!;
    expect(charged[8]).toBe(`'${formula}`);
    expect(charged[9]).toBe('-245.50');
    expect(file).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvField(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
  });
});
