import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { externalLoginMessages, externalLoginPaths, modelStateError, type ExternalTokenClaims } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aTokenResponse } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { readExternalAccess } from '../identity/external-signup.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** An externaltoken as the server makes it; the browser only reads its payload, so no real signature. */
function anExternalToken(overrides: Partial<ExternalTokenClaims> = {}) {
  const claims: ExternalTokenClaims = {
    provider: 'certus-id',
    sub: 'subject-1',
    email: 'grace@example.com',
    emailVerified: true,
    givenName: 'Grace',
    familyName: 'Hopper',
    exp: Math.floor(Date.now() / 1000) + 600,
    ...overrides,
  };
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const signedInAnswers = () => [
  http.post(apiUrl('/token'), () => HttpResponse.json(aTokenResponse({ userName: 'grace@example.com' }))),
  http.post(apiUrl('/api/account/Login'), () => HttpResponse.json({ message: 'ok' })),
  http.get(apiUrl('/api/userprofile'), () => HttpResponse.json({ message: 'Member not found.' }, { status: 404 })),
];

describe('/auth/{provider} (spec 2.5)', () => {
  it('given haslocal=false, then the external access data is kept and the visitor goes to /signup', async () => {
    const token = anExternalToken();
    const { router } = renderRoutes({ path: `/auth/certus-id?externaltoken=${token}&haslocal=false&returnUrl=/account/rewards`, routes });

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe(''); // the token leaves the address bar
    expect(readExternalAccess()).toMatchObject({ provider: 'certus-id', externalToken: token, returnUrl: '/account/rewards' });
    expect(((await screen.findByLabelText(/first name/i, { selector: 'input' })) as HTMLInputElement).value).toBe('Grace');
  });

  it('given haslocal=true, then it logs in with the external grant and goes to the dashboard', async () => {
    const grants: URLSearchParams[] = [];
    server.use(
      http.post(apiUrl('/token'), async ({ request }) => {
        grants.push(new URLSearchParams(await request.text()));
        return HttpResponse.json(aTokenResponse({ userName: 'grace@example.com' }));
      }),
      ...signedInAnswers().slice(1),
    );
    const token = anExternalToken();
    const { router } = renderRoutes({ path: `/auth/certus-id?externaltoken=${token}&haslocal=true`, routes });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(grants).toHaveLength(1);
    expect(Object.fromEntries(grants[0]!)).toEqual({ client_id: 'public-prod', grant_type: 'external', provider: 'certus-id', externaltoken: token });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'login', method: 'certus-id' });
  });

  it("given the provider's error, then its description is shown with a way back to log in", async () => {
    renderRoutes({ path: '/auth/certus-id?error=access_denied&error_description=You%20said%20no', routes });
    const alert = await screen.findByTestId('external-login-error');
    expect(alert.textContent).toContain('You said no');
  });

  it('given a token for another provider or one that has expired, then it refuses it without calling the server', async () => {
    renderRoutes({ path: `/auth/certus-id?externaltoken=${anExternalToken({ exp: 1 })}&haslocal=true`, routes });
    expect((await screen.findByTestId('external-login-error')).textContent).toContain(externalLoginMessages.expired);
  });
});

describe('/signup', () => {
  it('given an e-mail that already has an account, then it asks for that password and links the sign-in', async () => {
    window.sessionStorage.setItem(
      'certus.externalAccess',
      JSON.stringify({ provider: 'certus-id', externalToken: anExternalToken(), returnUrl: null }),
    );
    const links: unknown[] = [];
    server.use(
      http.post(apiUrl(externalLoginPaths.register), () =>
        HttpResponse.json(modelStateError({ email: externalLoginMessages.emailHasAccount('grace@example.com') }), { status: 409 }),
      ),
      http.post(apiUrl(externalLoginPaths.link), async ({ request }) => {
        links.push(await request.json());
        return HttpResponse.json({ message: externalLoginMessages.linked });
      }),
      ...signedInAnswers(),
    );
    const { router } = renderRoutes({ path: '/signup', routes });

    fireEvent.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'Link your account' })).toBeTruthy();
    expect(within(screen.getByTestId('server-failure')).getByText(externalLoginMessages.emailHasAccount('grace@example.com'))).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/password/i, { selector: 'input' }), { target: { value: 'analytical1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link and log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(links[0]).toMatchObject({ password: 'analytical1' });
    expect(readExternalAccess()).toBeNull();
  });

  it('given no external sign-in in progress, then it says there is nothing to complete', async () => {
    renderRoutes({ path: '/signup', routes });
    expect(await screen.findByTestId('signup-expired')).toBeTruthy();
  });
});
