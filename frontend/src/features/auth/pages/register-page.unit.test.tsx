import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountMessages, modelStateError, passwordMessages, type RegisterBody } from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes, routeTo } from '../../../testing/render.tsx';
import { botCheckResets } from '../../../testing/bot-check-stub.tsx';
import { RegisterPage, REGISTER_FAILED_HEADING } from './register-page.tsx';

vi.mock('../../../components/bot-check/bot-check.tsx', async () => {
  const { BotCheckStub } = await import('../../../testing/bot-check-stub.tsx');
  return { BotCheck: BotCheckStub };
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => botCheckResets.mockClear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function fillValidForm(email = 'ada@example.com') {
  fireEvent.change(input(/first name/i), { target: { value: 'Ada' } });
  fireEvent.change(input(/last name/i), { target: { value: 'Lovelace' } });
  fireEvent.change(input(/^phone/i), { target: { value: '2145550100' } });
  fireEvent.change(input(/e-mail/i), { target: { value: email } });
  fireEvent.change(input(/^password/i), { target: { value: 'analytical1' } });
  fireEvent.change(input(/confirm password/i), { target: { value: 'analytical1' } });
  fireEvent.click(screen.getByRole('button', { name: /solve the bot check/i }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /create account/i }));

function registerEndpoint(respond: (body: RegisterBody) => Response) {
  const bodies: RegisterBody[] = [];
  server.use(
    http.post(apiUrl('/api/account/register'), async ({ request }) => {
      const body = (await request.json()) as RegisterBody;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

describe('/register', () => {
  it('marks the fields named in the server modelState invalid, lists every message, resets the bot check', async () => {
    const bodies = registerEndpoint((body) =>
      HttpResponse.json(
        modelStateError({
          email: accountMessages.emailTaken(body.email),
          password: [passwordMessages.tooCommon, passwordMessages.tooShort],
        }),
        { status: 400 },
      ),
    );
    renderRoutes({ path: '/register', routes: routeTo('/register', <RegisterPage />) });

    fillValidForm('Ada@Example.com ');
    submit();

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(REGISTER_FAILED_HEADING)).toBeTruthy();
    for (const message of [
      accountMessages.emailTaken('ada@example.com'),
      passwordMessages.tooCommon,
      passwordMessages.tooShort,
    ]) {
      expect(within(alert).getByText(message)).toBeTruthy();
    }

    const email = input(/e-mail/i);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const fieldOf = (element: HTMLElement) => element.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(fieldOf(email)).getByText(accountMessages.emailTaken('ada@example.com'))).toBeTruthy();

    const password = input(/^password/i);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const passwordField = fieldOf(password);
    expect(within(passwordField).getByText(passwordMessages.tooCommon)).toBeTruthy();
    expect(within(passwordField).getByText(passwordMessages.tooShort)).toBeTruthy();

    // Fields the server did not name stay valid.
    expect(input(/first name/i).getAttribute('aria-invalid')).not.toBe('true');
    expect(input(/confirm password/i).getAttribute('aria-invalid')).not.toBe('true');

    // The bot check is reset and the busy state is cleared.
    expect(botCheckResets).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: /create account/i });
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());

    // The request carried the normalised e-mail and the bot-check payload.
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' });
    expect(bodies[0]?.reCAPTCHA).toMatch(/^solved-payload-/);

    // A new submit needs a new bot-check solution: without it the shared schema's message shows.
    submit();
    expect(await screen.findByTestId('bot-check-error')).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });

  it('checks the form with the shared schema before sending anything', async () => {
    const bodies = registerEndpoint(() => HttpResponse.json({ message: 'ok' }));
    renderRoutes({ path: '/register', routes: routeTo('/register', <RegisterPage />) });

    fireEvent.change(input(/^password/i), { target: { value: 'analytical1' } });
    fireEvent.change(input(/confirm password/i), { target: { value: 'analytical2' } });
    submit();

    expect(await screen.findByText('The First name field is required.')).toBeTruthy();
    expect(screen.getByText('The Email field is required.')).toBeTruthy();
    expect(screen.getByText(passwordMessages.mismatch)).toBeTruthy();
    expect(screen.getByTestId('bot-check-error').textContent).toBe('Please complete the bot check.');
    expect(bodies).toHaveLength(0);
  });

  it('shows the check-your-e-mail screen once the account is created', async () => {
    registerEndpoint(() => HttpResponse.json({ message: accountMessages.registered }));
    renderRoutes({ path: '/register', routes: routeTo('/register', <RegisterPage />) });

    fillValidForm();
    submit();

    const success = await screen.findByTestId('register-success');
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(within(success).getByText(accountMessages.registered)).toBeTruthy();
    expect(within(success).getByText('ada@example.com')).toBeTruthy();
  });
});
