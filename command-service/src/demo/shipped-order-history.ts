import {
  NO_LABEL_DETAILS,
  dropOffSnapshotOf,
  orderFiguresOf,
  orderStreamId,
  plainComicLine,
  priceSubmission,
  type Catalogue,
  type ComicLine,
  type OrderSubmittedData,
} from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { handleCommand } from '../shared/command-handler.ts';
import { orderDecider, type OrderCommand } from '../orders/order.decider.ts';

/**
 * An order of the past taken from submission to the day it left us through the real order decider, every step
 * under a fixed command id (a second run stores nothing): what the demo's turnaround history and the
 * turnaround tests are made of. One book per line, graded Raw Grade (returned without a holder: the featured
 * lists leave such copies out, so a history does not take the home page's place), imaged without a stored
 * photo (its slab shows the drawn cover), encapsulated, QC-approved, then shipped or ready at the counter.
 */
export interface PastOrder {
  orderId: string;
  memberId: string;
  memberEmail: string;
  lines: ComicLine[];
  /** How it goes back: shipped to an address, or collected at the counter. */
  returnBy: 'ship' | 'pickup';
  submittedAt: Date;
  receivedAt: Date;
  leftAt: Date;
  /** The worker who did the steps (a member id). */
  by: string;
  /** Books (1..n in line order) that were not in the box: never graded; a tier of only such books is approved at receipt. */
  missingBooks?: number[];
}

/** A line of one book of a tier, for a past order. */
export const pastLine = (uniqueId: string, title: string, issue: string, year: number, tierId: string, fastPassValue: 0 | 5 | 6 = 0): ComicLine =>
  plainComicLine({ uniqueId, title, issue, year, publisher: 'Marvel', insuredCents: 5_000, tierId, fastPassValue, isCustomTitle: true });

function submittedOrder(catalogue: Catalogue, order: PastOrder): OrderSubmittedData {
  const counter = catalogue.dropOffs.find((d) => !d.isMailIn) ?? catalogue.dropOffs[0]!;
  const priced = priceSubmission(catalogue, {
    countryCode: 'US',
    collectibleType: 'Comic',
    comics: order.lines,
    isGradingPressScreen: false,
    member: { membership: 'Free', isWelcomePromo: false, rewardsAvailableCents: 0 },
    promoCode: null,
    promo: null,
    today: order.submittedAt.toISOString().slice(0, 10),
    hasShippingAddress: order.returnBy === 'ship',
    chosenRates: [],
    isInsurance: false,
    usesShippingAccount: false,
    returnShipping: order.returnBy === 'ship' ? 'shipped' : 'pickUp',
    rewardsRequestedCents: 0,
  });
  const pickUp = catalogue.pickUps[0]!;
  return {
    orderId: order.orderId,
    memberId: order.memberId,
    memberEmail: order.memberEmail,
    memberName: 'Past Collector',
    membership: 'Free',
    submittedAt: order.submittedAt.toISOString(),
    requestHash: `history:${order.orderId}`,
    catalogueVersion: catalogue.version,
    countryCode: 'US',
    collectibleType: 'Comic',
    currency: 'USD',
    ...orderFiguresOf(priced),
    isInsurance: false,
    dropOff: dropOffSnapshotOf(counter),
    shipping:
      order.returnBy === 'ship'
        ? {
            kind: 'address',
            address: { addressId: `history-${order.orderId}`, firstName: 'Past', lastName: 'Collector', line1: '100 Main Street', line2: '', city: 'Austin', stateProvince: 'TX', zipPostal: '78701', country: 'US' },
          }
        : { kind: 'pickup', pickUpId: pickUp.id, name: pickUp.name },
    shippingAccount: null,
    rates: [],
    payment: { paymentMethodId: 'history-card', displayName: 'Visa ending 1111', status: 'Charged', amountCents: priced.grandTotalCents, transactionId: `history-${order.orderId}` },
  };
}

/** Records the order's whole history once (nothing is done when its stream exists). */
export async function recordPastOrder(store: EventStore, catalogue: Catalogue, order: PastOrder): Promise<void> {
  const streamId = orderStreamId(order.orderId);
  if ((await store.readStream(streamId)).length > 0) return;
  const submitted = submittedOrder(catalogue, order);
  const by = order.by;
  const books = submitted.comics.flatMap((line) => Array.from({ length: line.quantity }, () => line));
  const missing = new Set(order.missingBooks ?? []);
  const arrivedTiers = new Set(books.filter((_, i) => !missing.has(i + 1)).map((line) => line.tierCode));
  const step = (ms: number) => new Date(order.receivedAt.getTime() + ms).toISOString();
  const at = order.leftAt.toISOString();
  const steps: Array<[string, OrderCommand]> = [
    ['submit', { type: 'SubmitOrder', order: submitted }],
    ['receive', { type: 'ReceiveOrder', books: books.map((_, i) => ({ bookNo: i + 1, arrived: !missing.has(i + 1) })), note: '', by, at: order.receivedAt.toISOString() }],
    ...books.flatMap((_, i): Array<[string, OrderCommand]> => {
      const bookNo = i + 1;
      if (missing.has(bookNo)) return [];
      return [
        [`pregrade:${bookNo}`, { type: 'PreGradeBook', bookNo, note: '', by, at: step(3_600_000) }],
        [`grade:${bookNo}`, { type: 'GradeBook', bookNo, grade: 9.2, category: 'Raw Grade', graderNotes: '', signatures: [], labelDetails: NO_LABEL_DETAILS, by, at }],
        [`image:${bookNo}`, { type: 'ImageBook', bookNo, cover: { bytes: 1, sha256: '0'.repeat(64) }, by, at }],
        [`encapsulate:${bookNo}`, { type: 'EncapsulateBook', bookNo, by, at }],
      ];
    }),
    ...submitted.tiers.filter((tier) => arrivedTiers.has(tier.id)).map((tier): [string, OrderCommand] => [`qc:${tier.id}`, { type: 'ApproveTierQc', tierId: tier.id, by, at }]),
    order.returnBy === 'ship'
      ? ['ship', { type: 'ShipOrder', carrier: 'UPS', trackingNumber: `1Z${order.orderId.replace('-', '')}`, by, at }]
      : ['ready', { type: 'MarkReadyForPickUp', by, at }],
  ];
  for (const [name, command] of steps) {
    const commandId = `history:order:${order.orderId}:${name}`;
    await handleCommand(store, streamId, orderDecider, command, {
      commandId,
      metadata: { correlationId: 'history', causationId: commandId, commandId, actor: { userId: name === 'submit' ? order.memberId : by, role: name === 'submit' ? 'authenticated' : 'worker' } },
    });
  }
}
