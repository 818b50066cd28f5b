import {
  OrderEvent,
  formatCents,
  type EventMetadata,
  type OrderSubmittedData,
} from '@certus/contracts';
import { anOrderPricedFrom } from '@certus/contracts/events/testing/order-lifecycle';
import { aLine, seedCatalogue } from '@certus/contracts/pricing/test-support';
import { NO_LABEL_DETAILS } from '@certus/contracts/events/order-events';
import { orderDecider, type OrderCommand, type OrderState } from '@certus/command-service/orders/order.decider';
import { repriceLine } from '@certus/command-service/orders/staff/reprice-line';

/**
 * The bench's order and its whole life, as the command side would record it: an order of `books` books priced by
 * the real engine with the seed catalogue (one book a line, modern and vintage alternately, each sent for
 * pressing), then every staff step taken through the order's own decider (received, and each book pre-graded,
 * pressed, graded, imaged and encapsulated), declared-value corrections priced again as the staff route prices
 * them (reprice-line.ts), each followed by the member paying the balance it made, QC of every tier, shipped and
 * completed: exactly `events` events, each parsed with the OrderEvent schema. A cover is retaken once when the
 * count needs an odd event. Times are a fixed schedule (one event every 10 minutes from SUBMITTED_AT), so the
 * same sizes give the same stream.
 */

export const BENCH_ORDER_ID = '25-BENCH01';
export const BENCH_MEMBER_ID = 'member-bench-audit';
export const BENCH_WORKER_ID = 'worker-bench-audit';
const SUBMITTED_AT = Date.parse('2025-03-03T09:00:00.000Z');
const STEP_MS = 10 * 60_000;

export interface LifeEvent {
  event: OrderEvent;
  metadata: EventMetadata;
  /** When it happened on the schedule (the staff step's `at`; what the store is told is now when it is appended). */
  at: string;
}

export interface OrderLife {
  order: OrderSubmittedData;
  events: LifeEvent[];
  corrections: number;
  payments: number;
}

function aBenchOrder(books: number): OrderSubmittedData {
  const comics = Array.from({ length: books }, (_, i) => {
    const vintage = i % 2 === 1;
    return aLine({
      uniqueId: `bench-line-${i + 1}`,
      title: vintage ? 'Bench Vintage Tales' : 'Bench Modern Adventures',
      issue: String(i + 1),
      year: vintage ? 1960 + (i % 14) : 1980 + (i % 40),
      publisher: vintage ? 'Marvel' : 'Image',
      insuredCents: (50 + (i % 7) * 50) * 100,
      tierId: vintage ? 'NW' : 'MN',
      press: 1,
    });
  });
  return anOrderPricedFrom(comics, {
    orderId: BENCH_ORDER_ID,
    memberId: BENCH_MEMBER_ID,
    memberEmail: 'bulk.submitter@bench.test',
    memberName: 'Bea Bulk',
    submittedAt: new Date(SUBMITTED_AT).toISOString(),
    requestHash: 'hash-bench-audit',
    shipping: {
      kind: 'address',
      address: { addressId: 'address-bench', firstName: 'Bea', lastName: 'Bulk', line1: '1 Main St', line2: '', city: 'Springfield', stateProvince: 'IL', zipPostal: '62701', country: 'US' },
    },
    payment: { paymentMethodId: 'pm-bench', transactionId: 'txn-bench-submit' },
  });
}

/** A value a line is corrected to: each correction of a line finds it worth more, moving it up the value tiers. */
const VALUE_STEPS_CENTS = [50_000, 150_000, 300_000, 450_000, 600_000, 750_000];

/** The tier a book of this value goes to when it no longer fits its own (the standard tiers, by value). */
const tierForValue = (insuredCents: number) => (insuredCents <= 100_000 ? 'HV' : 'UN');

export function anOrderLife({ books, events: total }: { books: number; events: number }): OrderLife {
  // How many tier groups QC approves depends on where the corrections moved the books (a correction can move a
  // line to another tier's group, and a group left empty goes): the life is planned for a count, and planned
  // again with the count it ended with until the two agree.
  let qcTiers: number | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    const life = anOrderLifePlannedFor({ books, events: total, qcTiers });
    if (life.qcTiers === (qcTiers ?? life.qcTiers) && life.events.length === total) return life;
    qcTiers = life.qcTiers;
  }
  throw new Error(`no life of ${books} books comes to exactly ${total} events`);
}

