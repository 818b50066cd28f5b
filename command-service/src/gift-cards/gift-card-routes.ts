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
import { HttpResponseError, parseOr400, requireUser, type AppendResult } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, loadState, type CommandContext } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted, writtenAtOf } from '../shared/accepted.ts';
import { savedMethod, walletDecider } from '../wallet/wallet.decider.ts';
import { rewardsDecider } from '../rewards/rewards.decider.ts';
import { sendOrWarn } from '../members/send-or-warn.ts';
import { GiftCardCodeTaken, giftCardDecider } from './gift-card.decider.ts';
import { giftCardMail } from './gift-card-mails.ts';

/** Drawing a code that is already a card's is a 2^-80 event; a few draws settle it. */
const CODE_DRAWS = 3;

/**
 * POST /api/userprofile/giftcard/purchase/{payMethodId} and POST /api/userprofile/giftcard/redeem (spec 3
 * Gift card, 7.2).
 *
 * Purchase: the payment method must be one of the caller's own (else 404). The amount is charged with an
 * idempotency key derived from the command id, so a retried request (same Idempotency-Key) never charges
 * twice; then:
 * - approved: GiftCardPurchased on `GiftCard-{code}`, the code drawn from the secret source; when a
 *   recipient e-mail was given, the code is mailed there;
 * - declined: 402 with the gateway's reason; nothing is recorded;
 * - gateway failure (PaymentGatewayError): 502 from the error handler; nothing charged, nothing recorded.
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

    const charge = await deps.payments.charge({
      token: method.gatewayToken,
      amountCents: body.amountCents,
      currency: 'USD',
      description: `Certus gift card ${formatCents(body.amountCents)}`,
      idempotencyKey: `giftcard:${memberId}:${commandId}`,
    });
    if (charge.outcome === 'declined') throw new HttpResponseError(402, { message: giftCardMessages.declined(charge.reason) });

    const { code, result } = await recordPurchase(deps, context, {
      amountCents: body.amountCents,
      purchaserMemberId: memberId,
      paymentMethodId: method.paymentMethodId,
      transactionId: charge.transactionId,
      recipientName: body.recipientName,
      recipientEmail: body.recipientEmail,
    });
    if (result?.duplicate) {
      res.json({ message: giftCardMessages.purchased, position: writtenAtOf(result), code: null } satisfies PurchaseGiftCardResponse);
      return;
    }
    if (body.recipientEmail) {
      const mail = giftCardMail(deps.config.publicOrigin, {
        code,
        amountCents: body.amountCents,
        recipientEmail: body.recipientEmail,
        recipientName: body.recipientName,
        purchaserName: req.user!.displayName,
      });
      await sendOrWarn(deps, mail, req.correlationId);
    }
    res.json({ message: giftCardMessages.purchased, position: writtenAtOf(result), code } satisfies PurchaseGiftCardResponse);
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

async function recordPurchase(
  deps: CommandServiceDeps,
  context: CommandContext,
  purchase: Omit<Extract<Parameters<typeof giftCardDecider.decide>[0], { type: 'RecordGiftCardPurchase' }>, 'type' | 'code' | 'now'>,
): Promise<{ code: string; result: AppendResult | undefined }> {
  for (let draw = 1; ; draw++) {
    const code = giftCardCodeFrom(deps.secrets.token(12));
    try {
      const { result } = await handleCommand(
        deps.store,
        giftCardStreamId(code),
        giftCardDecider,
        { type: 'RecordGiftCardPurchase', code, ...purchase, now: deps.clock.now().toISOString() },
        context,
      );
      return { code, result };
    } catch (error) {
      if (error instanceof GiftCardCodeTaken && draw < CODE_DRAWS) continue;
      throw error;
    }
  }
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
