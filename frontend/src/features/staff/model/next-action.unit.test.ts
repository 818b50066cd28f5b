import { describe, expect, it } from 'vitest';
import { BOOK_STEPS, type BookStep, type SummaryStatus } from '@certus/contracts';
import { aBook } from '../../orders/testing/order-builders.ts';
import { aStaffOrderView } from '../testing/staff-builders.ts';
import { linesOf, nextBookAction, orderActionsOf, tierQcOf } from './next-action.ts';

describe('nextBookAction', () => {
  const expected: Record<BookStep, ReturnType<typeof nextBookAction>> = {
    Declared: null,
    Missing: null,
    Received: 'pregrade',
    PreGraded: 'grade',
    Pressed: 'grade',
    Graded: 'cover',
    Imaged: 'encapsulate',
    Encapsulated: null,
  };

  it.each(BOOK_STEPS)('given a book at %s on the bench, then offers its one next step', (step) => {
    expect(nextBookAction({ step, needsPressing: false }, 'Processing')).toBe(expected[step]);
  });

  it('given a pre-graded book with pressing ordered, then pressing comes before grading', () => {
    expect(nextBookAction({ step: 'PreGraded', needsPressing: true }, 'Invoicing')).toBe('press');
  });

  it.each<SummaryStatus>(['Submitted', 'Cancelled', 'Shipping', 'ShipToCanada', 'ReadyForPickUp', 'Completed'])('given an order %s, then no book step is offered', (status) => {
    expect(nextBookAction({ step: 'Received', needsPressing: false }, status)).toBeNull();
  });
});

describe('tierQcOf', () => {
  it('given every arrived book of the tier encapsulated (a missing one aside), then QC is ready', () => {
    const view = aStaffOrderView({
      books: (id) => [aBook(id, 1, { step: 'Encapsulated' }), aBook(id, 2, { step: 'Missing' }), aBook(id, 3, { step: 'Received', tierId: 'MNP' })],
      tiers: [{ id: 'MN' }, { id: 'MNP' }],
    });
    expect(tierQcOf(view, view.order.tiers[0]!)).toEqual({ kind: 'ready' });
    expect(tierQcOf(view, view.order.tiers[1]!)).toEqual({ kind: 'waiting', encapsulated: 0, arrived: 1 });
  });

  it('given an approved tier or an order not received, then there is nothing to approve', () => {
    const approved = aStaffOrderView({ tiers: [{ id: 'MN', qcApproved: true }] });
    expect(tierQcOf(approved, approved.order.tiers[0]!)).toEqual({ kind: 'approved' });
    const submitted = aStaffOrderView({ status: 'Submitted', books: (id) => [aBook(id, 1, { step: 'Declared' })] });
    expect(tierQcOf(submitted, submitted.order.tiers[0]!)).toEqual({ kind: 'closed' });
  });
});

describe('orderActionsOf', () => {
  const done = (id: string) => [aBook(id, 1, { step: 'Encapsulated' })];

  it('given every tier QC-approved and nothing owed, then an address order can be shipped, not picked up', () => {
    const actions = orderActionsOf(aStaffOrderView({ books: done, tiers: [{ id: 'MN', qcApproved: true }] }));
    expect(actions).toMatchObject({ ship: true, readyForPickUp: false, complete: false, cancel: false, correctDeclaredValue: true, fulfilmentWaitsFor: [] });
  });

  it('given a pick-up order ready to leave, then it is offered ready-for-pick-up', () => {
    const actions = orderActionsOf(aStaffOrderView({ books: done, tiers: [{ id: 'MN', qcApproved: true }], shippingKind: 'pickup' }));
    expect(actions).toMatchObject({ ship: false, readyForPickUp: true });
  });

  it('given QC pending and a balance owed, then the order waits for both', () => {
    const actions = orderActionsOf(aStaffOrderView({ status: 'Invoicing', balanceCents: 2_500 }));
    expect(actions.ship).toBe(false);
    expect(actions.fulfilmentWaitsFor).toEqual(['QC of tier MN', 'payment of the balance ($25.00)']);
  });

  it('given a shipped order, then only completing it is offered', () => {
    const actions = orderActionsOf(aStaffOrderView({ status: 'Shipping', books: done, tiers: [{ id: 'MN', qcApproved: true, status: 'Shipping' }] }));
    expect(actions).toEqual({ receive: false, correctDeclaredValue: false, ship: false, readyForPickUp: false, complete: true, cancel: false, fulfilmentWaitsFor: [] });
  });

  it('given a submitted order, then it can be received or cancelled', () => {
    const actions = orderActionsOf(aStaffOrderView({ status: 'Submitted', books: (id) => [aBook(id, 1, { step: 'Declared' })] }));
    expect(actions).toMatchObject({ receive: true, cancel: true, correctDeclaredValue: false, ship: false });
  });

  it('given a graded book, then the order can no longer be cancelled', () => {
    const actions = orderActionsOf(aStaffOrderView({ books: (id) => [aBook(id, 1, { step: 'Graded', grade: 9.8, category: 'Certified' }), aBook(id, 2)] }));
    expect(actions.cancel).toBe(false);
  });
});

describe('linesOf', () => {
  it('groups the books back into their lines', () => {
    const view = aStaffOrderView({
      books: (id) => [aBook(id, 1, { title: 'X-Men', issue: '1' }), aBook(id, 2, { title: 'X-Men', issue: '1' }), aBook(id, 3, { lineIndex: 1, title: 'Hulk', issue: '181', insuredCents: 900_000, tierId: 'HV' })],
    });
    expect(linesOf(view.books)).toEqual([
      { lineIndex: 0, title: 'X-Men #1', quantity: 2, insuredCents: 50_000, tierId: 'MN' },
      { lineIndex: 1, title: 'Hulk #181', quantity: 1, insuredCents: 900_000, tierId: 'HV' },
    ]);
  });
});
