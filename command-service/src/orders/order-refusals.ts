import { formatCents, orderMessages, type CurrencyCode } from '@certus/contracts';

/**
 * Why the order decider refuses a step (409, or 404 for what does not exist): one place for the words staff
 * read on the work screen. Each names the book, tier or line and what is missing. Lines are numbered from 1
 * for people (the body's lineIndex is 0-based).
 */
const list = (items: readonly (string | number)[]) => items.join(', ');
const books = (nos: readonly number[]) => (nos.length === 1 ? `book ${nos[0]}` : `books ${list(nos)}`);

export const orderRefusals = {
  orderNotFound: orderMessages.orderNotFound,
  cancelled: (orderId: string) => `Order ${orderId} is cancelled.`,
  completed: (orderId: string) => `Order ${orderId} is completed.`,

  // Receiving
  notReceived: (orderId: string) => `Order ${orderId} has not been received yet.`,
  alreadyReceived: (orderId: string) => `Order ${orderId} has already been received.`,
  bookNotInOrder: (bookNo: number | string, orderId: string) => `Book ${bookNo} is not part of order ${orderId}.`,
  bookListedTwice: (bookNo: number) => `Book ${bookNo} is listed more than once.`,
  booksNotListed: (nos: readonly number[]) => `Say whether ${books(nos)} arrived: every book of the order must be listed.`,

  // Book steps
  bookMissing: (bookNo: number) => `Book ${bookNo} did not arrive with the order.`,
  notPreGraded: (bookNo: number) => `Book ${bookNo} has not been pre-graded yet.`,
  alreadyPreGraded: (bookNo: number) => `Book ${bookNo} has already been pre-graded.`,
  notForPressing: (bookNo: number) => `Book ${bookNo} was not sent for pressing.`,
  notPressed: (bookNo: number) => `Book ${bookNo} has not been pressed yet.`,
  alreadyPressed: (bookNo: number) => `Book ${bookNo} has already been pressed.`,
  notGraded: (bookNo: number) => `Book ${bookNo} has not been graded yet.`,
  alreadyGraded: (bookNo: number) => `Book ${bookNo} has already been graded.`,
  notImaged: (bookNo: number) => `Book ${bookNo} has not been imaged yet.`,
  coverCertified: (bookNo: number) => `Book ${bookNo} is encapsulated: its cover photo is the one certified and can no longer be replaced.`,
  alreadyEncapsulated: (bookNo: number) => `Book ${bookNo} has already been encapsulated.`,

  // Grading
  notOnGradeScale: (grade: number) => `Grade ${grade} is not on the grading scale.`,
  unknownSignature: (bookNo: number, signatureId: string) => `Book ${bookNo} has no signature ${signatureId}.`,
  signatureJudgedTwice: (bookNo: number, signatureId: string) => `Book ${bookNo}: signature ${signatureId} has more than one verdict.`,
  signatureNotJudged: (bookNo: number, type: string, name: string) => `Book ${bookNo}: the ${type} signature${name ? ` of ${name}` : ''} has no verdict.`,
  verifiedNeedsVsp: (bookNo: number) => `Book ${bookNo} cannot be Verified: none of its VSP or VSPP signatures was verified.`,
  authenticNeedsAsp: (bookNo: number) => `Book ${bookNo} cannot be Authentic: none of its ASP signatures was verified.`,

  // Quality control
  tierNotInOrder: (tierId: string, orderId: string) => `Tier ${tierId} is not part of order ${orderId}.`,
  tierAlreadyApproved: (tierId: string) => `Tier ${tierId} has already passed QC.`,
  tierNotEncapsulated: (tierId: string, nos: readonly number[]) => `Tier ${tierId} cannot pass QC: ${books(nos)} ${nos.length === 1 ? 'is' : 'are'} not encapsulated yet.`,

  // Declared value
  lineNotInOrder: (lineIndex: number, orderId: string) => `Line ${lineIndex + 1} is not part of order ${orderId}.`,
  correctionAfterShipping: (orderId: string) => `Order ${orderId} has left the building: its declared values can no longer be corrected.`,
  correctionUnchanged: (lineIndex: number) => `Line ${lineIndex + 1} already has this declared value and tier.`,

  // Balance (spec 3 Payment charge)
  payNotAllowed: orderMessages.payNotAllowed,
  noBalance: orderMessages.noBalance,
  balanceChanged: orderMessages.balanceChanged,

  // Shipping and pick-up
  shipsNotPickUp: (orderId: string) => `Order ${orderId} is shipped to an address: ship it rather than mark it ready for pick-up.`,
  pickUpNotShipped: (orderId: string) => `Order ${orderId} is collected at the counter: mark it ready for pick-up rather than ship it.`,
  tiersNotApproved: (tierIds: readonly string[]) =>
    tierIds.length === 1 ? `Tier ${tierIds[0]} has not passed QC yet.` : `Tiers ${list(tierIds)} have not passed QC yet.`,
  balanceOwed: (orderId: string, balanceCents: number, currency: CurrencyCode) => `Order ${orderId} has a balance of ${formatCents(balanceCents, currency)} to pay first.`,
  alreadyShipped: (orderId: string) => `Order ${orderId} has already been shipped.`,
  alreadyReadyForPickUp: (orderId: string) => `Order ${orderId} is already ready for pick-up.`,
  notOut: (orderId: string) => `Order ${orderId} has not been shipped or made ready for pick-up yet.`,

  // Cancelling
  cancelAfterGrading: (orderId: string, bookNo: number) => `Order ${orderId} cannot be cancelled: book ${bookNo} has already been graded.`,
  cancelAfterShipping: (orderId: string) => `Order ${orderId} cannot be cancelled: it has already been shipped or made ready for pick-up.`,
} as const;
