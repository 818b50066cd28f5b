import { SUMMARY_STATUSES, type SummaryStatus } from '@certus/contracts';

/** The queue's status tabs, in the order work flows; Submitted orders are the boxes still to be received. */
export const QUEUE_TABS: readonly { status: SummaryStatus | null; label: string }[] = [
  { status: null, label: 'All' },
  { status: 'Submitted', label: 'Waiting to be received' },
  { status: 'Processing', label: 'Processing' },
  { status: 'Invoicing', label: 'Invoicing' },
  { status: 'Billing', label: 'Billing' },
  { status: 'Shipping', label: 'Shipping' },
  { status: 'ShipToCanada', label: 'Ship to Canada' },
  { status: 'ReadyForPickUp', label: 'Ready for pick-up' },
  { status: 'Completed', label: 'Completed' },
  { status: 'Cancelled', label: 'Cancelled' },
];

/** The status filter of the queue's URL (`?status=Processing`); anything else means every status. */
export function queueStatusOf(param: string | null): SummaryStatus | null {
  return SUMMARY_STATUSES.find((s) => s === param) ?? null;
}
