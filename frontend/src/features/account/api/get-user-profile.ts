import { UserProfileResponse } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

const userProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/userprofile (spec 7.2): the signed-in member. Later stages add rewards, addresses, pay methods. */
    getUserProfile: build.query<UserProfileResponse, void>({
      query: () => '/api/userprofile',
      responseSchema: import.meta.env.DEV ? UserProfileResponse : undefined,
      providesTags: [{ type: 'Member', id: 'ME' }],
    }),
  }),
});

export const { useGetUserProfileQuery } = userProfileApi;
