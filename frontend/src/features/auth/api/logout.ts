import { api } from '../../../lib/api.ts';
import { SITE_CONFIG_PATH, SiteConfigResponse } from '@certus/contracts';
import { addScript } from '../../../lib/external-script.ts';
import { selectIdentity, signedOut, type IdentityState } from '../identity/identity-slice.ts';

const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Spec 4 Session: POST /api/account/Logout?Email= with the Bearer token, then forget the identity and
     * every cached response of the member. The local sign-out happens even if the server call fails. When a
     * forum is configured, its clear-session script is loaded too (spec 4 Session, 7.1: logout "clears the
     * forum single-sign-on session"); it runs on its own, the sign-out does not wait for it.
     */
    logout: build.mutation<null, void>({
      async queryFn(_arg, { dispatch, getState }, _extraOptions, baseQuery) {
        const identity = selectIdentity(getState() as { identity: IdentityState });
        if (identity) await baseQuery({ url: '/api/account/Logout', method: 'POST', params: { Email: identity.email } });
        // The site config is public and cacheable (300 s): asked as it is, whoever is signed in.
        const config = identity ? SiteConfigResponse.safeParse((await baseQuery(SITE_CONFIG_PATH)).data) : null;
        dispatch(signedOut());
        dispatch(api.util.resetApiState());
        const clearSession = config?.success ? config.data.forumClearSessionUrl : null;
        if (clearSession) addScript(clearSession);
        return { data: null };
      },
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
/** For callers that load this module on demand (the header: the API layer is not part of the first load). */
export const logoutEndpoint = logoutApi.endpoints.logout;
