import { cardBrandOf, digitsOnly, isExpired, lastFour, passesLuhn } from '@certus/contracts';
import type { Clock, IdGenerator } from '../runtime/index.ts';
import {
  PaymentGatewayError,
  type BankAccountDetails,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
  type TokenizeResult,
} from './port.ts';
import { MemoryTestGatewayLedger, type TestGatewayLedger } from './test-gateway-ledger.ts';

/**
 * The built-in test gateway of the embedded default (no payment sandbox is reachable from here). It checks
 * what a real gateway checks (Luhn, expiry, card code length) and behaves by documented test numbers:
 *
 * | number              | what happens                                  |
 * |---------------------|-----------------------------------------------|
 * | 4111 1111 1111 1111 | approved (Visa)                               |
 * | 5555 5555 5555 4444 | approved (Mastercard)                         |
 * | 4000 0000 0000 0002 | stored, but every charge is declined          |
 * | 4000 0000 0000 0119 | stored, but every charge fails (gateway error)|
 *
 * Any other number that passes the Luhn check is approved. Bank accounts: routing number 011000015 with
 * any account number is approved; account number 000123456789 is declined on charge.
 *
 * Refunds: a transaction id of this gateway is refunded (a refund id `test_refund_...`); more than what is
 * left of a charge in its ledger is refused, as is an id the gateway never issued. A transaction the ledger
 * does not know (a memory ledger's charge from before a restart) is only checked for its form.
 * The token carries the behaviour, so stored cards need no storage; the ledger keeps each answer by its
 * idempotency key (see test-gateway-ledger.ts). No card data is kept anywhere (only outcomes and random ids).
 */
export const TEST_CARDS = {
  approved: '4111111111111111',
  approvedMastercard: '5555555555554444',
  declined: '4000000000000002',
  error: '4000000000000119',
} as const;
export const TEST_BANK = { routingNumber: '011000015', approvedAccount: '123456789012', declinedAccount: '000123456789' } as const;

type Behaviour = 'approve' | 'decline' | 'error';
const TOKEN = /^test_(approve|decline|error)_[0-9a-f-]{36}$/;
const TRANSACTION = /^test_txn_[0-9a-f-]{36}$/;

export class TestPaymentGateway implements PaymentGateway {
  readonly name = 'test';

  /**
   * @param ledger what the gateway answered under each key: in PostgreSQL for the platform (shared by its
   *   processes and kept across restarts, like a real gateway's books), in memory for unit tests.
   */
  constructor(
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly ledger: TestGatewayLedger = new MemoryTestGatewayLedger(),
  ) {}

  async storeCard(card: CardDetails): Promise<TokenizeResult> {
    const number = digitsOnly(card.number);
    if (!passesLuhn(number)) return { outcome: 'refused', reason: 'The card number is not valid.' };
    if (isExpired(card.expireMonth, card.expireYear, this.clock.now())) return { outcome: 'refused', reason: 'The card has expired.' };
    const codeLength = cardBrandOf(number) === 'American Express' ? 4 : 3;
    if (digitsOnly(card.cardCode).length !== codeLength) {
      return { outcome: 'refused', reason: `The card code must be ${codeLength} digits.` };
    }
    const behaviour: Behaviour = number === TEST_CARDS.declined ? 'decline' : number === TEST_CARDS.error ? 'error' : 'approve';
    return { outcome: 'stored', instrument: { token: this.tokenFor(behaviour), last4: lastFour(number), brand: cardBrandOf(number) } };
  }

  async storeBankAccount(account: BankAccountDetails): Promise<TokenizeResult> {
    const routing = digitsOnly(account.routingNumber);
    const number = digitsOnly(account.accountNumber);
    if (!isValidRoutingNumber(routing)) return { outcome: 'refused', reason: 'The routing number is not valid.' };
    if (number.length < 4 || number.length > 17) return { outcome: 'refused', reason: 'The account number must be 4 to 17 digits.' };
    const behaviour: Behaviour = number === TEST_BANK.declinedAccount ? 'decline' : 'approve';
    return { outcome: 'stored', instrument: { token: this.tokenFor(behaviour), last4: lastFour(number), brand: 'Bank account' } };
  }

  /** A charge retried under its key gets the first answer back: the ledger keeps it. */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = await this.ledger.chargeUnder(request.idempotencyKey);
    if (earlier) return earlier.result;
    const behaviour = TOKEN.exec(request.token)?.[1] as Behaviour | undefined;
    if (!behaviour) return { outcome: 'declined', reason: 'The payment method is not known to the gateway.' };
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      return { outcome: 'declined', reason: 'The amount must be a positive number of cents.' };
    }
    if (behaviour === 'error') throw new PaymentGatewayError('The payment gateway could not process the charge.');
    const result: ChargeResult =
      behaviour === 'decline'
        ? { outcome: 'declined', reason: 'The card was declined.' }
        : { outcome: 'approved', transactionId: `test_txn_${this.ids.uuid()}` };
    return this.ledger.recordCharge(request.idempotencyKey, result, request.amountCents);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    return (await this.ledger.chargeUnder(idempotencyKey))?.result ?? null;
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const earlier = await this.ledger.refundUnder(request.idempotencyKey);
    if (earlier) return earlier;
    if (!TRANSACTION.test(request.transactionId)) return { outcome: 'refused', reason: 'The transaction is not known to the gateway.' };
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      return { outcome: 'refused', reason: 'The amount must be a positive number of cents.' };
    }
    return this.ledger.recordRefund(request.idempotencyKey, request.transactionId, request.amountCents, `test_refund_${this.ids.uuid()}`);
  }

  private tokenFor(behaviour: Behaviour) {
    return `test_${behaviour}_${this.ids.uuid()}`;
  }
}

/** ABA routing number checksum (weights 3, 7, 1). */
function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}
