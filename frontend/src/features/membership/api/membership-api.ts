import {
  UserProfileResponse,
  membershipPaths,
  type MemberView,
  type MembershipPurchasedResponse,
  type PaymentMethodView,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/** The membership and the wallet are parts of the member's profile: a purchase refreshes the profile's reads. */
const PROFILE = { type: 'Member', id: 'ME' } as const;

/** What the upgrade page needs of GET /api/userprofile: the membership now held and the methods to pay with. */
export interface MembershipProfile {
  membership: MemberView['membership'];
  membershipExpiryDate: MemberView['membershipExpiryDate'];
  payMethods: PaymentMethodView[];
}

export interface PurchaseMembershipArgs {
  level: string;
  payMethodId: string;
  autoRenew: boolean;
  /** One per purchase the member confirms: a resent request (e.g. after a token refresh) is charged once. */
  idempotencyKey: string;
}

const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMembershipProfile: build.query<MembershipProfile, void>({
      query: () => '/api/userprofile',
      rawResponseSchema: UserProfileResponse,
      transformResponse: ({ member, payMethods }: UserProfileResponse) => ({
        membership: member.membership,
        membershipExpiryDate: member.membershipExpiryDate,
        payMethods,
      }),
      providesTags: [PROFILE],
    }),
    /** POST /api/userprofile/purchaseMembership/{level}/{payMethodId}/{autoRenew} (spec 7.2). */
    purchaseMembership: build.mutation<MembershipPurchasedResponse, PurchaseMembershipArgs>({
      query: ({ level, payMethodId, autoRenew, idempotencyKey }) => ({
        url: membershipPaths.purchase(level, payMethodId, autoRenew),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [PROFILE],
    }),
  }),
});

export const { useGetMembershipProfileQuery, usePurchaseMembershipMutation } = membershipApi;
