import { membershipStreamId, type MembershipOffer } from '@certus/contracts';
import type { AppendResult } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import type { ApprovedPayment, PurposeRecord } from '../payments/payment-process.ts';
import { membershipDecider, type MembershipState } from './membership.decider.ts';

type Purchase = Extract<ApprovedPayment['request']['purpose'], { kind: 'MembershipPurchase' }>;

/** What recording a membership purchase answers the purchase route with. */
export interface RecordedMembership {
  result: AppendResult | undefined;
  state: MembershipState;
}

/**
 * Records a paid membership: MembershipPurchased, one term from the later of now and the current expiry. The
 * decider recognises the charge's transaction, so recording it twice stores it once; it is never refused.
 */
export async function recordMembershipPurchase(deps: Pick<CommandServiceDeps, 'store' | 'clock'>, payment: ApprovedPayment<Purchase>): Promise<PurposeRecord> {
  const { request, transactionId, metadata } = payment;
  const { level, termYears, paymentMethodId, autoRenew } = request.purpose;
  // What was charged is what is recorded, whatever the price list says by the time this runs.
  const offer = { level, priceCents: request.amountCents, currency: request.currency, termYears } as MembershipOffer;
  const streamId = membershipStreamId(request.memberId);
  const commandId = `membership-purchase:${request.paymentKey}`;
  const { result, state } = await handleCommand(
    deps.store,
    streamId,
    membershipDecider,
    { type: 'PurchaseMembership', memberId: request.memberId, offer, paymentMethodId, autoRenew, charge: { outcome: 'approved', transactionId }, now: deps.clock.now().toISOString() },
    { commandId, metadata: { ...metadata, commandId } },
  );
  return { recorded: true, recordedIn: streamId, answer: { result, state } satisfies RecordedMembership };
}
