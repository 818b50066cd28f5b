/**
 * The payment gateway port (spec 3 Payment method, 7.3 transaction). The platform never keeps a full card
 * or account number, nor a card code: they go to the gateway, which answers with an opaque token; the
 * platform keeps the token, the last 4 digits, the brand, the expiry and the name.
 */

export interface CardDetails {
  number: string;
  cardCode: string;
  expireMonth: number;
  expireYear: number;
  nameOnCard: string;
}

export interface BankAccountDetails {
  accountNumber: string;
  routingNumber: string;
  nameOnAccount: string;
  bankName: string;
}

export interface StoredInstrument {
  /** The gateway's token for the card or account (spec 3: authNetID); the only way to charge it later. */
  token: string;
  last4: string;
  brand: string;
}

export type TokenizeResult = { outcome: 'stored'; instrument: StoredInstrument } | { outcome: 'refused'; reason: string };

export interface ChargeRequest {
  token: string;
  amountCents: number;
  currency: 'USD' | 'CAD';
  description: string;
  /** The same key charges at most once (a retried command must not charge twice). */
  idempotencyKey: string;
}

export type ChargeResult =
  | { outcome: 'approved'; transactionId: string }
  | { outcome: 'declined'; reason: string };

export interface RefundRequest {
  /** The transaction of the charge to give money back from (ChargeResult.transactionId). */
  transactionId: string;
  /** At most what is left of the charge; a part of it is a partial refund. */
  amountCents: number;
  /** The same key refunds at most once (a retried cancel must not refund twice). */
  idempotencyKey: string;
}

export type RefundResult =
  | { outcome: 'refunded'; refundId: string }
  | { outcome: 'refused'; reason: string };

/** The gateway could not be reached or failed: nothing was charged, and the caller may try again. */
export class PaymentGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

/**
 * A payment was started and its end is not known yet: the gateway did not answer in time, or its answer could
 * not be recorded. Nothing more will be taken for it: the payment reconciler finishes it (records what was
 * taken and what it paid for, or gives it back). Answered 503, never retried blindly by the caller.
 */
export class PaymentPendingError extends Error {
  constructor(
    message: string,
    readonly paymentKey: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentPendingError';
  }
}

export interface PaymentGateway {
  readonly name: string;
  storeCard(card: CardDetails): Promise<TokenizeResult>;
  storeBankAccount(account: BankAccountDetails): Promise<TokenizeResult>;
  /** Declines are answers, not errors; a PaymentGatewayError means the charge did not happen. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives (part of) a charge back. A refusal is an answer; a PaymentGatewayError means nothing was refunded. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * The answer the gateway gave to a charge under this idempotency key, or null when it never saw one. This is
   * how a charge whose answer was lost (the process died while asking) is found again: every real gateway can
   * look a transaction up by the merchant's own reference.
   */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
}
