import { describe, it } from 'vitest';
import { giftCardMessages, type GiftCardEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { giftCardDecider } from './gift-card.decider.ts';

const spec = deciderSpec(giftCardDecider);
const code = 'ABCD-EFGH-JKMN-PQRS';
const now = '2025-05-01T10:00:00.000Z';
const later = '2025-05-02T09:30:00.000Z';

const purchase = {
  type: 'RecordGiftCardPurchase',
  code,
  amountCents: 5000,
  purchaserMemberId: 'buyer',
  paymentMethodId: 'pm-1',
  transactionId: 'txn-1',
  recipientName: 'Robin',
  recipientEmail: 'robin@example.test',
  now,
} as const;
const purchased: GiftCardEvent = {
  type: 'GiftCardPurchased',
  data: {
    code,
    amountCents: 5000,
    currency: 'USD',
    purchaserMemberId: 'buyer',
    paymentMethodId: 'pm-1',
    transactionId: 'txn-1',
    recipientName: 'Robin',
    recipientEmail: 'robin@example.test',
    purchasedAt: now,
  },
};
const redeemedBy = (memberId: string): GiftCardEvent => ({
  type: 'GiftCardRedeemed',
  data: { code, amountCents: 5000, currency: 'USD', redeemedByMemberId: memberId, redeemedAt: later },
});
const redeem = (memberId: string) => ({ type: 'RedeemGiftCard', code, memberId, now: later }) as const;

describe('gift card', () => {
  it('given no card under the code, when an approved purchase is recorded, then the card is bought', () => {
    spec.given([]).when(purchase).then([purchased]);
  });

  it('given a card under the code, when another purchase draws the same code, then it is refused so a new code is drawn', () => {
    spec.given([purchased]).when(purchase).thenThrows(`gift card ${code} exists`);
  });

  it('given a bought card, when a member redeems it, then its whole amount is redeemed by that member', () => {
    spec.given([purchased]).when(redeem('friend')).then([redeemedBy('friend')]);
  });

  it('given a redeemed card, when it is redeemed again (by anyone), then it is refused', () => {
    spec.given([purchased, redeemedBy('friend')]).when(redeem('friend')).thenThrows(giftCardMessages.alreadyRedeemed);
    spec.given([purchased, redeemedBy('friend')]).when(redeem('buyer')).thenThrows(giftCardMessages.alreadyRedeemed);
  });

  it('given no card under the code, when redeeming it, then the code is not valid', () => {
    spec.given([]).when(redeem('friend')).thenThrows(giftCardMessages.codeInvalid);
  });
});
