import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountMessages, modelStateError, type ActivateBody } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { ACTIVATION_FAILED_HEADING } from './verify-page.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let codes = 0;
const aFreshCode = () => `code-${++codes}-abcdefghijklmnopqrstuvwxyz`;

function activateEndpoint(respond: () => Response) {
  const bodies: ActivateBody[] = [];
  server.use(
    http.post(apiUrl('/api/users/activate'), async ({ request }) => {
      bodies.push((await request.json()) as ActivateBody);
      return respond();
    }),
  );
  return bodies;
}

describe('/verify/:code', () => {
  it('activates once on arrival and offers to log in with the e-mail of the link', async () => {
    const bodies = activateEndpoint(() => HttpResponse.json({ message: accountMessages.activated }));
    const code = aFreshCode();

    renderRoutes({ path: `/Verify/${code}?email=Ada%40Example.com&isNew=true`, routes });

    expect(await screen.findByRole('heading', { name: 'Your account is activated' })).toBeTruthy();
    const login = within(screen.getByTestId('activation-success')).getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login?email=ada%40example.com');
    expect(bodies).toEqual([{ code, email: 'ada@example.com' }]);
  });

  it("shows 'Error while activating account.' and the server's messages when refused", async () => {
    activateEndpoint(() => HttpResponse.json(modelStateError({ code: accountMessages.badActivationCode }), { status: 400 }));

    renderRoutes({ path: `/verify/${aFreshCode()}?email=ada%40example.com`, routes });

    const error = await screen.findByTestId('activation-error');
    expect(within(error).getByText(ACTIVATION_FAILED_HEADING)).toBeTruthy();
    expect(within(error).getByText(accountMessages.badActivationCode)).toBeTruthy();
  });

  it('calls nothing for a code under 20 characters', async () => {
    const bodies = activateEndpoint(() => HttpResponse.json({ message: 'never' }));

    renderRoutes({ path: '/verify/short?email=ada%40example.com', routes });

    const error = await screen.findByTestId('activation-error');
    expect(within(error).getByText('The activation code must be at least 20 characters long.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });
});
