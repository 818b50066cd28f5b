import { z } from 'zod';
import { DomainError } from '../errors.ts';
import type { OrderEvent } from '../events/order-events.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { booksOf } from '../orders/order-progress.ts';
import { formatCents } from '../rules/money.ts';
import type { AuditedOrderEvent } from './audited-order-events.ts';

/**
 * Who held each book of an order, and what was done to it, step by step (issue [4/7]): received (against what
 * was declared), pre-graded, pressed, graded, imaged, encapsulated under its certification id, QC-approved,
 * shipped (carrier and tracking) or set out for pick-up, and collected. Folded from the order's events. Auditors
 * see the staff member's id and name (GET /api/audit/orders/{orderId}/custody); members see their own books with
 * staff as initials and id (GET /api/orders/{orderId}/custody, GET /api/comics/user/{certificationId}/custody).
 */

const at = z.iso.datetime();

export const CUSTODY_STEP_KINDS = [
  'submitted',
  'received',
  'missing',
  'pre-graded',
  'pressed',
  'graded',
  'imaged',
  'cover-replaced',
  'encapsulated',
  'qc-approved',
  'shipped',
  'ready-for-pickup',
  'completed',
  'cancelled',
] as const;
export const CustodyStepKind = z.enum(CUSTODY_STEP_KINDS);
export type CustodyStepKind = z.infer<typeof CustodyStepKind>;

/** The person a step names: a staff member (or the member, for submitted), or the system. */
export const CustodyPerson = z.object({
  /** The member id the event names (`by`), null for the system. */
  id: z.string().nullable(),
  /** Auditors: the staff member's full name; members: initials ("J. K."); null when unknown. */
  name: z.string().nullable(),
});
export type CustodyPerson = z.infer<typeof CustodyPerson>;

export const CustodyStep = z.object({
  kind: CustodyStepKind,
  /** The order event it comes from. */
  version: z.number().int().positive(),
  at,
  by: CustodyPerson,
  /** One line of plain English: what was done and with what result (grade, certification id, carrier and tracking). */
  detail: z.string(),
});
export type CustodyStep = z.infer<typeof CustodyStep>;

export const BookCustody = z.object({
  orderId: z.string(),
  bookNo: z.number().int().positive(),
  title: z.string(),
  issue: z.string(),
  /** Null until encapsulated. */
  certificationId: z.string().nullable(),
  /** As declared at submission, and as corrected since (null when never corrected). */
  declaredValueCents: z.number().int().nonnegative(),
  correctedValueCents: z.number().int().nonnegative().nullable(),
  steps: z.array(CustodyStep).min(1),
});
export type BookCustody = z.infer<typeof BookCustody>;

export const OrderCustody = z.object({
  orderId: z.string(),
  books: z.array(BookCustody).min(1),
});
export type OrderCustody = z.infer<typeof OrderCustody>;

// --- The timelines from an order's events ----------------------------------------------------------------------

export const custodyMessages = {
  /** A member's comic brought over from earlier records (ComicCertified with source 'import'): no order of ours followed it. */
  noTimeline: 'This comic was certified before its order was kept online: it has no custody timeline.',
} as const;

/** "Jane Q. Kirby" -> "J. Q. K.": the first letter or digit of each word, as staff are named to members. */
export function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0]?.toLocaleUpperCase())
    .filter((initial): initial is string => Boolean(initial))
    .map((initial) => `${initial}.`)
    .join(' ');
}

/** Who a person is, by member id: the caller's words for them (a full name, initials), null when unknown. */
export type CustodyPeople = (id: string) => CustodyPerson['name'];

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const withNote = (words: string, note: string) => (oneLine(note) ? `${words}. Note: ${oneLine(note)}` : words);
const gradeText = (grade: number) => grade.toFixed(1);

/** A book being followed through the events: its custody so far, with the line and tier it belongs to. */
interface FollowedBook extends Omit<BookCustody, 'steps'> {
  lineIndex: number;
  tierId: string;
  steps: CustodyStep[];
  /** Recorded as missing at receipt: never in the company's hands, so nothing after it happens to it. */
  missing: boolean;
}

/**
 * Every book's custody timeline from the order's events in stream order (none: not found). Books are the order's
 * lines expanded by quantity (booksOf, as the fold numbers them). A step's time is the one its event gives (the
 * staff step's `at`, the submission time), which is when the work was done; `people` names whoever a step names.
 * A book missing at receipt has no step after it: it was never in hand to grade, check or send back.
 */
