import { PUBLIC_CLIENT_ID, TokenResponse } from '@certus/contracts';
import { api, TOKEN_URL } from '../../../lib/api.ts';
import { signedIn } from '../identity/identity-slice.ts';
import type { Identity } from '../identity/identity-storage.ts';

export interface LoginArgs {
  email: string;
  password: string;
}

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Spec 7.1: the password grant on /token (form-encoded), then POST /api/account/Login?Email= so the
     * server records the sign-in. The identity is kept as soon as the token is granted; the audit call is
     * best effort and does not undo a successful login.
     */
    login: build.mutation<Identity, LoginArgs>({
      async queryFn({ email, password }, { dispatch, getState }, _extraOptions, baseQuery) {
        const granted = await baseQuery({
          url: TOKEN_URL,
          method: 'POST',
          body: new URLSearchParams({ client_id: PUBLIC_CLIENT_ID, grant_type: 'password', username: email, password }),
        });
        if (granted.error) return { error: granted.error };
        const token = TokenResponse.safeParse(granted.data);
        if (!token.success) {
          return { error: { status: 'CUSTOM_ERROR', error: 'Unexpected token response', data: granted.data } };
        }
        dispatch(signedIn({ token: token.data, email }));
        await baseQuery({ url: '/api/account/Login', method: 'POST', params: { Email: email } });
        const identity = (getState() as { identity: { current: Identity | null } }).identity.current;
        return identity ? { data: identity } : { error: { status: 'CUSTOM_ERROR', error: 'Signed out during login' } };
      },
      invalidatesTags: ['Member'],
    }),
  }),
});

export const { useLoginMutation } = loginApi;
