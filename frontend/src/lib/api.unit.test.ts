import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api, baseQueryWithSession } from './api.ts';
import { createApiSession } from '../features/auth/identity/api-session.ts';
import { setupStore } from '../app/store.ts';
import { IDENTITY_STORAGE_KEY, type Identity } from '../features/auth/identity/identity-storage.ts';
import { aTokenResponse, anIdentity } from '../testing/builders.ts';
import { apiUrl, server } from '../testing/msw-server.ts';

// A stand-in protected endpoint: the session rules live in the base query, whatever the endpoint.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ id: string; auth: string | null }, string>({ query: (id) => `/api/probe/${id}` }),
  }),
});

function givenStore(identity: Identity | null) {
  const navigate = vi.fn();
  const store = setupStore({
    navigation: { navigate, currentPath: () => '/account/orders?page=2' },
    preloadedState: { identity: { current: identity } },
  });
  const probe = (id: string) => store.dispatch(probeApi.endpoints.probe.initiate(id, { forceRefetch: true }));
  return { store, navigate, probe };
}

/** A protected resource that only accepts the given access token. */
function protectedResource(validToken: () => string) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/api/probe/:id'), ({ request, params }) => {
      const auth = request.headers.get('Authorization');
      seen.push(auth);
      if (auth !== `Bearer ${validToken()}`) return new HttpResponse(null, { status: 401 });
      return HttpResponse.json({ id: String(params.id), auth });
    }),
  );
  return seen;
}

