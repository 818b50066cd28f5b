import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { submissionTemplateMessages, type SubmissionTemplateSummary } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aCart, aComicLine, storeCart } from '../../submission/testing/submission-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const EMAIL = 'ada@example.com';
const template: SubmissionTemplateSummary = {
  templateId: '00000000-0000-4000-8000-0000000000c1',
  name: 'Monthly moderns',
  countryCode: 'US',
  collectibleType: 'Comic',
  lineCount: 2,
  bookCount: 3,
  titles: ['Saga #1', 'Incredible Hulk #181'],
  savedAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

describe('the submission templates on the French variant (spec 2.1)', () => {
  it('given French, when the templates open and a name already taken is saved, then the page and the server sentence read in French', async () => {
    storeCart(aCart(EMAIL, { comics: [aComicLine({ uniqueId: 'saga', title: 'Saga', quantity: 2 })] }));
    server.use(
      http.get(apiUrl('/api/submission-templates'), () => HttpResponse.json([template])),
      http.post(apiUrl('/api/submission-templates'), () => {
        const message = submissionTemplateMessages.nameTaken('Monthly moderns');
        return HttpResponse.json({ message, modelState: { 'model.name': [message] } }, { status: 409 });
      }),
    );
    renderRoutes({ path: '/account/template', routes, preloadedState: { region: { region: 'CA', language: 'fr' }, identity: { current: anIdentity({ email: EMAIL }) } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Modèles de soumission' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    const card = await screen.findByTestId('template-card');
    expect(within(card).getByText(/^Comic\s:\s2\slignes, 3\slivres\. Enregistré le 1 mai 2026\.$/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Renommer «\sMonthly moderns\s»$/ })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer le modèle' }));
    expect(await screen.findByText('Veuillez donner un nom au modèle.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nom du modèle/), { target: { value: 'Monthly moderns' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(/^Vous avez déjà un modèle nommé «\sMonthly moderns\s»\.$/)).toBeTruthy();
  });
});
