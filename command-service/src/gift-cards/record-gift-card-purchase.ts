import { giftCardStreamId } from '@certus/contracts';
import type { AppendResult } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, loadState } from '../shared/command-handler.ts';
import type { ApprovedPayment, PurposeRecord } from '../payments/payment-process.ts';
import { sendOrWarn } from '../members/send-or-warn.ts';
import { GiftCardCodeTaken, giftCardDecider } from './gift-card.decider.ts';
import { giftCardMail } from './gift-card-mails.ts';

type Purchase = Extract<ApprovedPayment['request']['purpose'], { kind: 'GiftCardPurchase' }>;

/** What recording a purchase answers the purchase route with. */
export interface RecordedGiftCard {
  code: string;
  result: AppendResult | undefined;
}

/**
 * Records a paid gift card: GiftCardPurchased on `GiftCard-{code}`, the code drawn before the charge. A card
 * already there with this charge is this purchase recorded before (by the request or the reconciler); one
 * with another charge means the code was drawn twice (2^-80): the charge is given back. The recipient's mail
 * goes out when the card is first recorded.
 */
export async function recordGiftCardPurchase(deps: CommandServiceDeps, payment: ApprovedPayment<Purchase>): Promise<PurposeRecord> {
  const { request, transactionId, metadata } = payment;
  const { code, paymentMethodId, recipientName, recipientEmail, purchaserName } = request.purpose;
  const streamId = giftCardStreamId(code);
  const recordedBefore = async (): Promise<PurposeRecord> => {
    const { state } = await loadState(deps.store, streamId, giftCardDecider);
    return state.status !== 'None' && state.transactionId === transactionId
      ? { recorded: true, recordedIn: streamId }
      : { recorded: false, reason: `Gift card code ${code} was drawn twice.` };
  };
  const commandId = `giftcard-purchase:${request.paymentKey}`;
  let result: AppendResult | undefined;
  try {
    ({ result } = await handleCommand(
      deps.store,
      streamId,
      giftCardDecider,
      { type: 'RecordGiftCardPurchase', code, amountCents: request.amountCents, purchaserMemberId: request.memberId, paymentMethodId, transactionId, recipientName, recipientEmail, now: deps.clock.now().toISOString() },
      { commandId, metadata: { ...metadata, commandId } },
    ));
  } catch (error) {
    // The card exists: recorded before by the request or the reconciler (same charge), or a code drawn twice.
    if (error instanceof GiftCardCodeTaken) return recordedBefore();
    throw error;
  }
  if (recipientEmail && !result?.duplicate) {
    const mail = giftCardMail(deps.config.publicOrigin, { code, amountCents: request.amountCents, recipientEmail, recipientName, purchaserName });
    await sendOrWarn(deps, mail, metadata.correlationId);
  }
  return { recorded: true, recordedIn: streamId, answer: { code, result } satisfies RecordedGiftCard };
}
