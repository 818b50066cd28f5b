/**
 * The payments read model (projections/src/payments, table `payments`): one row per charge and per refund a
 * cancellation owes. Statuses of a payment still on its way: a charge asked for but not answered, approved
 * but not recorded, or to be given back; a refund owed. The payment reconciler finishes these.
 */
export const OPEN_PAYMENT_STATUSES = ['Requested', 'Approved', 'ReversalRequested', 'Due'] as const;
export type OpenPaymentStatus = (typeof OPEN_PAYMENT_STATUSES)[number];
