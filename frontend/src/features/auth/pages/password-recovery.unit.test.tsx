import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountMessages, modelStateError, passwordMessages, type RecoverBody, type ResetPasswordBody } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aTokenResponse } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { botCheckResets } from '../../../testing/bot-check-stub.tsx';
import { RECOVER_FAILED_HEADING } from './recover-page.tsx';

vi.mock('../../../components/bot-check/bot-check.tsx', async () => {
  const { BotCheckStub } = await import('../../../testing/bot-check-stub.tsx');
  return { BotCheck: BotCheckStub };
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => botCheckResets.mockClear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const TOKEN = 'r'.repeat(43);

describe('/recover', () => {
  it('given a refused request, then it shows the heading of spec 8, marks the e-mail and resets the bot check', async () => {
    server.use(
      http.post(apiUrl('/api/account/recover'), () =>
        HttpResponse.json(modelStateError({ email: accountMessages.unknownEmail }), { status: 400 }),
      ),
    );
    renderRoutes({ path: '/recover?email=ada@example.com', routes });

    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect((input(/e-mail/i) as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: /solve the bot check/i }));
    fireEvent.click(screen.getByRole('button', { name: /send the reset link/i }));

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(RECOVER_FAILED_HEADING)).toBeTruthy();
    expect(input(/e-mail/i).getAttribute('aria-invalid')).toBe('true');
    expect(botCheckResets).toHaveBeenCalledTimes(1);
  });

  it('given an accepted request, then it says to check the e-mail', async () => {
    const bodies: RecoverBody[] = [];
    server.use(
      http.post(apiUrl('/api/account/recover'), async ({ request }) => {
        bodies.push((await request.json()) as RecoverBody);
        return HttpResponse.json({ message: accountMessages.recoverySent });
      }),
    );
    renderRoutes({ path: '/recover', routes });

    fireEvent.change(await screen.findByLabelText(/e-mail/i, { selector: 'input' }), { target: { value: ' Ada@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /solve the bot check/i }));
    fireEvent.click(screen.getByRole('button', { name: /send the reset link/i }));

    expect((await screen.findByTestId('recover-success')).textContent).toBe(accountMessages.recoverySent);
    expect(bodies[0]).toMatchObject({ email: 'ada@example.com', collectibleType: 'Comic' });
  });
});

describe('/change/{c}/{e}/{t}', () => {
  it('given a good link and a new password, then the password is reset and the member is logged in (spec 4)', async () => {
    const resets: ResetPasswordBody[] = [];
    const grants: string[] = [];
    server.use(
      http.post(apiUrl('/api/account/resetPassword'), async ({ request }) => {
        resets.push((await request.json()) as ResetPasswordBody);
        return HttpResponse.json({ message: accountMessages.passwordReset });
      }),
      http.post(apiUrl('/token'), async ({ request }) => {
        grants.push(await request.text());
        return HttpResponse.json(aTokenResponse({ userName: 'ada@example.com' }));
      }),
      http.post(apiUrl('/api/account/Login'), () => HttpResponse.json({ message: 'ok' })),
      http.get(apiUrl('/api/userprofile'), () => HttpResponse.json({ message: 'Member not found.' }, { status: 404 })),
    );
    const { router } = renderRoutes({ path: `/change/magazine/ada%40example.com/${TOKEN}`, routes });

    fireEvent.change(await screen.findByLabelText(/^new password/i, { selector: 'input' }), { target: { value: 'difference2engine' } });
    fireEvent.change(input(/confirm the new password/i), { target: { value: 'difference2engine' } });
    fireEvent.click(screen.getByRole('button', { name: /save and log in/i }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(resets[0]).toMatchObject({ email: 'ada@example.com', token: TOKEN, collectibleType: 'Magazine', password: 'difference2engine' });
    expect(new URLSearchParams(grants[0]).get('password')).toBe('difference2engine');
  });

  it('given an expired token, then the server message is shown under the heading with a way to get a new link', async () => {
    server.use(
      http.post(apiUrl('/api/account/resetPassword'), () =>
        HttpResponse.json(modelStateError({ token: accountMessages.badResetToken }), { status: 400 }),
      ),
    );
    renderRoutes({ path: `/change/Comic/ada%40example.com/${TOKEN}`, routes });

    fireEvent.change(await screen.findByLabelText(/^new password/i, { selector: 'input' }), { target: { value: 'difference2engine' } });
    fireEvent.change(input(/confirm the new password/i), { target: { value: 'difference2engine' } });
    fireEvent.click(screen.getByRole('button', { name: /save and log in/i }));

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(accountMessages.badResetToken)).toBeTruthy();
    expect(screen.getByRole('link', { name: /send me a new link/i }).getAttribute('href')).toBe('/recover?email=ada%40example.com');
  });

  it('given a new password the server finds too common, when submitted, then the message shows on the password field and no sign-in is tried', async () => {
    const grants: string[] = [];
    server.use(
      http.post(apiUrl('/api/account/resetPassword'), () =>
        HttpResponse.json(modelStateError({ password: passwordMessages.tooCommon }), { status: 400 }),
      ),
      http.post(apiUrl('/token'), async ({ request }) => {
        grants.push(await request.text());
        return HttpResponse.json(aTokenResponse({ userName: 'ada@example.com' }));
      }),
    );
    renderRoutes({ path: `/change/Comic/ada%40example.com/${TOKEN}`, routes });

    fireEvent.change(await screen.findByLabelText(/^new password/i, { selector: 'input' }), { target: { value: 'iloveyou1' } });
    fireEvent.change(input(/confirm the new password/i), { target: { value: 'iloveyou1' } });
    fireEvent.click(screen.getByRole('button', { name: /save and log in/i }));

    const password = input(/^new password/i);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(within(password.closest('.mantine-InputWrapper-root') as HTMLElement).getByText(passwordMessages.tooCommon)).toBeTruthy();
    expect(grants).toHaveLength(0);
  });

  it('given a damaged link (unknown collectible type or short token), then it says so before anything is sent', async () => {
    renderRoutes({ path: '/change/stamps/ada%40example.com/short', routes });
    expect(await screen.findByTestId('change-link-invalid')).toBeTruthy();
  });
});
