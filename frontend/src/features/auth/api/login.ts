import { PUBLIC_CLIENT_ID, TokenResponse, type ExternalGrant } from '@certus/contracts';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, TOKEN_URL } from '../../../lib/api.ts';
import { track } from '../../../lib/analytics.ts';
import { signedIn } from '../identity/identity-slice.ts';
import type { Identity } from '../identity/identity-storage.ts';

export interface LoginArgs {
  email: string;
  password: string;
}

export interface ExternalLoginArgs {
  provider: string;
  externalToken: string;
}

type Grant = Record<string, string>;
type RunQuery = (args: string | FetchArgs) => ReturnType<BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>>;

/**
 * Spec 7.1: a grant on /token (form-encoded), then POST /api/account/Login?Email= so the server records the
 * sign-in. The identity is kept as soon as the token is granted; the audit call is best effort and does
 * not undo a successful login.
 */
async function signIn(
  grant: Grant,
  method: string,
  { dispatch, getState }: { dispatch: (action: unknown) => unknown; getState: () => unknown },
  baseQuery: RunQuery,
) {
  const granted = await baseQuery({ url: TOKEN_URL, method: 'POST', body: new URLSearchParams({ client_id: PUBLIC_CLIENT_ID, ...grant }) });
  if (granted.error) return { error: granted.error };
  const token = TokenResponse.safeParse(granted.data);
  if (!token.success) {
    return { error: { status: 'CUSTOM_ERROR', error: 'Unexpected token response', data: granted.data } as FetchBaseQueryError };
  }
  const email = token.data.userName;
  dispatch(signedIn({ token: token.data, email }));
  track({ event: 'login', method });
  await baseQuery({ url: '/api/account/Login', method: 'POST', params: { Email: email } });
  const identity = (getState() as { identity: { current: Identity | null } }).identity.current;
  return identity
    ? { data: identity }
    : { error: { status: 'CUSTOM_ERROR', error: 'Signed out during login' } as FetchBaseQueryError };
}

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The password grant (spec 7.1). */
    login: build.mutation<Identity, LoginArgs>({
      queryFn: ({ email, password }, store, _extraOptions, baseQuery) =>
        signIn({ grant_type: 'password', username: email, password }, 'password', store, baseQuery),
      invalidatesTags: ['Member'],
    }),
    /** Spec 2.5: "if haslocal is true, log in externally with the provider and token". */
    externalLogin: build.mutation<Identity, ExternalLoginArgs>({
      queryFn: ({ provider, externalToken }, store, _extraOptions, baseQuery) =>
        signIn(
          { grant_type: 'external', provider, externaltoken: externalToken } satisfies Omit<ExternalGrant, 'client_id'>,
          provider,
          store,
          baseQuery,
        ),
      invalidatesTags: ['Member'],
    }),
  }),
});

export const { useLoginMutation, useExternalLoginMutation } = loginApi;