function anOrderLifePlannedFor({ books, events: total, qcTiers }: { books: number; events: number; qcTiers?: number }): OrderLife & { qcTiers: number } {
  const order = aBenchOrder(books);
  const life: LifeEvent[] = [];
  let state: OrderState = orderDecider.initialState();
  let corrections = 0;
  let payments = 0;
  const now = () => new Date(SUBMITTED_AT + life.length * STEP_MS).toISOString();
  const metadataOf = (command: OrderCommand, by: { userId: string; role: 'worker' | 'authenticated' }): EventMetadata => {
    const commandId = `bench-audit:${BENCH_ORDER_ID}:${life.length + 1}:${command.type}`;
    return { correlationId: commandId, causationId: commandId, commandId, actor: by };
  };
  const run = (command: OrderCommand, by: { userId: string; role: 'worker' | 'authenticated' }) => {
    const at = now();
    const decided = orderDecider.decide(command, state);
    if (decided.length !== 1) throw new Error(`${command.type} decided ${decided.length} events, the bench expects one`);
    const event = OrderEvent.parse(decided[0]);
    life.push({ event, metadata: metadataOf(command, by), at });
    state = orderDecider.evolve(state, event);
  };
  const staff = () => ({ by: BENCH_WORKER_ID, at: now() });
  const worker = { userId: BENCH_WORKER_ID, role: 'worker' as const };
  const member = { userId: BENCH_MEMBER_ID, role: 'authenticated' as const };
  const placed = () => {
    if (state.status === 'None') throw new Error('the order is not placed');
    return state;
  };

  run({ type: 'SubmitOrder', order }, member);
  const bookNos = placed().progress.books.map((b) => b.bookNo);
  // Submit, receive, five steps a book, QC of each tier group, ship, complete; the rest are corrections and payments.
  const fixed = 2 + 5 * bookNos.length + (qcTiers ?? placed().progress.tiers.length) + 2;
  const spare = total - fixed;
  if (spare < 0) throw new Error(`${books} books need at least ${fixed} events, not ${total}`);
  const retakes = spare % 2;
  const pairs = (spare - retakes) / 2;

  const correctNextLine = () => {
    const { progress, submitted } = placed();
    const lineIndex = corrections % submitted.comics.length;
    const line = progress.lines[lineIndex]!;
    const insuredCents = VALUE_STEPS_CENTS.find((v) => v > line.insuredCents);
    if (insuredCents === undefined) throw new Error(`line ${lineIndex} has no higher value left to correct to`);
    const repriced = repriceLine(seedCatalogue, submitted, progress, { lineIndex, insuredCents, tierId: tierForValue(insuredCents) });
    if (repriced.amountCents <= 0) throw new Error(`correction of line ${lineIndex} to ${formatCents(insuredCents)} owes nothing: no payment would follow`);
    run({ type: 'CorrectDeclaredValue', ...repriced, reason: `A recent sale puts it at ${formatCents(insuredCents)}.`, ...staff() }, worker);
    corrections++;
    const { balanceCents } = placed().progress;
    run({ type: 'RecordBalancePaid', amountCents: balanceCents, paymentMethodId: 'pm-bench', displayName: 'Visa ending 1111', transactionId: `txn-bench-${corrections}`, paidAt: now(), paidBy: BENCH_MEMBER_ID }, member);
    payments++;
  };

  run({ type: 'ReceiveOrder', books: bookNos.map((bookNo) => ({ bookNo, arrived: true })), note: 'Box of long boxes, all there.', ...staff() }, worker);
  // The corrections come among the books' steps, as staff find them: spread evenly over the books.
  let pairsDone = 0;
  bookNos.forEach((bookNo, i) => {
    run({ type: 'PreGradeBook', bookNo, note: '', ...staff() }, worker);
    run({ type: 'PressBook', bookNo, ...staff() }, worker);
    run({ type: 'GradeBook', bookNo, grade: 9.4, category: 'Certified', graderNotes: '', signatures: [], labelDetails: NO_LABEL_DETAILS, ...staff() }, worker);
    run({ type: 'ImageBook', bookNo, cover: { bytes: 2_048, sha256: 'a'.repeat(64) }, ...staff() }, worker);
    if (i < retakes) run({ type: 'ImageBook', bookNo, cover: { bytes: 3_072, sha256: 'b'.repeat(64) }, ...staff() }, worker);
    run({ type: 'EncapsulateBook', bookNo, ...staff() }, worker);
    const due = Math.round((pairs * (i + 1)) / bookNos.length);
    for (; pairsDone < due; pairsDone++) correctNextLine();
  });
  // QC approves the groups as they stand now, after the corrections moved books between them.
  const tiers = placed().progress.tiers.map((t) => t.id);
  for (const tierId of tiers) run({ type: 'ApproveTierQc', tierId, ...staff() }, worker);
  run({ type: 'ShipOrder', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', ...staff() }, worker);
  run({ type: 'CompleteOrder', ...staff() }, worker);
  return { order, events: life, corrections, payments, qcTiers: tiers.length };
}
