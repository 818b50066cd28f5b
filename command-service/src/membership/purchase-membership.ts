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
import { HttpResponseError, parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, loadState, type CommandContext } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { writtenAtOf } from '../shared/accepted.ts';
import { savedMethod, walletDecider } from '../wallet/wallet.decider.ts';
import { membershipDecider } from './membership.decider.ts';

/**
 * POST /api/userprofile/purchaseMembership/{level}/{payMethodId}/{autoRenew} (spec 3 Membership purchase,
 * 4 Membership, 7.2, 9). The payment method must be one of the caller's own (else 404). The price is
 * charged through the gateway with an idempotency key derived from the command id, so a retried request
 * (same Idempotency-Key) never charges twice; then:
 * - approved: MembershipPurchased, one term from the later of now and the current expiry;
 * - declined: MembershipPaymentDeclined for the audit trail, 402 with the gateway's reason; nothing paid;
 * - gateway failure (PaymentGatewayError): 502 from the error handler; nothing charged, nothing recorded.
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

    const charge = await deps.payments.charge({
      token: method.gatewayToken,
      amountCents: offer.priceCents,
      currency: offer.currency,
      description: `Certus ${offer.level} membership (${offer.termYears} year)`,
      idempotencyKey: `membership:${memberId}:${commandId}`,
    });
    const { result, state } = await handleCommand(
      deps.store,
      membershipStreamId(memberId),
      membershipDecider,
      {
        type: 'PurchaseMembership',
        memberId,
        offer,
        paymentMethodId: method.paymentMethodId,
        autoRenew: params.autoRenew,
        charge,
        now: deps.clock.now().toISOString(),
      },
      context,
    );
    if (charge.outcome === 'declined') {
      throw new HttpResponseError(402, { message: membershipMessages.purchaseFailed, modelState: { 'model.payMethodId': [charge.reason] } });
    }
    res.json({
      message: membershipMessages.purchased,
      position: writtenAtOf(result),
      membership: { level: offer.level, expiresAt: state.expiresAt!, autoRenew: state.autoRenew, priceCents: offer.priceCents, currency: offer.currency },
    } satisfies MembershipPurchasedResponse);
  });
}
