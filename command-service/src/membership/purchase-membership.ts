import { Router } from 'express';
import {
  DomainError,
  PurchaseMembershipParams,
  membershipMessages,
  membershipOffer,
  membershipStreamId,
  walletStreamId,
  type MembershipPurchasedResponse,
} from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, loadState, type CommandContext } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { writtenAtOf } from '../shared/accepted.ts';
import { savedMethod, walletDecider } from '../wallet/wallet.decider.ts';
import { membershipDecider } from './membership.decider.ts';
import { paymentRefusal } from '../payments/payment-refusal.ts';
import type { RecordedMembership } from './record-membership-purchase.ts';

/**
 * POST /api/userprofile/purchaseMembership/{level}/{payMethodId}/{autoRenew} (spec 3 Membership purchase,
 * 4 Membership, 7.2, 9). The payment method must be one of the caller's own (else 404). The price is paid as
 * one payment (payments/payment-process.ts) keyed by the command id, so a retried request (same
 * Idempotency-Key) never charges twice; then:
 * - approved: MembershipPurchased, one term from the later of now and the current expiry
 *   (record-membership-purchase.ts);
 * - declined: MembershipPaymentDeclined for the member's history, 402 with the gateway's reason; nothing paid;
 * - gateway failure: 502; nothing charged, nothing recorded.
 */
export function purchaseMembershipRoute(deps: CommandServiceDeps): Router {
  return Router().post('/api/userprofile/purchaseMembership/:level/:payMethodId/:autoRenew', requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const params = parseOr400(PurchaseMembershipParams, req.params);
    const offer = membershipOffer(params.level);
    if (!offer) throw new DomainError('invalid', membershipMessages.unknownLevel, 'level');
    const { state: wallet } = await loadState(deps.store, walletStreamId(memberId), walletDecider);
    const method = savedMethod(wallet, params.payMethodId);

    const requested = commandContext(req);
    const commandId = requested.commandId ?? deps.ids.uuid();
    const context: CommandContext = { commandId, metadata: { ...requested.metadata, commandId } };

    const outcome = await deps.paymentProcess.pay(
      {
        paymentKey: `membership:${memberId}:${commandId}`,
        memberId,
        amountCents: offer.priceCents,
        currency: offer.currency,
        description: `Certus ${offer.level} membership (${offer.termYears} year)`,
        gatewayToken: method.gatewayToken,
        purpose: { kind: 'MembershipPurchase', level: offer.level, termYears: offer.termYears, paymentMethodId: method.paymentMethodId, autoRenew: params.autoRenew },
      },
      context.metadata,
    );
    if (outcome.state.status === 'Declined') {
      // Kept on the membership too, for the member's own history of the club.
      const reason = outcome.state.reason ?? '';
      const declined = { type: 'PurchaseMembership' as const, memberId, offer, paymentMethodId: method.paymentMethodId, autoRenew: params.autoRenew, charge: { outcome: 'declined' as const, reason }, now: deps.clock.now().toISOString() };
      await handleCommand(deps.store, membershipStreamId(memberId), membershipDecider, declined, context);
    }
    if (outcome.state.status !== 'Settled') {
      throw paymentRefusal(outcome.state, (reason) => ({ message: membershipMessages.purchaseFailed, modelState: { 'model.payMethodId': [reason] } }));
    }
    const recorded = (outcome.answer as RecordedMembership | undefined) ?? { result: undefined, state: (await loadState(deps.store, membershipStreamId(memberId), membershipDecider)).state };
    const { state } = recorded;
    res.json({
      message: membershipMessages.purchased,
      position: writtenAtOf(recorded.result ?? outcome.result),
      membership: { level: offer.level, expiresAt: state.expiresAt!, autoRenew: state.autoRenew, priceCents: offer.priceCents, currency: offer.currency },
    } satisfies MembershipPurchasedResponse);
  });
}
