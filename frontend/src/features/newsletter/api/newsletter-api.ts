import { NewsletterStatusResponse, newsletterPaths, type CommandAccepted, type SetSignMeUpBody } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

export interface SignUpArgs {
  email: string;
  /** The page's context for the marketing-forms service (spec 7.5), when it is configured. */
  context: SetSignMeUpBody;
}

const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/userprofile/Get_toggle_status?email=: '1' when already subscribed. Never cached: asked right before signing up. */
    getNewsletterStatus: build.query<NewsletterStatusResponse, string>({
      query: (email) => `${newsletterPaths.status}?email=${encodeURIComponent(email)}`,
      responseSchema: import.meta.env.DEV ? NewsletterStatusResponse : undefined,
      keepUnusedDataFor: 0,
    }),
    /** POST /api/userprofile/SetSignMeUp?email=&isEmailNotification=true */
    signUpForNewsletter: build.mutation<CommandAccepted, SignUpArgs>({
      query: ({ email, context }) => ({
        url: `${newsletterPaths.signUp}?email=${encodeURIComponent(email)}&isEmailNotification=true`,
        method: 'POST',
        body: context,
      }),
    }),
    /** GET /api/userprofile/unsubscribe/{id}: the link of a newsletter mail. */
    unsubscribeFromNewsletter: build.query<CommandAccepted, string>({
      query: (id) => newsletterPaths.unsubscribe(id),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetNewsletterStatusQuery, useSignUpForNewsletterMutation, useUnsubscribeFromNewsletterQuery } = newsletterApi;