/** POST /token accepting one refresh token and rotating it. */
function tokenEndpoint(options: { accepts: string; issues: ReturnType<typeof aTokenResponse>; delayMs?: number }) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.post(apiUrl('/token'), async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      requests.push(form);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === options.accepts) {
        return HttpResponse.json(options.issues);
      }
      return HttpResponse.json(
        { error: 'invalid_grant', error_description: 'The refresh token is invalid or has expired.' },
        { status: 400 },
      );
    }),
  );
  return requests;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('base query: Bearer token', () => {
  it('sends the access token of the signed-in member', async () => {
    const identity = anIdentity();
    const seen = protectedResource(() => identity.accessToken);
    const { probe } = givenStore(identity);

    const result = await probe('a');

    expect(result.data).toEqual({ id: 'a', auth: `Bearer ${identity.accessToken}` });
    expect(seen).toEqual([`Bearer ${identity.accessToken}`]);
  });

  it('sends no Authorization header and never refreshes when nobody is signed in', async () => {
    const seen = protectedResource(() => 'whatever');
    const tokenRequests = tokenEndpoint({ accepts: 'x', issues: aTokenResponse() });
    const { probe, navigate } = givenStore(null);

    const result = await probe('a');

    expect(result.error).toMatchObject({ status: 401 });
    expect(seen).toEqual([null]);
    expect(tokenRequests).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('base query: refresh once on 401, retry once', () => {
  it('refreshes with the refresh token, keeps the rotated tokens and retries the request with the new one', async () => {
    const identity = anIdentity();
    const rotated = aTokenResponse({ userName: identity.userName, displayName: identity.displayName });
    const seen = protectedResource(() => rotated.access_token);
    const tokenRequests = tokenEndpoint({ accepts: identity.refreshToken, issues: rotated });
    const { store, probe } = givenStore(identity);

    const result = await probe('a');

    expect(result.data).toEqual({ id: 'a', auth: `Bearer ${rotated.access_token}` });
    expect(seen).toEqual([`Bearer ${identity.accessToken}`, `Bearer ${rotated.access_token}`]);
    expect(tokenRequests).toHaveLength(1);
    expect(Object.fromEntries(tokenRequests[0] ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: identity.refreshToken,
    });
    expect(store.getState().identity.current).toMatchObject({
      accessToken: rotated.access_token,
      refreshToken: rotated.refresh_token,
      email: identity.email,
    });
    expect(JSON.parse(sessionStorage.getItem(IDENTITY_STORAGE_KEY) ?? 'null')).toMatchObject({
      refreshToken: rotated.refresh_token,
    });
  });

  it('refreshes once for parallel requests that all get a 401, and retries each of them', async () => {
    const identity = anIdentity();
    const rotated = aTokenResponse();
    const seen = protectedResource(() => rotated.access_token);
    const tokenRequests = tokenEndpoint({ accepts: identity.refreshToken, issues: rotated, delayMs: 30 });
    const { probe } = givenStore(identity);

    const results = await Promise.all(['a', 'b', 'c'].map((id) => probe(id)));

    expect(results.map((r) => r.data?.id)).toEqual(['a', 'b', 'c']);
    expect(tokenRequests).toHaveLength(1);
    expect(seen.filter((auth) => auth === `Bearer ${rotated.access_token}`)).toHaveLength(3);
  });

  it('does not refresh again for a 401 that answered a request sent before the last refresh', async () => {
    const identity = anIdentity();
    const rotated = aTokenResponse();
    const seen = protectedResource(() => rotated.access_token);
    const tokenRequests = tokenEndpoint({ accepts: identity.refreshToken, issues: rotated });
    const { probe } = givenStore(identity);

    await probe('first');
    const second = await probe('second');

    expect(second.data?.id).toBe('second');
    expect(tokenRequests).toHaveLength(1);
    expect(seen.at(-1)).toBe(`Bearer ${rotated.access_token}`);
  });

  it('ends the session when the refresh fails: identity cleared, requested page kept, sent to /login', async () => {
    const identity = anIdentity();
    const seen = protectedResource(() => 'never-this-one');
    const tokenRequests = tokenEndpoint({ accepts: 'another-refresh-token', issues: aTokenResponse() });
    const { store, probe, navigate } = givenStore(identity);

    await probe('a'); // its cache entry is wiped with the member's data, so the effects are what count

    expect(seen).toHaveLength(1); // no retry without a new token
    expect(tokenRequests).toHaveLength(1);
    expect(store.getState().identity.current).toBeNull();
    expect(sessionStorage.getItem(IDENTITY_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem('certus.requestedUrl')).toBe('/account/orders?page=2');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('retries only once: a 401 on the retried request ends the session without another refresh', async () => {
    const identity = anIdentity();
    const seen = protectedResource(() => 'never-this-one');
    const tokenRequests = tokenEndpoint({ accepts: identity.refreshToken, issues: aTokenResponse() });
    const { store, probe, navigate } = givenStore(identity);

    await probe('a');

    expect(seen).toHaveLength(2);
    expect(tokenRequests).toHaveLength(1);
    expect(store.getState().identity.current).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('hands the caller the original 401 when the session cannot be refreshed', async () => {
    const identity = anIdentity();
    protectedResource(() => 'never-this-one');
    tokenEndpoint({ accepts: 'another-refresh-token', issues: aTokenResponse() });
    const { store, navigate } = givenStore(identity);
    const session = createApiSession({ navigate, currentPath: () => '/account' });

    const result = await baseQueryWithSession(
      '/api/probe/direct',
      {
        dispatch: store.dispatch,
        getState: store.getState,
        extra: { session },
        signal: new AbortController().signal,
        abort: () => {},
        endpoint: 'probe',
        type: 'query',
      },
      {},
    );

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().identity.current).toBeNull();
  });
});

describe('base query: other session statuses (spec 6)', () => {
  it.each([419, 440])('treats %i as a session timeout: signed out and sent to /login', async (status) => {
    server.use(http.get(apiUrl('/api/probe/:id'), () => new HttpResponse(null, { status })));
    const { store, probe, navigate } = givenStore(anIdentity());

    await probe('a');

    expect(store.getState().identity.current).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('sends a 403 home and keeps the session', async () => {
    server.use(http.get(apiUrl('/api/probe/:id'), () => new HttpResponse(null, { status: 403 })));
    const identity = anIdentity();
    const { store, probe, navigate } = givenStore(identity);

    await probe('a');

    expect(navigate).toHaveBeenCalledWith('/');
    expect(store.getState().identity.current).toEqual(identity);
  });
});
