/**
 * Order and tier statuses (spec 4) and what members are shown of them: the account views' display names,
 * the pay-balance rule, the recent flag, and the order tracker's 5 steps. Pure and zod-free: the tracker
 * page and the order list load it, and the server computes the same read models with it.
 */

/** Spec 4 "Summary statuses seen", plus Cancelled (spec 4 Order statuses, account views). */
export const SUMMARY_STATUSES = ['Submitted', 'Invoicing', 'Billing', 'Processing', 'Shipping', 'ReadyForPickUp', 'ShipToCanada', 'Completed', 'Cancelled'] as const;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];

/** Spec 4 "Tier statuses seen", plus Cancelled (a cancelled order's tiers). */
export const TIER_STATUSES = [
  'Submitted', 'Billing', 'PreGrade', 'Finalize', 'ImagingSP', 'Signature', 'Pressing', 'Grading', 'ShippingHold', 'Shipping', 'ReadyForPickUp', 'ShipToCanada', 'Completed', 'Cancelled',
] as const;
export type TierStatus = (typeof TIER_STATUSES)[number];

/** Spec 4: PreGrade is displayed as Received and Finalize as Grading; other values as they are. */
export function displayOrderStatus(status: string): string {
  if (status === 'PreGrade') return 'Received';
  if (status === 'Finalize') return 'Grading';
  if (status === 'ReadyForPickUp') return 'Ready for pick-up';
  if (status === 'ShipToCanada') return 'Ship to Canada';
  if (status === 'ImagingSP') return 'Imaging';
  if (status === 'ShippingHold') return 'Shipping hold';
  return status;
}

/** Spec 4: the pay-balance option is hidden when the status is Submitted or Cancelled. */
export function payBalanceShown(status: string): boolean {
  return status !== 'Submitted' && status !== 'Cancelled';
}

/** Spec 4: an order counts as recent if created within the last 60 minutes. */
export const RECENT_ORDER_MINUTES = 60;
export function isRecentOrder(createdAt: string, now: Date): boolean {
  const age = now.getTime() - Date.parse(createdAt);
  return age >= 0 && age < RECENT_ORDER_MINUTES * 60_000;
}

/** Spec 2.2: open orders are those not Completed or Cancelled (the dashboard lists up to 10). */
export function isOpenOrder(status: string): boolean {
  return status !== 'Completed' && status !== 'Cancelled';
}

// --- Order tracker (spec 4 Tracker) -------------------------------------------------------------------------

export const TRACKER_STEPS = ['Submitted', 'Billing / receiving', 'Grading', 'Production', 'Shipping'] as const;
export type TrackerStepState = '' | 'Inprocess' | 'Completed';

/**
 * The step a tier status has reached: the step that is in process while the tier is in that status. The
 * workflow (command-service/src/orders/README.md) takes a tier Submitted -> PreGrade -> Pressing (when
 * ordered) -> Grading -> Finalize (graded, before imaging) -> ImagingSP (imaging and encapsulation) ->
 * Billing with qcApproved (QC passed, balance owed) or ShippingHold (QC passed, waiting for the rest of
 * the order) -> Shipping / ReadyForPickUp -> Completed. Billing before QC (an invoice during receiving)
 * and Signature (signature verification) belong to the steps of their neighbours.
 */
export function tierStage(status: string, qcApproved: boolean): number {
  switch (status) {
    case 'Submitted':
      return 1;
    case 'Billing':
      return qcApproved ? 4 : 1;
    case 'PreGrade':
    case 'Pressing':
    case 'Grading':
    case 'Signature':
    case 'Finalize':
      return 2;
    case 'ImagingSP':
      return 3;
    case 'ShippingHold':
    case 'Shipping':
    case 'ReadyForPickUp':
    case 'ShipToCanada':
    case 'Completed':
      return 4;
    default:
      return 1;
  }
}

/**
 * The order's stage: the index of the step in process (5 once everything is completed). Only the summary
 * status Completed completes the last step (spec 4); shipping statuses put the order on the last step; a
 * Submitted order waits for billing/receiving; otherwise the least advanced tier decides.
 */
export function orderStage(status: string, tiers: readonly { status: string; qcApproved: boolean }[]): number {
  if (status === 'Completed') return 5;
  if (status === 'Shipping' || status === 'ReadyForPickUp' || status === 'ShipToCanada') return 4;
  if (status === 'Submitted' || status === 'Cancelled' || tiers.length === 0) return 1;
  return Math.max(1, Math.min(...tiers.map((t) => tierStage(t.status, t.qcApproved))));
}

/** The 5 steps' states for a stage: before it Completed, at it Inprocess, after it empty. */
export function trackerStepStates(stage: number): TrackerStepState[] {
  return TRACKER_STEPS.map((_, i) => (i < stage ? 'Completed' : i === stage ? 'Inprocess' : ''));
}
