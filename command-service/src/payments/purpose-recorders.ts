import type { CommandServiceDeps } from '../shared/deps.ts';
import type { PurposeRecorders } from './payment-process.ts';
import { recordSubmission } from '../orders/submit-order/record-submission.ts';
import { recordBalancePayment } from '../orders/pay-balance/record-balance-payment.ts';
import { recordGiftCardPurchase } from '../gift-cards/record-gift-card-purchase.ts';
import { recordMembershipPurchase } from '../membership/record-membership-purchase.ts';

/** Who records what each kind of payment paid for: the slice that owns it. */
export function purposeRecorders(deps: CommandServiceDeps): PurposeRecorders {
  return {
    OrderSubmission: (payment) => recordSubmission(deps, payment),
    OrderBalance: (payment) => recordBalancePayment(deps, payment),
    GiftCardPurchase: (payment) => recordGiftCardPurchase(deps, payment),
    MembershipPurchase: (payment) => recordMembershipPurchase(deps, payment),
  };
}
