import { Router } from 'express';
import { PurchaseGiftCardParams as PayMethodParams } from '@certus/contracts';
import {
  PurchaseGiftCardBody,
  RedeemGiftCardBody,
  formatCents,
  giftCardCodeFrom,
  giftCardCreditReason,
  giftCardMessages,
  giftCardStreamId,
  rewardsCommandIds,
  rewardsStreamId,
  walletStreamId,
  type EventMetadata,
  type PurchaseGiftCardResponse,
} from '@certus/contracts';
import { parseOr400, requireUser, type AppendResult } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, loadState, type CommandContext } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted, writtenAtOf } from '../shared/accepted.ts';
import { savedMethod, walletDecider } from '../wallet/wallet.decider.ts';
import { rewardsDecider } from '../rewards/rewards.decider.ts';
import { paymentRefusal } from '../payments/payment-refusal.ts';
import { giftCardDecider } from './gift-card.decider.ts';
import type { RecordedGiftCard } from './record-gift-card-purchase.ts';


/**
 * POST /api/userprofile/giftcard/purchase/{payMethodId} and POST /api/userprofile/giftcard/redeem (spec 3
 * Gift card, 7.2).
 *
 * Purchase: the payment method must be one of the caller's own (else 404). The amount is paid as one payment
 * (payments/payment-process.ts) keyed by the command id, so a retried request (same Idempotency-Key) never
 * charges twice; the card's code is drawn from the secret source before the charge and recorded with the
 * intent. Then:
 * - approved: GiftCardPurchased on `GiftCard-{code}` (record-gift-card-purchase.ts); when a recipient e-mail
 *   was given, the code is mailed there;
 * - declined: 402 with the gateway's reason; no card;
 * - gateway failure: 502; nothing charged, no card.
 *
 * Redeem: GiftCardRedeemed on the card (once: a second redeem is refused), then RewardsCredited on the
 * redeemer's ledger, so the balance read right after includes it. The rewards-ledger reactor credits from
 * GiftCardRedeemed too, under the same command id: if this request dies between the two appends, the
 * member is still credited, and never twice.
 */
export function giftCardRoutes(deps: CommandServiceDeps): Router {
  const router = Router();

  router.post('/api/userprofile/giftcard/purchase/:payMethodId', requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const { payMethodId } = parseOr400(PayMethodParams, req.params);
    const body = parseOr400(PurchaseGiftCardBody, req.body);
    const { state: wallet } = await loadState(deps.store, walletStreamId(memberId), walletDecider);
    const method = savedMethod(wallet, payMethodId);

    const requested = commandContext(req);
    const commandId = requested.commandId ?? deps.ids.uuid();
    const context: CommandContext = { commandId, metadata: { ...requested.metadata, commandId } };

    const paymentKey = `giftcard:${memberId}:${commandId}`;
    const outcome = await deps.paymentProcess.pay(
      {
        paymentKey,
        memberId,
        amountCents: body.amountCents,
        currency: 'USD',
        description: `Certus gift card ${formatCents(body.amountCents)}`,
        gatewayToken: method.gatewayToken,
        purpose: {
          kind: 'GiftCardPurchase',
          code: giftCardCodeFrom(deps.secrets.token(12)),
          paymentMethodId: method.paymentMethodId,
          recipientName: body.recipientName,
          recipientEmail: body.recipientEmail,
          purchaserName: req.user!.displayName,
        },
      },
      context.metadata,
    );
    if (outcome.state.status !== 'Settled') throw paymentRefusal(outcome.state, (reason) => ({ message: giftCardMessages.declined(reason) }));
    // A repeat of a purchase recorded before answers without the code (the purchaser's card list shows it).
    const recorded = outcome.answer as RecordedGiftCard | undefined;
    res.json({ message: giftCardMessages.purchased, position: writtenAtOf(recorded?.result ?? outcome.result), code: recorded?.code ?? null } satisfies PurchaseGiftCardResponse);
  });

  router.post('/api/userprofile/giftcard/redeem', requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const { code } = parseOr400(RedeemGiftCardBody, req.body);
    const context = commandContext(req);
    const now = deps.clock.now().toISOString();
    const { events } = await handleCommand(deps.store, giftCardStreamId(code), giftCardDecider, { type: 'RedeemGiftCard', code, memberId, now }, context);
    const redeemed = events[0]!.data as { amountCents: number };
    const credited = await creditRedeemedCard(deps, context.metadata, { code, memberId, amountCents: redeemed.amountCents, now });
    res.json(accepted(giftCardMessages.redeemed(redeemed.amountCents), credited));
  });

  return router;
}

async function creditRedeemedCard(
  deps: CommandServiceDeps,
  metadata: EventMetadata,
  card: { code: string; memberId: string; amountCents: number; now: string },
): Promise<AppendResult | undefined> {
  const commandId = rewardsCommandIds.creditedForGiftCard(card.code);
  const { result } = await handleCommand(
    deps.store,
    rewardsStreamId(card.memberId),
    rewardsDecider,
    {
      type: 'CreditRewards',
      memberId: card.memberId,
      amountCents: card.amountCents,
      reason: giftCardCreditReason(card.code),
      giftCardCode: card.code,
      now: card.now,
    },
    { commandId, metadata: { ...metadata, commandId } },
  );
  return result;
}
