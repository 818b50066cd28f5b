import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { newsletterMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ID = '6f1c1d0e-7f43-4a6b-9d1e-2b3c4d5e6f70';

describe('/unsubscribe/:id', () => {
  it("says 'Please wait...' and then 'Unsubscription Successful', asking once", async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/api/userprofile/unsubscribe/:id'), async ({ params }) => {
        asked.push(String(params.id));
        await delay(50);
        return HttpResponse.json({ message: newsletterMessages.unsubscribed, position: '4.2' });
      }),
    );

    renderRoutes({ path: `/unsubscribe/${ID}`, routes });

    expect(await screen.findByText(newsletterMessages.pleaseWait)).toBeTruthy();
    expect((await screen.findByTestId('unsubscribe-result')).textContent).toBe(newsletterMessages.unsubscribed);
    expect(asked).toEqual([ID]);
  });

  it("says 'Invalid request' for a link the server does not know", async () => {
    server.use(http.get(apiUrl('/api/userprofile/unsubscribe/:id'), () => HttpResponse.json({ message: newsletterMessages.invalidRequest }, { status: 404 })));

    renderRoutes({ path: '/unsubscribe/not-a-guid', routes });

    expect((await screen.findByTestId('unsubscribe-result')).textContent).toBe(newsletterMessages.invalidRequest);
  });
});

describe('/unsubscribe/:id on the French variant (spec 2.1)', () => {
  afterEach(() => {
    window.localStorage.clear();
    });

  it('given the French variant, when the link is opened, then the page and the spec’s answer read in French, lang="fr", with no English-only notice', async () => {
    server.use(http.get(apiUrl('/api/userprofile/unsubscribe/:id'), () => HttpResponse.json({ message: newsletterMessages.unsubscribed, position: '4.2' })));

    renderRoutes({ path: `/unsubscribe/${ID}`, routes, preloadedState: { region: { region: 'CA', language: 'fr' } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Infolettre' })).toBeTruthy();
    expect((await screen.findByTestId('unsubscribe-result')).textContent).toBe('Désabonnement réussi');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    expect(screen.queryByTestId('english-only')).toBeNull();
  });
});
