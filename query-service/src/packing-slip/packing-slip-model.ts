import { PACKING_INSTRUCTIONS, packingSlipLinesOf, type OrderSubmittedData, type PackingSlipLine } from '@certus/contracts';
import { dropOffOf } from '@certus/contracts/orders/order-views';

/**
 * What the packing slip says (issue [2/7]), worked out from the order as submitted before any drawing: the
 * order id (also as the barcode the receiving desk scans), who sends the books and where they go back, the
 * drop-off chosen and where it is, the books line by line, and how to pack them.
 */
export interface PackingSlipModel {
  orderId: string;
  orderDate: string;
  currency: OrderSubmittedData['currency'];
  member: { name: string; email: string };
  /** Where the graded books go back: the return address, or the counter they are collected at. */
  returnTo: { kind: 'address' | 'pickup'; lines: string[] };
  dropOff: ReturnType<typeof dropOffOf>;
  lines: PackingSlipLine[];
  count: number;
  /** Declared value of every book together. */
  declaredCents: number;
  /** Packing instructions, for books sent by post (mail-in); none for a counter. */
  packing: readonly string[];
}

export type PackingSlipSource = Pick<
  OrderSubmittedData,
  'orderId' | 'submittedAt' | 'currency' | 'memberName' | 'memberEmail' | 'shipping' | 'dropOff' | 'comics' | 'count' | 'insuredCents'
>;

function returnToOf(order: PackingSlipSource): PackingSlipModel['returnTo'] {
  const s = order.shipping;
  if (s.kind === 'pickup') return { kind: 'pickup', lines: [`Collected at ${s.name}`] };
  const a = s.address;
  const cityLine = [a.city, [a.stateProvince, a.zipPostal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return { kind: 'address', lines: [`${a.firstName} ${a.lastName}`.trim(), a.line1, a.line2, cityLine, a.country].filter((l) => l.trim() !== '') };
}

export function packingSlipModelOf(order: PackingSlipSource): PackingSlipModel {
  const dropOff = dropOffOf(order);
  return {
    orderId: order.orderId,
    orderDate: order.submittedAt,
    currency: order.currency,
    member: { name: order.memberName, email: order.memberEmail },
    returnTo: returnToOf(order),
    dropOff,
    lines: packingSlipLinesOf(order),
    count: order.count,
    declaredCents: order.insuredCents,
    packing: dropOff.isMailIn ? PACKING_INSTRUCTIONS : [],
  };
}
