import { api } from '../../../lib/api.ts';
import { selectIdentity, signedOut, type IdentityState } from '../identity/identity-slice.ts';

const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Spec 4 Session: POST /api/account/Logout?Email= with the Bearer token, then forget the identity and
     * every cached response of the member. The local sign-out happens even if the server call fails.
     */
    logout: build.mutation<null, void>({
      async queryFn(_arg, { dispatch, getState }, _extraOptions, baseQuery) {
        const identity = selectIdentity(getState() as { identity: IdentityState });
        if (identity) await baseQuery({ url: '/api/account/Logout', method: 'POST', params: { Email: identity.email } });
        dispatch(signedOut());
        dispatch(api.util.resetApiState());
        return { data: null };
      },
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
/** For callers that load this module on demand (the header: the API layer is not part of the first load). */
export const logoutEndpoint = logoutApi.endpoints.logout;
