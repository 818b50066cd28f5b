import type { Actor } from '../events/envelope.ts';
import type { OrderEvent, OrderSubmittedData } from '../events/order-events.ts';
import { booksOf } from '../orders/order-progress.ts';
import { formatCents } from '../rules/money.ts';

/**
 * The plain-language line of each order event, as the audit history shows it beside the event ("Worker w-17
 * corrected the declared value of book 3 (Saga #1) from $50.00 to $80.00: +$15.00 balance. Reason: ..."). One
 * line of English per event type, written from the event, the order as submitted (titles, currency, tiers) and
 * who caused it (the event's metadata actor: the one who was signed in, or the system), named when the caller
 * knows their name ("Worker Dana Reyes (1b0384b3) corrected ...").
 *
 * Free text carried by events (titles, reasons, notes) is folded onto one line, so a line stays a line.
 */

const ROLE_NAMES: Record<Actor['role'], string> = {
  anonymous: 'Visitor',
  authenticated: 'Member',
  worker: 'Worker',
  editor: 'Editor',
  auditor: 'Auditor',
  system: 'System',
};

/** "Worker", "Member", "System": how a line names a role. */
export const roleName = (role: Actor['role']): string => ROLE_NAMES[role];

/** How many characters of a member id stand beside a name: enough to tell two people of one name apart. */
export const SHORT_ID_LENGTH = 8;

/**
 * "Worker Dana Reyes (1b0384b3)" when `nameOf` knows the id: the name, then the start of the id, so two people of
 * one name stay apart and the id can still be searched for. Otherwise the id as recorded: "Worker w-17",
 * "Member m-1", "System" (a system job without a name), "System payment-reconciler".
 */
