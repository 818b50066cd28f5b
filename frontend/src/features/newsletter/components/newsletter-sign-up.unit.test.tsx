import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { newsletterMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function newsletterEndpoints(status: '1' | '0', signUp: () => Response = () => HttpResponse.json({ message: newsletterMessages.subscribed, position: '3.9' })) {
  const calls: { status: string[]; signUp: { url: URL; body: unknown }[] } = { status: [], signUp: [] };
  server.use(
    http.get(apiUrl('/api/userprofile/Get_toggle_status'), ({ request }) => {
      calls.status.push(new URL(request.url).searchParams.get('email') ?? '');
      return HttpResponse.json(status);
    }),
    http.post(apiUrl('/api/userprofile/SetSignMeUp'), async ({ request }) => {
      calls.signUp.push({ url: new URL(request.url), body: await request.json() });
      return signUp();
    }),
  );
  return calls;
}

async function submit(email: string) {
  const field = await screen.findByRole('textbox', { name: 'E-mail address' });
  fireEvent.change(field, { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('the newsletter sign-up on the home page', () => {
  it('signs a new address up and says so', async () => {
    const calls = newsletterEndpoints('0');
    renderRoutes({ path: '/', routes });

    await submit('Reader@Example.test');

    expect((await screen.findByTestId('newsletter-success')).textContent).toBe(newsletterMessages.subscribed);
    expect(calls.status).toEqual(['reader@example.test']);
    expect(calls.signUp).toHaveLength(1);
    expect(calls.signUp[0]!.url.searchParams.get('email')).toBe('reader@example.test');
    expect(calls.signUp[0]!.url.searchParams.get('isEmailNotification')).toBe('true');
    expect(calls.signUp[0]!.body).toMatchObject({ pageUri: expect.any(String), pageName: expect.any(String) });
  });

  it('given the French variant, when an empty address and then a new one are sent, then the form, its message and its thanks read in French', async () => {
    newsletterEndpoints('0');
    renderRoutes({ path: '/', routes, preloadedState: { region: { region: 'CA', language: 'fr' } } });

    expect(await screen.findByRole('heading', { name: 'Abonnez-vous à notre infolettre' })).toBeTruthy();
    const field = await screen.findByRole('textbox', { name: 'Adresse courriel' });
    fireEvent.click(screen.getByRole('button', { name: 'M’abonner' }));
    expect(await screen.findByText('Veuillez entrer votre courriel')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'lecteur@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'M’abonner' }));

    const thanks = await screen.findByTestId('newsletter-success');
    expect(thanks.textContent).toBe('Merci de votre inscription\u00a0! Un courriel de confirmation est en route.');
    expect(thanks.getAttribute('lang')).toBeNull();
  });

  it("shows the spec's messages for an empty or malformed address", async () => {
    const calls = newsletterEndpoints('0');
    renderRoutes({ path: '/', routes });

    await submit('');
    expect(await screen.findByText(newsletterMessages.emailRequired)).toBeTruthy();
    await submit('not-an-address');
    expect(await screen.findByText(newsletterMessages.invalidEmail)).toBeTruthy();
    expect(calls.status).toEqual([]);
  });

  it("says 'You're Already Subscribed to Our Newsletter' for a subscribed address", async () => {
    const calls = newsletterEndpoints('1');
    renderRoutes({ path: '/', routes });

    await submit('reader@example.test');

    expect(within(await screen.findByTestId('newsletter-problem')).getByText(newsletterMessages.alreadySubscribed)).toBeTruthy();
    expect(calls.signUp).toEqual([]);
  });

  it("says 'There was a problem with your submission.' when the sign-up fails", async () => {
    newsletterEndpoints('0', () => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    renderRoutes({ path: '/', routes });

    await submit('reader@example.test');

    expect(within(await screen.findByTestId('newsletter-problem')).getByText(newsletterMessages.failed)).toBeTruthy();
  });
});