export function orderCustodyOf(events: readonly AuditedOrderEvent[], people: CustodyPeople): OrderCustody {
  const first = events[0]?.event;
  if (!first) throw new DomainError('not_found', orderMessages.orderNotFound);
  if (first.type !== 'OrderSubmitted') throw new Error(`order stream starts with ${first.type}, not OrderSubmitted`);
  const order = first.data;
  const money = (cents: number) => formatCents(cents, order.currency);
  const lineValues = order.comics.map((line) => line.insuredCents);
  const books: FollowedBook[] = booksOf(order).map((b) => {
    const line = order.comics[b.lineIndex]!;
    return {
      orderId: order.orderId,
      bookNo: b.bookNo,
      title: line.title,
      issue: line.issue,
      certificationId: null,
      declaredValueCents: line.insuredCents,
      correctedValueCents: null,
      lineIndex: b.lineIndex,
      tierId: b.tierId,
      steps: [],
      missing: false,
    };
  });
  const person = (id: string): CustodyPerson => ({ id, name: people(id) });
  /** The book a step names, unless it was missing at receipt (then the step cannot have been its). */
  const inHandBook = (n: number) => books.filter((b) => b.bookNo === n && !b.missing);
  const inHand = () => books.filter((b) => !b.missing);
  const step = (of: readonly FollowedBook[], recorded: AuditedOrderEvent, kind: CustodyStepKind, at: string, by: string, detail: string) => {
    for (const book of of) book.steps.push({ kind, version: recorded.version, at, by: person(by), detail });
  };

  for (const recorded of events) {
    const event: OrderEvent = recorded.event;
    switch (event.type) {
      case 'OrderSubmitted': {
        const d = event.data;
        for (const book of books) {
          const line = d.comics[book.lineIndex]!;
          const detail = `Submitted for ${oneLine(line.tierLabel)} (${line.tierCode}) grading, declared at ${money(line.insuredCents)}`;
          step([book], recorded, 'submitted', d.submittedAt, d.memberId, detail);
        }
        break;
      }
      case 'OrderReceived': {
        const d = event.data;
        for (const { bookNo: n, arrived } of d.books) {
          const book = books.find((b) => b.bookNo === n);
          if (!book) continue;
          const declared = `declared at ${money(lineValues[book.lineIndex]!)}`;
          step([book], recorded, arrived ? 'received' : 'missing', d.at, d.by, withNote(arrived ? `Received, ${declared}` : `Not in the box, ${declared}`, d.note));
          book.missing = !arrived;
        }
        break;
      }
      case 'BookPreGraded':
        step(inHandBook(event.data.bookNo), recorded, 'pre-graded', event.data.at, event.data.by, withNote('Pre-graded', event.data.note));
        break;
      case 'BookPressed':
        step(inHandBook(event.data.bookNo), recorded, 'pressed', event.data.at, event.data.by, 'Pressed');
        break;
      case 'BookGraded': {
        const d = event.data;
        const verified = d.signatures.filter((s) => s.verdict === 'Verified').length;
        const signatures = d.signatures.length === 0 ? '' : `; signatures: ${verified} verified, ${d.signatures.length - verified} rejected`;
        step(inHandBook(d.bookNo), recorded, 'graded', d.at, d.by, `Graded ${gradeText(d.grade)} ${d.category}${signatures}`);
        break;
      }
      case 'BookImaged':
        step(inHandBook(event.data.bookNo), recorded, 'imaged', event.data.at, event.data.by, 'Cover photographed');
        break;
      case 'BookCoverReplaced':
        step(inHandBook(event.data.bookNo), recorded, 'cover-replaced', event.data.at, event.data.by, 'Cover photographed again, replacing the earlier photo');
        break;
      case 'BookEncapsulated': {
        const d = event.data;
        for (const book of inHandBook(d.bookNo)) book.certificationId = d.certificationId;
        step(inHandBook(d.bookNo), recorded, 'encapsulated', d.at, d.by, `Encapsulated under certification ${d.certificationId}`);
        break;
      }
      case 'TierQcApproved': {
        const d = event.data;
        const tier = order.tiers.find((t) => t.id === d.tierId);
        const named = tier ? `${oneLine(tier.label)} (${d.tierId})` : d.tierId;
        step(inHand().filter((b) => b.tierId === d.tierId), recorded, 'qc-approved', d.at, d.by, `Quality control passed for the tier ${named}`);
        break;
      }
      case 'DeclaredValueCorrected': {
        // Not a handoff: the book's value is corrected, and the fee ledger shows what it cost.
        const d = event.data;
        lineValues[d.lineIndex] = d.insuredCents;
        for (const book of books) if (book.lineIndex === d.lineIndex) book.correctedValueCents = d.insuredCents;
        break;
      }
      case 'OrderShipped': {
        const d = event.data;
        step(inHand(), recorded, 'shipped', d.at, d.by, `Shipped by ${d.carrier}, tracking number ${oneLine(d.trackingNumber)}`);
        break;
      }
      case 'OrderReadyForPickUp': {
        const d = event.data;
        const place = order.shipping.kind === 'pickup' ? ` at ${oneLine(order.shipping.name)}` : '';
        step(inHand(), recorded, 'ready-for-pickup', d.at, d.by, `Ready for pick-up${place}`);
        break;
      }
      case 'OrderCompleted': {
        const d = event.data;
        step(inHand(), recorded, 'completed', d.at, d.by, order.shipping.kind === 'pickup' ? 'Collected: the order is completed' : 'Delivered: the order is completed');
        break;
      }
      case 'OrderCancelled': {
        const d = event.data;
        step(inHand(), recorded, 'cancelled', d.at, d.by, `Order cancelled. Reason: ${oneLine(d.reason)}`);
        break;
      }
      // Money only: the fee ledger shows them; no book changes hands.
      case 'BalancePaid':
      case 'OrderRefundIssued':
      case 'OrderRefundRefused':
        break;
      default: {
        const unknown: never = event;
        throw new Error(`no custody step for order event ${JSON.stringify(unknown)}`);
      }
    }
  }

  return {
    orderId: order.orderId,
    books: books.map(({ lineIndex: _line, tierId: _tier, missing: _missing, ...book }) => {
      if (book.steps.length === 0) throw new Error(`book ${book.bookNo} of ${order.orderId} has no custody step`);
      return book;
    }),
  };
}

/** The member ids a custody names (to look their names up in one read before naming them). */
export function custodyPersonIdsOf(events: readonly AuditedOrderEvent[]): string[] {
  const custody = orderCustodyOf(events, () => null);
  return [...new Set(custody.books.flatMap((b) => b.steps.flatMap((s) => (s.by.id ? [s.by.id] : []))))];
}