export function actorName(actor: Actor, nameOf?: (id: string) => string | null): string {
  const role = ROLE_NAMES[actor.role];
  if (!actor.userId) return role;
  const name = nameOf?.(actor.userId);
  const id = oneLine(actor.userId);
  return name ? `${role} ${oneLine(name)} (${id.slice(0, SHORT_ID_LENGTH)})` : `${role} ${id}`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "3", "3 and 4", "2, 3 and 4". */
function listOf(numbers: readonly number[]): string {
  if (numbers.length <= 1) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A grade as labels print it: one decimal (8.0, 9.8, 10.0). */
const gradeText = (grade: number) => grade.toFixed(1);

/** What the lines are written from besides the event: the order as submitted, who caused it, and their name when known. */
export interface OrderLineContext {
  order: OrderSubmittedData;
  actor: Actor;
  nameOf?: (id: string) => string | null;
}

function bookTitle(order: OrderSubmittedData, lineIndex: number): string {
  const line = order.comics[lineIndex];
  if (!line) return `line ${lineIndex + 1}`;
  const title = oneLine(line.title);
  return line.issue ? `${title} #${oneLine(line.issue)}` : title;
}

/** "book 3 (Saga #1)": the book number the staff screen shows, and what it is. */
function bookOf(order: OrderSubmittedData, bookNo: number): string {
  const book = booksOf(order).find((b) => b.bookNo === bookNo);
  return book ? `book ${bookNo} (${bookTitle(order, book.lineIndex)})` : `book ${bookNo}`;
}

/** A line's books: "book 3 (Saga #1)" for one copy, "books 3 and 4 (Saga #1)" for several. */
function lineBooksOf(order: OrderSubmittedData, lineIndex: number): { words: string; copies: number } {
  const numbers = booksOf(order)
    .filter((b) => b.lineIndex === lineIndex)
    .map((b) => b.bookNo);
  const title = bookTitle(order, lineIndex);
  if (numbers.length === 0) return { words: title, copies: 1 };
  return { words: `${numbers.length === 1 ? 'book' : 'books'} ${listOf(numbers)} (${title})`, copies: numbers.length };
}

/** What a change does to the balance, signed: "+$15.00 balance", "-$15.00 balance", "no change to the balance". */
function balanceChange(cents: number, currency: OrderSubmittedData['currency']): string {
  if (cents === 0) return 'no change to the balance';
  return `${cents > 0 ? '+' : ''}${formatCents(cents, currency)} balance`;
}

function tierLabelOf(order: OrderSubmittedData, tierId: string): string {
  const tier = order.tiers.find((t) => t.id === tierId);
  return tier ? `the ${oneLine(tier.label)} tier (${tierId})` : `tier ${tierId}`;
}

/** The line of one event of the order. */
export function orderEventLine(event: OrderEvent, { order, actor, nameOf }: OrderLineContext): string {
  const who = actorName(actor, nameOf);
  const money = (cents: number) => formatCents(cents, order.currency);
  switch (event.type) {
    case 'OrderSubmitted': {
      const d = event.data;
      const paid = d.payment.status === 'Charged' ? `${money(d.payment.amountCents)} charged` : 'nothing to charge';
      return `${who} submitted the order: ${plural(d.count, 'book')}, ${paid}`;
    }
    case 'OrderReceived': {
      const d = event.data;
      const missing = d.books.filter((b) => !b.arrived).map((b) => b.bookNo);
      const arrived = d.books.length - missing.length;
      const missingWords = missing.length === 0 ? '' : `, ${missing.length === 1 ? 'book' : 'books'} ${listOf(missing)} missing`;
      return `${who} received the order: ${arrived} of ${plural(d.books.length, 'book')} arrived${missingWords}`;
    }
    case 'BookPreGraded':
      return `${who} pre-graded ${bookOf(order, event.data.bookNo)}`;
    case 'BookPressed':
      return `${who} pressed ${bookOf(order, event.data.bookNo)}`;
    case 'BookGraded': {
      const d = event.data;
      const verified = d.signatures.filter((s) => s.verdict === 'Verified').length;
      const rejected = d.signatures.length - verified;
      const signatures = d.signatures.length === 0 ? '' : `; signatures: ${verified} verified, ${rejected} rejected`;
      return `${who} graded ${bookOf(order, d.bookNo)}: ${gradeText(d.grade)} ${d.category}${signatures}`;
    }
    case 'BookImaged':
      return `${who} photographed the cover of ${bookOf(order, event.data.bookNo)}`;
    case 'BookCoverReplaced':
      return `${who} retook the cover photo of ${bookOf(order, event.data.bookNo)}, replacing the earlier photo`;
    case 'BookEncapsulated':
      return `${who} encapsulated ${bookOf(order, event.data.bookNo)} under certification ${event.data.certificationId}`;
    case 'TierQcApproved':
      return `${who} approved quality control of ${tierLabelOf(order, event.data.tierId)}`;
    case 'DeclaredValueCorrected': {
      const d = event.data;
      const { words, copies } = lineBooksOf(order, d.lineIndex);
      const values = `from ${money(d.previousInsuredCents)} to ${money(d.insuredCents)}${copies > 1 ? ' a book' : ''}`;
      const tier = d.previousTierCode === d.tierCode ? '' : `, tier ${d.previousTierCode} to ${d.tierCode}`;
      return `${who} corrected the declared value of ${words} ${values}${tier}: ${balanceChange(d.amountCents, order.currency)}. Reason: ${oneLine(d.reason)}`;
    }
    case 'BalancePaid':
      return `${who} paid the balance of ${money(event.data.amountCents)} with ${oneLine(event.data.displayName)}`;
    case 'OrderShipped':
      return `${who} shipped the order by ${event.data.carrier}, tracking number ${oneLine(event.data.trackingNumber)}`;
    case 'OrderReadyForPickUp': {
      const place = order.shipping.kind === 'pickup' ? ` at ${oneLine(order.shipping.name)}` : '';
      return `${who} made the order ready for pick-up${place}`;
    }
    case 'OrderCompleted':
      return `${who} completed the order`;
    case 'OrderCancelled': {
      const d = event.data;
      const due = (d.refundsDue ?? []).reduce((sum, r) => sum + r.amountCents, 0);
      const refund = d.refund ? `${money(d.refund.amountCents)} refunded` : due > 0 ? `${money(due)} to refund` : 'nothing to refund';
      return `${who} cancelled the order, ${refund}. Reason: ${oneLine(d.reason)}`;
    }
    case 'OrderRefundIssued':
      return `${who} refunded ${money(event.data.amountCents)} of payment ${event.data.transactionId}`;
    case 'OrderRefundRefused':
      return `${who} recorded that the card issuer refused to refund ${money(event.data.amountCents)} of payment ${event.data.transactionId}: ${oneLine(event.data.reason)}`;
    default: {
      const unknown: never = event;
      throw new Error(`no line for order event ${JSON.stringify(unknown)}`);
    }
  }
}
