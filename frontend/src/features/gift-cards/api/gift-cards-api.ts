import {
  GiftCardsResponse,
  PurchaseGiftCardResponse,
  UserProfileResponse,
  giftCardPaths,
  type CommandAccepted,
  type PaymentMethodView,
  type PurchaseGiftCardBody,
  type RedeemGiftCardBody,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

const GIFT_CARDS = { type: 'GiftCard', id: 'LIST' } as const;
/** The rewards balance (features/rewards provides it): a redeemed card adds to it. */
const REWARDS = { type: 'Rewards', id: 'ME' } as const;
/** The stored payment methods are part of the member's profile. */
const PROFILE = { type: 'Member', id: 'ME' } as const;

export interface PurchaseGiftCardArgs {
  payMethodId: string;
  body: PurchaseGiftCardBody;
  /** One per purchase the member makes: a resent request (e.g. after a token refresh) is charged once. */
  idempotencyKey: string;
}

const giftCardsApi = api.enhanceEndpoints({ addTagTypes: ['GiftCard', 'Rewards'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/userprofile/giftcards: the cards the member bought, newest first. */
    getGiftCards: build.query<GiftCardsResponse, void>({
      query: () => giftCardPaths.list,
      responseSchema: import.meta.env.DEV ? GiftCardsResponse : undefined,
      providesTags: [GIFT_CARDS],
    }),
    /** The payment methods of GET /api/userprofile (spec 7.2) to pay with. */
    getGiftCardPayMethods: build.query<PaymentMethodView[], void>({
      query: () => '/api/userprofile',
      rawResponseSchema: UserProfileResponse,
      transformResponse: (profile: UserProfileResponse) => profile.payMethods,
      providesTags: [PROFILE],
    }),
    /** POST /api/userprofile/giftcard/purchase/{payMethodId} (spec 7.2). */
    purchaseGiftCard: build.mutation<PurchaseGiftCardResponse, PurchaseGiftCardArgs>({
      query: ({ payMethodId, body, idempotencyKey }) => ({
        url: giftCardPaths.purchase(payMethodId),
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [GIFT_CARDS],
    }),
    /** POST /api/userprofile/giftcard/redeem: the card's value joins the rewards balance. */
    redeemGiftCard: build.mutation<CommandAccepted, RedeemGiftCardBody>({
      query: (body) => ({ url: giftCardPaths.redeem, method: 'POST', body }),
      invalidatesTags: [REWARDS, GIFT_CARDS],
    }),
  }),
});

export const { useGetGiftCardsQuery, useGetGiftCardPayMethodsQuery, usePurchaseGiftCardMutation, useRedeemGiftCardMutation } = giftCardsApi;
