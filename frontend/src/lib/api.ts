import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { WRITTEN_AT_HEADER, type TokenResponse } from '@certus/contracts';
import type { WrittenAtTracker } from './written-at.ts';
import { readTokenError } from './api-errors.ts';
import { announceApi } from './api-installation.ts';

/** The pair of tokens a signed-in browser holds (spec 3, Identity). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Why the API layer gave up on the current session. */
export type SessionLoss = 'refresh-failed' | 'rejected-after-refresh' | 'timeout';

/**
 * What the API layer needs from whoever owns the signed-in identity (features/auth). It is handed in as
 * the store's thunk extra argument, so this shared module does not depend on a feature.
 */
export interface ApiSession {
  readTokens(state: unknown): SessionTokens | null;
  onTokensRefreshed(tokens: TokenResponse, store: StoreAccess): void;
  /**
   * The session is over: clear it and send the member to log in. May be called by several requests that
   * noticed the same loss, so it must do nothing when there is no session left. `detail` is the server's
   * explanation, when it gave one.
   */
  onSessionLost(reason: SessionLoss, store: StoreAccess, detail?: string | null): void;
  onForbidden(store: StoreAccess): void;
}

export type StoreAccess = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

export interface ApiExtra {
  session: ApiSession;
  /** Read-your-writes: where this browser's last command landed (lib/written-at.ts). */
  writes?: WrittenAtTracker;
}

export const TOKEN_URL = '/token';

// Relative in the browser (same origin as the site). Built from the page's origin rather than left as ''
// because Node's fetch, used under jsdom in tests, refuses relative URLs.
const baseUrl = typeof window !== 'undefined' && window.location?.origin ? window.location.origin : '';

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const isTokenRequest = (args: string | FetchArgs) => urlOf(args).split('?')[0]?.toLowerCase() === TOKEN_URL;
const isRead = (args: string | FetchArgs) => typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET';
const writesOf = (extra: unknown) => (extra as Partial<ApiExtra> | undefined)?.writes;

function sessionOf(extra: unknown): ApiSession {
  const session = (extra as Partial<ApiExtra> | undefined)?.session;
  if (!session) throw new Error('The store must be configured with { thunk: { extraArgument: { session } } }.');
  return session;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl,
  prepareHeaders: (headers, { getState, extra, arg }) => {
    const tokens = sessionOf(extra).readTokens(getState());
    if (tokens && !isTokenRequest(arg) && !headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${tokens.accessToken}`);
    }
    const writtenAt = writesOf(extra)?.latest;
    if (writtenAt && isRead(arg as string | FetchArgs)) headers.set(WRITTEN_AT_HEADER, writtenAt);
    return headers;
  },
});

function looksLikeTokenResponse(data: unknown): data is TokenResponse {
  const body = data as Partial<TokenResponse> | null;
  return typeof body?.access_token === 'string' && typeof body.refresh_token === 'string';
}

// One refresh in flight per session (per store): parallel 401s wait for the same one, so a rotated refresh
// token is never sent twice (the server ends the session when an old refresh token is reused).
const refreshesInFlight = new WeakMap<ApiSession, Promise<boolean>>();

async function refreshOnce(staleAccessToken: string, api: BaseQueryApi, extraOptions: object): Promise<boolean> {
  const session = sessionOf(api.extra);
  const current = session.readTokens(api.getState());
  if (!current) return false;
  // Another request refreshed while this one was on the wire: just retry with the new token.
  if (current.accessToken !== staleAccessToken) return true;

  let refresh = refreshesInFlight.get(session);
  if (!refresh) {
    refresh = (async () => {
      const result = await rawBaseQuery(
        {
          url: TOKEN_URL,
          method: 'POST',
          body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: current.refreshToken }),
        },
        api,
        extraOptions,
      );
      if (looksLikeTokenResponse(result.data)) {
        session.onTokensRefreshed(result.data, api);
        return true;
      }
      session.onSessionLost('refresh-failed', api, readTokenError(result.error).description);
      return false;
    })().finally(() => refreshesInFlight.delete(session));
    refreshesInFlight.set(session, refresh);
  }
  return refresh;
}

/**
 * fetchBaseQuery plus the session rules of spec 4 and 6: every request carries the Bearer token; a 401
 * refreshes the token once and retries the request once; 419/440 end the session (timeout); 403 goes home.
 */
export const baseQueryWithSession: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const session = sessionOf(api.extra);
  const sentWith = session.readTokens(api.getState())?.accessToken;
  let result = await rawBaseQuery(args, api, extraOptions);

  if (result.error?.status === 401 && sentWith && !isTokenRequest(args)) {
    if (!(await refreshOnce(sentWith, api, extraOptions))) return result;
    result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status === 401) session.onSessionLost('rejected-after-refresh', api);
  }

  if (!isRead(args) && result.data) writesOf(api.extra)?.record((result.data as { position?: unknown }).position);

  const status = result.error?.status;
  if (status === 419 || status === 440) session.onSessionLost('timeout', api);
  else if (status === 403) session.onForbidden(api);
  return result;
};

/**
 * The one API of the site; each feature adds its endpoints with `api.injectEndpoints`.
 *
 * An endpoint names its answer's contract as `responseSchema: import.meta.env.DEV ? Schema : undefined`: the
 * answers are parsed against the contracts in development and in the unit tests, not in the built site. There the
 * schemas and zod would be fetched and evaluated on every page that reads (on /account, 11 scripts and 16 kB,
 * their evaluation the longest tasks of its first load on a phone) to check what the tests have checked already:
 * the browser journeys run the server with CHECK_RESPONSES (infra http/response-contract.ts), which refuses an
 * answer that is not exactly what its contract describes, and an answer's schema changes nothing it parses
 * (contracts openapi/reshaping-parts.ts), so the parse hands the page the same value either way. Written out at
 * each endpoint because only the literal `import.meta.env.DEV` lets the build drop the import (a constant from
 * another module is folded after the imports are decided: the schema's file stays). lib/answer-checks.unit.test.ts
 * holds every endpoint to it.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  tagTypes: ['Member'],
  endpoints: () => ({}),
});

// Joins the stores now that its code has loaded (lib/api-installation.ts).
announceApi(api);
