import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { tokenErrorMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aMember, aTokenResponse, aUserProfile } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { LOGIN_FAILED_FALLBACK } from './login-page.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function logIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/e-mail/i, { selector: 'input' }), { target: { value: email } });
  fireEvent.change(input(/password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /^log in$/i }));
}

function tokenRejects(body: object) {
  server.use(http.post(apiUrl('/token'), () => HttpResponse.json(body, { status: 400 })));
}

describe('/login', () => {
  it("shows the server's error_description when the password is wrong", async () => {
    tokenRejects({ error: 'invalid_grant', error_description: tokenErrorMessages.badCredentials });
    renderRoutes({ path: '/login', routes });

    await logIn('ada@example.com', 'wrong-password1');

    const error = await screen.findByTestId('login-error');
    expect(within(error).getByText(tokenErrorMessages.badCredentials)).toBeTruthy();
    expect(within(error).queryByRole('link', { name: /activation link/i })).toBeNull();
  });

  it("falls back to 'Error verifying authentication' when the server gives no description", async () => {
    server.use(http.post(apiUrl('/token'), () => new HttpResponse('upstream down', { status: 502 })));
    renderRoutes({ path: '/login', routes });

    await logIn('ada@example.com', 'analytical1');

    expect(within(await screen.findByTestId('login-error')).getByText(LOGIN_FAILED_FALLBACK)).toBeTruthy();
  });

  it('offers a new activation link when the account is not activated yet (verify flag)', async () => {
    tokenRejects({ error: 'invalid_grant', error_description: tokenErrorMessages.notActivated, verify: true });
    const { router } = renderRoutes({ path: '/login', routes });

    await logIn('Ada@Example.com', 'analytical1');

    const error = await screen.findByTestId('login-error');
    const resend = within(error).getByRole('link', { name: /send a new activation link/i });
    fireEvent.click(resend);
    expect(await screen.findByRole('heading', { name: /resend the activation link/i })).toBeTruthy();
    expect(router.state.location.search).toBe('?email=ada%40example.com');
  });

  it('brings an anonymous visitor of /account back there after logging in, welcomed by display name', async () => {
    const token = aTokenResponse({ userName: 'ada@example.com', displayName: 'Ada Lovelace' });
    const member = aMember({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', membership: 'Free' });
    const calls: string[] = [];
    server.use(
      http.post(apiUrl('/token'), async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        calls.push(`token ${form.get('grant_type')} ${form.get('client_id')} ${form.get('username')}`);
        return HttpResponse.json(token);
      }),
      http.post(apiUrl('/api/account/Login'), ({ request }) => {
        calls.push(`login-audit ${new URL(request.url).searchParams.get('Email')} ${request.headers.get('Authorization')}`);
        return HttpResponse.json({ message: 'ok' });
      }),
      http.get(apiUrl('/api/userprofile'), ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${token.access_token}`
          ? HttpResponse.json(aUserProfile({ member }))
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    const { router, store } = renderRoutes({ path: '/account', routes });

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    await logIn('ada@example.com', 'analytical1');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    expect((await screen.findByTestId('member-email')).textContent).toBe('ada@example.com');
    expect(screen.getByTestId('member-since').textContent).toBe('March 1, 2024');
    expect(screen.getByTestId('signed-in-as').textContent).toBe('Ada Lovelace');
    expect(calls).toEqual([
      'token password public-prod ada@example.com',
      `login-audit ada@example.com Bearer ${token.access_token}`,
    ]);
    expect(store.getState().identity.current).toMatchObject({ displayName: 'Ada Lovelace', role: 'authenticated' });
  });

  it('given a password sign-in, when it succeeds, then the analytics login event is pushed once with its method; a refused one pushes none', async () => {
    delete window.dataLayer;
    tokenRejects({ error: 'invalid_grant', error_description: tokenErrorMessages.badCredentials });
    renderRoutes({ path: '/login', routes });
    await logIn('ada@example.com', 'wrong-password1');
    await screen.findByTestId('login-error');
    expect(window.dataLayer ?? []).toEqual([]);

    server.use(
      http.post(apiUrl('/token'), () => HttpResponse.json(aTokenResponse({ userName: 'ada@example.com' }))),
      http.post(apiUrl('/api/account/Login'), () => HttpResponse.json({ message: 'ok' })),
      http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member: aMember({ email: 'ada@example.com' }) }))),
    );
    await logIn('ada@example.com', 'analytical1');

    await waitFor(() => expect(window.dataLayer).toEqual([{ event: 'login', method: 'password' }]));
    delete window.dataLayer;
  });

  it('sends a member who is already signed in on to /account', async () => {
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile())));
    const token = aTokenResponse({ displayName: 'Grace Hopper' });
    const { router } = renderRoutes({
      path: '/login',
      routes,
      preloadedState: {
        identity: {
          current: {
            userName: token.userName,
            email: token.userName,
            displayName: 'Grace Hopper',
            role: 'authenticated',
            claims: '{}',
            accessToken: token.access_token,
            refreshToken: token.refresh_token,
          },
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
  });
});
