import { DomainError, giftCardMessages, type GiftCardEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/** Stream `GiftCard-{code}`: whether the card exists, and whether it was redeemed (a card is redeemed whole, once). */
export type GiftCardState =
  | { status: 'None' }
  | { status: 'Active'; code: string; amountCents: number; purchaserMemberId: string; transactionId: string }
  | { status: 'Redeemed'; code: string; amountCents: number; purchaserMemberId: string; transactionId: string; redeemedByMemberId: string };

export type GiftCardCommand =
  | {
      /** Recorded after the gateway approved the charge (the route charges first, then records). */
      type: 'RecordGiftCardPurchase';
      code: string;
      amountCents: number;
      purchaserMemberId: string;
      paymentMethodId: string;
      transactionId: string;
      recipientName: string | null;
      recipientEmail: string | null;
      now: string;
    }
  | { type: 'RedeemGiftCard'; code: string; memberId: string; now: string };

/** A new code that is already a card's: the route draws another one (80 random bits make this a formality). */
export class GiftCardCodeTaken extends Error {
  override readonly name = 'GiftCardCodeTaken';
}

export function decideGiftCard(command: GiftCardCommand, state: GiftCardState): GiftCardEvent[] {
  switch (command.type) {
    case 'RecordGiftCardPurchase': {
      if (state.status !== 'None') throw new GiftCardCodeTaken(`gift card ${command.code} exists`);
      const { type: _type, now, ...data } = command;
      return [{ type: 'GiftCardPurchased', data: { ...data, currency: 'USD', purchasedAt: now } }];
    }
    case 'RedeemGiftCard': {
      if (state.status === 'None') throw new DomainError('not_found', giftCardMessages.codeInvalid);
      if (state.status === 'Redeemed') throw new DomainError('conflict', giftCardMessages.alreadyRedeemed);
      return [
        {
          type: 'GiftCardRedeemed',
          data: { code: state.code, amountCents: state.amountCents, currency: 'USD', redeemedByMemberId: command.memberId, redeemedAt: command.now },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveGiftCard(state: GiftCardState, event: GiftCardEvent): GiftCardState {
  switch (event.type) {
    case 'GiftCardPurchased':
      return { status: 'Active', code: event.data.code, amountCents: event.data.amountCents, purchaserMemberId: event.data.purchaserMemberId, transactionId: event.data.transactionId };
    case 'GiftCardRedeemed':
      return state.status === 'None' ? state : { ...state, status: 'Redeemed', redeemedByMemberId: event.data.redeemedByMemberId };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const giftCardDecider: Decider<GiftCardState, GiftCardCommand, GiftCardEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: evolveGiftCard,
  decide: decideGiftCard,
};
