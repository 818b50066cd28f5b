import type { ChargeResult, RefundResult } from './port.ts';

/** A charge the test gateway answered: the answer, and for an approved one what it took and what was given back. */
export interface LedgerCharge {
  result: ChargeResult;
  amountCents: number;
  refundedCents: number;
}

/**
 * The test gateway's own books: what it answered under each idempotency key. A real gateway keeps these on its
 * side; keeping them outside the gateway object lets a restarted process (or another process) find a charge
 * made before, which is what the payment reconciler relies on. Not the platform's data: the platform learns
 * about payments only from the gateway's answers.
 */
export interface TestGatewayLedger {
  chargeUnder(idempotencyKey: string): Promise<LedgerCharge | undefined>;
  /** Records the answer under the key unless one is there already; returns the answer that stands. */
  recordCharge(idempotencyKey: string, result: ChargeResult, amountCents: number): Promise<ChargeResult>;
  refundUnder(idempotencyKey: string): Promise<RefundResult | undefined>;
  /**
   * Gives `amountCents` of a transaction back under the key, unless that key already has an answer (returned
   * as it stands) or it is more than what is left of a transaction the ledger knows (refused). One atomic step.
   */
  recordRefund(idempotencyKey: string, transactionId: string, amountCents: number, refundId: string): Promise<RefundResult>;
}

export const REFUND_OVER_CHARGE = 'The refund is more than what is left of the charge.';

/** The ledger of one process, in memory (unit tests): forgotten at exit. */
export class MemoryTestGatewayLedger implements TestGatewayLedger {
  private readonly charges = new Map<string, LedgerCharge>();
  private readonly refunds = new Map<string, RefundResult>();

  async chargeUnder(idempotencyKey: string): Promise<LedgerCharge | undefined> {
    return this.charges.get(idempotencyKey);
  }

  async recordCharge(idempotencyKey: string, result: ChargeResult, amountCents: number): Promise<ChargeResult> {
    const earlier = this.charges.get(idempotencyKey);
    if (earlier) return earlier.result;
    this.charges.set(idempotencyKey, { result, amountCents, refundedCents: 0 });
    return result;
  }

  async refundUnder(idempotencyKey: string): Promise<RefundResult | undefined> {
    return this.refunds.get(idempotencyKey);
  }

  async recordRefund(idempotencyKey: string, transactionId: string, amountCents: number, refundId: string): Promise<RefundResult> {
    const earlier = this.refunds.get(idempotencyKey);
    if (earlier) return earlier;
    const charge = [...this.charges.values()].find((c) => c.result.outcome === 'approved' && c.result.transactionId === transactionId);
    if (charge && charge.refundedCents + amountCents > charge.amountCents) return { outcome: 'refused', reason: REFUND_OVER_CHARGE };
    if (charge) charge.refundedCents += amountCents;
    const result: RefundResult = { outcome: 'refunded', refundId };
    this.refunds.set(idempotencyKey, result);
    return result;
  }
}
