import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forumSsoMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { browserNavigation } from '../forum-address.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const signedIn = { identity: { current: anIdentity() } };

describe('/sso/ninjapost', () => {
  it('goes to the forum with the user id and app id when the call returns an app id', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    server.use(http.get(apiUrl('/api/account/sso/ninjapost'), () => HttpResponse.json({ userId: 'member-7', appId: 'app 1', forumUrl: 'https://forum.example.test/sso' })));

    renderRoutes({ path: '/sso/ninjapost', routes, preloadedState: signedIn });

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://forum.example.test/sso?userId=member-7&appId=app+1'));
  });

  it('says the forum is not available when no app id comes back', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    server.use(http.get(apiUrl('/api/account/sso/ninjapost'), () => HttpResponse.json({ message: forumSsoMessages.notAvailable }, { status: 503 })));

    renderRoutes({ path: '/sso/ninjapost', routes, preloadedState: signedIn });

    expect((await screen.findByTestId('forum-unavailable')).textContent).toBe(forumSsoMessages.notAvailable);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('/sso/ninjapost2', () => {
  it('writes the callback with the e-mail and key', async () => {
    server.use(http.get(apiUrl('/api/account/sso/ninjapost2'), () => HttpResponse.json({ email: 'ada@example.test', key: 'abc123' })));

    renderRoutes({ path: '/sso/ninjapost2', routes, preloadedState: signedIn });

    expect((await screen.findByTestId('forum-callback')).textContent).toBe('callback({"email": "ada@example.test", "key": "abc123"})');
  });

  it('writes NULL for both when nothing is returned', async () => {
    server.use(http.get(apiUrl('/api/account/sso/ninjapost2'), () => HttpResponse.json({ message: forumSsoMessages.notAvailable }, { status: 503 })));

    renderRoutes({ path: '/sso/ninjapost2', routes, preloadedState: signedIn });

    expect((await screen.findByTestId('forum-callback')).textContent).toBe('callback({"email": NULL, "key": NULL})');
  });
});
