import type { OrderEvent } from '../../events/order-events.ts';
import { arrivedBooksOf, bookStepIndex, type OrderProgress, type TierProgress } from '../order-progress.ts';
import { orderStage, type SummaryStatus, type TierStatus } from '../order-status.ts';

/**
 * The oracle of the fold's statuses, for property tests only (not exported from the package): every tier worked out
 * from all of the order's books after every event, the straightforward way order-progress.ts did it before it
 * worked out only what an event touched (that cost events x books: 25 ms for an order of 100 books and 1,000
 * events). Given the progress before an event, the event and the progress the fold made of it, it gives the
 * statuses that progress must carry; everything else (books, money, dates) is taken from the fold's answer as is.
 */

export type Statuses = Pick<OrderProgress, 'tiers' | 'status' | 'stage' | 'stepReachedAt' | 'statusHistory' | 'updatedAt'>;

export function statusesRecomputed(before: OrderProgress | null, event: OrderEvent, after: OrderProgress): Statuses {
  const at = timeOf(event);
  const starts = before === null || event.type === 'OrderSubmitted';
  const tiersBefore = starts ? after.tiers.map((t): TierProgress => ({ ...t, status: 'Submitted', qcApproved: false, qcApprovedAt: null })) : before.tiers;
  // QC is the one change an event makes to a tier itself; everything else about a tier is a status.
  const tiersGiven = event.type === 'TierQcApproved' ? tiersBefore.map((t) => (t.id === event.data.tierId ? { ...t, qcApproved: true, qcApprovedAt: event.data.at } : t)) : tiersBefore;
  const p: OrderProgress = {
    ...after,
    tiers: tiersGiven,
    stepReachedAt: starts ? [null, null, null, null, null] : before.stepReachedAt,
    statusHistory: starts ? [] : before.statusHistory,
  };

  const tiers = p.tiers.map((t) => {
    // A tier none of whose books arrived has nothing to check: it counts as approved once the box is opened.
    const nothingArrived = p.receivedAt !== null && arrivedBooksOf(p, t.id).length === 0;
    const tier = nothingArrived && !t.qcApproved ? { ...t, qcApproved: true, qcApprovedAt: p.receivedAt } : t;
    return { ...tier, status: tierStatusOf(p, tier) };
  });
  const status = summaryStatusOf({ ...p, tiers });
  const stage = orderStage(status, tiers);
  const stepReachedAt = p.stepReachedAt.map((reached, i) => reached ?? (i <= stage ? at : null));
  const statusHistory = p.statusHistory.at(-1)?.status === status ? p.statusHistory : [...p.statusHistory, { status, at }];
  return { tiers, status, stage, stepReachedAt, statusHistory, updatedAt: at };
}

/** When the event happened: the time its statuses changed. */
function timeOf(event: OrderEvent): string {
  if (event.type === 'OrderSubmitted') return event.data.submittedAt;
  if (event.type === 'BalancePaid') return event.data.paidAt;
  return event.data.at;
}

function tierStatusOf(p: OrderProgress, tier: TierProgress): TierStatus {
  if (p.cancelled) return 'Cancelled';
  if (p.completedAt) return 'Completed';
  if (p.shipment) return p.countryCode === 'CA' ? 'ShipToCanada' : 'Shipping';
  if (p.readyForPickUpAt) return 'ReadyForPickUp';
  if (!p.receivedAt) return 'Submitted';
  if (tier.qcApproved) return p.balanceCents > 0 ? 'Billing' : 'ShippingHold';
  const books = arrivedBooksOf(p, tier.id);
  if (books.length === 0) return 'ShippingHold';
  const least = books.reduce((a, b) => (bookStepIndex(b.step) < bookStepIndex(a.step) ? b : a));
  switch (least.step) {
    case 'Received':
      return 'PreGrade';
    case 'PreGraded':
      return books.some((b) => b.step === 'PreGraded' && b.needsPressing) ? 'Pressing' : 'Grading';
    case 'Pressed':
      return 'Grading';
    case 'Graded':
      return 'Finalize';
    default:
      return 'ImagingSP';
  }
}

function summaryStatusOf(p: OrderProgress): SummaryStatus {
  if (p.cancelled) return 'Cancelled';
  if (p.completedAt) return 'Completed';
  if (p.shipment) return p.countryCode === 'CA' ? 'ShipToCanada' : 'Shipping';
  if (p.readyForPickUpAt) return 'ReadyForPickUp';
  if (!p.receivedAt) return 'Submitted';
  if (p.balanceCents > 0) return p.tiers.every((t) => t.qcApproved) ? 'Billing' : 'Invoicing';
  return 'Processing';
}
