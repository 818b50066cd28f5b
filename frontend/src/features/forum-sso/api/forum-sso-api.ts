import { ForumSsoCallbackResponse, ForumSsoResponse, forumSsoPaths } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

const forumSsoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/account/sso/ninjapost (spec 7.1): the member's id and the forum's app id. */
    getForumSignIn: build.query<ForumSsoResponse, void>({
      query: () => forumSsoPaths.ninjapost,
      responseSchema: import.meta.env.DEV ? ForumSsoResponse : undefined,
      keepUnusedDataFor: 0,
    }),
    /** GET /api/account/sso/ninjapost2: the member's e-mail and its key for the forum. */
    getForumCallback: build.query<ForumSsoCallbackResponse, void>({
      query: () => forumSsoPaths.ninjapost2,
      responseSchema: import.meta.env.DEV ? ForumSsoCallbackResponse : undefined,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetForumSignInQuery, useGetForumCallbackQuery } = forumSsoApi;
