import { RewardsHistoryResponse, giftCardPaths } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/** The rewards balance and history; gift card redemptions invalidate it (features/gift-cards). */
export const REWARDS_TAG = { type: 'Rewards', id: 'ME' } as const;

const rewardsApi = api.enhanceEndpoints({ addTagTypes: ['Rewards'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/userprofile/rewards/history: the balance (spec 9: points and dollars) and every entry, newest first. */
    getRewardsHistory: build.query<RewardsHistoryResponse, void>({
      query: () => giftCardPaths.rewardsHistory,
      responseSchema: import.meta.env.DEV ? RewardsHistoryResponse : undefined,
      providesTags: [REWARDS_TAG],
    }),
  }),
});

export const { useGetRewardsHistoryQuery } = rewardsApi;
