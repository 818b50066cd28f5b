import { z } from 'zod';
import { Actor } from '../events/envelope.ts';
import { orderEventTypes, type OrderEvent } from '../events/order-events.ts';

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
});
export type AuditFeeLedger = z.infer<typeof AuditFeeLedger>;
