import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import type { OrderSubmittedData } from '../events/order-events.ts';
import { LIFECYCLE_MEMBER_ID, STAFF_ID, aCompletedOrderWithBalancePaid, aQcApprovedOrder, declaredValueCorrected } from '../events/testing/order-lifecycle.ts';
import { foldProgress } from '../orders/order-progress.ts';
import { orderEventLine } from './order-event-lines.ts';
import { AuditOrderHistory, orderHistoryOf } from './order-history.ts';
import { MEMBER_ACTOR, SYSTEM_ACTOR, WORKER_ACTOR, audited, recordedAtOf } from './testing/audited-events.ts';
import { orderLifeArb } from './testing/order-lifecycles.ts';

describe("an order's history", () => {
  it('given an order corrected after QC, paid, shipped and completed, then every event is listed in stream order with its actor, ids and line', () => {
    const life = aCompletedOrderWithBalancePaid();
    const history = orderHistoryOf(audited(life));

    expect(history).toMatchObject({ orderId: '25-LIFECYC', memberId: 'member-lifecycle', currency: 'USD' });
    expect(history.events.map((e) => [e.version, e.type])).toEqual(life.map((e, i) => [i + 1, e.type]));
    expect(history.events[0]).toEqual({
      eventId: '00000000-0000-4000-8000-000000000001',
      version: 1,
      type: 'OrderSubmitted',
      recordedAt: recordedAtOf(1),
      actor: MEMBER_ACTOR,
      commandId: 'command-1',
      correlationId: 'corr-1',
      causationId: 'cause-1',
      summary: 'Member member-lifecycle submitted the order: 4 books, $245.50 charged',
      status: 'Submitted',
      balanceCents: 0,
    });
    const correction = history.events.find((e) => e.type === 'DeclaredValueCorrected')!;
    expect(correction).toMatchObject({
      actor: WORKER_ACTOR,
      summary: 'Worker worker-1 corrected the declared value of books 3 and 4 (Saga #1) from $50.00 to $80.00 a book: +$15.00 balance. Reason: Worth more than declared.',
      status: 'Billing',
      balanceCents: 1_500,
    });
    expect(history.events.find((e) => e.type === 'BalancePaid')).toMatchObject({ actor: MEMBER_ACTOR, status: 'Processing', balanceCents: 0 });
    expect(history.events.at(-1)).toMatchObject({ type: 'OrderCompleted', status: 'Completed', balanceCents: 0 });
    expect(history.people).toEqual([
      { id: MEMBER_ACTOR.userId, role: 'authenticated', name: null, email: null },
      { id: WORKER_ACTOR.userId, role: 'worker', name: null, email: null },
    ]);
    expect(AuditOrderHistory.parse(history)).toEqual(history);
  });

  it('given the names and e-mails of the member and the worker, then the lines name them and the people list says who each id is', () => {
    const directory: Record<string, { name: string; email: string }> = {
      [LIFECYCLE_MEMBER_ID]: { name: 'Cora Collector', email: 'cora@example.test' },
      [STAFF_ID]: { name: 'Dana Reyes', email: 'dana@certus.test' },
    };
    const history = orderHistoryOf(audited(aCompletedOrderWithBalancePaid()), { nameOf: (id) => directory[id]?.name ?? null, emailOf: (id) => directory[id]?.email ?? null });

    expect(history.events[0]!.summary).toBe('Member Cora Collector (member-l) submitted the order: 4 books, $245.50 charged');
    expect(history.events.find((e) => e.type === 'DeclaredValueCorrected')!.summary).toMatch(/^Worker Dana Reyes \(worker-1\) corrected the declared value of books 3 and 4/);
    expect(history.people).toEqual([
      { id: LIFECYCLE_MEMBER_ID, role: 'authenticated', name: 'Cora Collector', email: 'cora@example.test' },
      { id: STAFF_ID, role: 'worker', name: 'Dana Reyes', email: 'dana@certus.test' },
    ]);
  });

  it('given a staff step whose `by` differs from who was signed in (recorded by the system), then both are listed: the actor with its role, the staff member as a worker', () => {
    const events = audited([...aQcApprovedOrder(), declaredValueCorrected({ by: 'worker-2' })]);
    events.at(-1)!.metadata.actor = SYSTEM_ACTOR;
    expect(orderHistoryOf(events).people.map((p) => [p.id, p.role])).toEqual([
      [LIFECYCLE_MEMBER_ID, 'authenticated'],
      [STAFF_ID, 'worker'],
      ['worker-2', 'worker'],
    ]);
  });

  it('given any life of an order, then each entry has the line of its event and the status and balance the fold gives right after it', () => {
    fc.assert(
      fc.property(orderLifeArb, (life) => {
        const events = audited(life);
        const history = orderHistoryOf(events);
        const submitted = life[0]!.data as OrderSubmittedData;
        history.events.forEach((entry, i) => {
          const progress = foldProgress(life.slice(0, i + 1))!;
          expect(entry).toMatchObject({ status: progress.status, balanceCents: progress.balanceCents });
          expect(entry.summary).toBe(orderEventLine(life[i]!, { order: submitted, actor: events[i]!.metadata.actor }));
        });
      }),
      { numRuns: 40 },
    );
  });

  it('given an event recorded without a command id (a refund the system made), then its command id is null', () => {
    const events = audited([...aQcApprovedOrder(), declaredValueCorrected()]);
    const last = events.at(-1)!;
    last.metadata = { correlationId: 'corr-x', causationId: 'cause-x', actor: SYSTEM_ACTOR };
    expect(orderHistoryOf(events).events.at(-1)).toMatchObject({ commandId: null, correlationId: 'corr-x', causationId: 'cause-x', actor: SYSTEM_ACTOR });
  });

  it('given no events (an unknown order), then not found', () => {
    expect(() => orderHistoryOf([])).toThrow(DomainError);
    expect(() => orderHistoryOf([])).toThrow('Order not found.');
  });
});
