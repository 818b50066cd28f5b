import { describe, expect, it } from 'vitest';
import { orderMoneyOf, type MoneyRow } from '@certus/contracts';
import { anAuditedOrder } from '../testing/audit-builders.ts';
import { compareMoments, nothingChanged } from './compare-moments.ts';

// The order of testing/audit-builders: 1 submitted, 2 received, 3 the Hulk's value corrected (+$53.00), 4-7 the
// Hulk pre-graded, graded, photographed and encapsulated.
const order = anAuditedOrder();

const pick = ({ kind, label, note, amountCents }: MoneyRow) => ({ kind, label, note, amountCents });

describe('comparing two moments of an order', () => {
  it('given the moments before and after the declared-value correction, then the status, the balance and the new money row are what changed', () => {
    const before = order.asOfVersion(2);
    const after = order.asOfVersion(3);

    const changes = compareMoments(before, after);

    expect(changes.fromVersion).toBe(2);
    expect(changes.toVersion).toBe(3);
    expect(changes.status).toEqual({ from: 'Processing', to: 'Invoicing' });
    expect(changes.balance).toEqual({ fromCents: 0, toCents: 5_300, changeCents: 5_300 });
    expect(changes.moneyRowsAdded).toEqual([
      {
        section: 'changes',
        kind: 'change',
        label: 'Declared value corrected: line 2, Incredible Hulk #181',
        note: '$300.00 to $1,200.00 a book; service Vintage (NWP) to High Value (HV). Reason: A recent sale puts it at $1,200.',
        amountCents: 5_300,
      },
    ]);
    expect(changes.moneyRowsRemoved).toEqual([]);
    expect(changes.trackerSteps).toEqual([]);
    // The Hulk moved to the High Value tier with its value: it is processed with that group from then on.
    expect(changes.books).toEqual([
      {
        bookNo: 2,
        title: 'Incredible Hulk',
        issue: '181',
        changes: [
          { field: 'insuredCents', from: 30_000, to: 120_000 },
          { field: 'tierId', from: 'NWP', to: 'HV' },
        ],
      },
    ]);
  });

  it('given the two moments picked later one first, then the changes still read from the earlier to the later', () => {
    expect(compareMoments(order.asOfVersion(3), order.asOfVersion(2))).toEqual(compareMoments(order.asOfVersion(2), order.asOfVersion(3)));
  });

  it('given a book graded and encapsulated between the moments, then its step, grade, category and certification are what changed, and nothing of the money', () => {
    const changes = compareMoments(order.asOfVersion(3), order.asOfVersion(7));

    expect(changes.status).toBeNull();
    expect(changes.balance).toBeNull();
    expect(changes.moneyRowsAdded).toEqual([]);
    expect(changes.moneyRowsRemoved).toEqual([]);
    expect(changes.books).toEqual([
      {
        bookNo: 2,
        title: 'Incredible Hulk',
        issue: '181',
        changes: [
          { field: 'step', from: 'Received', to: 'Encapsulated' },
          { field: 'grade', from: null, to: 8 },
          { field: 'category', from: null, to: 'Verified' },
          { field: 'certificationId', from: null, to: '25-LIFECYC-002' },
        ],
      },
    ]);
  });

  it('given the order submitted and then received, then the tracker steps it reached are what changed', () => {
    const changes = compareMoments(order.asOfVersion(1), order.asOfVersion(2));

    expect(changes.trackerSteps).toEqual([
      { label: 'Billing / receiving', from: 'Inprocess', to: 'Completed' },
      { label: 'Grading', from: '', to: 'Inprocess' },
    ]);
    expect(changes.status).toEqual({ from: 'Submitted', to: 'Processing' });
  });

  it('given a row whose amount differs between the tables, then it is listed as one row gone and one added (a real table only grows, but a comparison must not hide it)', () => {
    const before = order.asOfVersion(3);
    const later = order.asOfVersion(3);
    const correction = later.order.corrections[0]!;
    const after = { ...later, version: 4, order: { ...later.order, corrections: [{ ...correction, amountCents: 6_000, reason: 'Sold for more.' }] } };
    const correctionRow = (asOf: typeof before) => orderMoneyOf(asOf.order).sections.find((s) => s.id === 'changes')!.rows[0]!;

    const changes = compareMoments(before, after);

    expect(changes.moneyRowsRemoved).toContainEqual({ section: 'changes', ...pick(correctionRow(before)) });
    expect(changes.moneyRowsAdded).toContainEqual({ section: 'changes', ...pick(correctionRow(after)) });
    expect(correctionRow(after).amountCents).toBe(6_000);
  });

  it('given the same moment twice, then nothing changed', () => {
    expect(nothingChanged(compareMoments(order.asOfVersion(5), order.asOfVersion(5)))).toBe(true);
    expect(nothingChanged(compareMoments(order.asOfVersion(2), order.asOfVersion(3)))).toBe(false);
  });
});
