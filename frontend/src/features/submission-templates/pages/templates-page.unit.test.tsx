import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { submissionTemplateMessages, type SubmissionTemplateDetail, type SubmissionTemplateSummary } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { axeViolations } from '../../../lib/testing/axe-violations.ts';
import { aCart, aComicLine, storeCart, storedCart, submissionServer } from '../../submission/testing/submission-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const EMAIL = 'ada@example.com';
const TEMPLATE_ID = '00000000-0000-4000-8000-0000000000c1';
const saga = aComicLine({ uniqueId: 'saga', title: 'Saga', issue: '1', year: 2012, publisher: 'Image', quantity: 2 });
const hulk = aComicLine({ uniqueId: 'hulk', title: 'Incredible Hulk', issue: '181', year: 1974, publisher: 'Marvel', tierId: 'NW' });

const aSummary = (overrides: Partial<SubmissionTemplateSummary> = {}): SubmissionTemplateSummary => ({
  templateId: TEMPLATE_ID,
  name: 'Monthly moderns',
  countryCode: 'US',
  collectibleType: 'Comic',
  lineCount: 2,
  bookCount: 3,
  titles: ['Saga #1', 'Incredible Hulk #181'],
  savedAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

/** The templates endpoints over a list the test holds; records what was sent. */
function templatesServer(initial: SubmissionTemplateSummary[]) {
  let list = [...initial];
  const sent: { saved: unknown[]; renamed: unknown[]; deleted: string[] } = { saved: [], renamed: [], deleted: [] };
  server.use(
    http.get(apiUrl('/api/submission-templates'), () => HttpResponse.json(list)),
    http.get(apiUrl('/api/submission-templates/:id'), ({ params }) =>
      HttpResponse.json({ ...list.find((t) => t.templateId === params.id)!, comics: [saga, hulk] } satisfies SubmissionTemplateDetail),
    ),
    http.post(apiUrl('/api/submission-templates'), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      sent.saved.push(body);
      if (list.some((t) => t.name.toLowerCase() === body.name.toLowerCase())) {
        return HttpResponse.json({ message: submissionTemplateMessages.nameTaken(body.name), modelState: { 'model.name': [submissionTemplateMessages.nameTaken(body.name)] } }, { status: 409 });
      }
      list = [...list, aSummary({ templateId: '00000000-0000-4000-8000-0000000000c2', name: body.name })];
      return HttpResponse.json({ message: submissionTemplateMessages.saved, position: '1.1', templateId: '00000000-0000-4000-8000-0000000000c2' });
    }),
    http.post(apiUrl('/api/submission-templates/:id/rename'), async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string };
      sent.renamed.push({ id: params.id, name });
      list = list.map((t) => (t.templateId === params.id ? { ...t, name } : t));
      return HttpResponse.json({ message: submissionTemplateMessages.renamed, position: '1.2' });
    }),
    http.delete(apiUrl('/api/submission-templates/:id'), ({ params }) => {
      sent.deleted.push(String(params.id));
      list = list.filter((t) => t.templateId !== params.id);
      return HttpResponse.json({ message: submissionTemplateMessages.deleted, position: '1.3' });
    }),
  );
  return sent;
}

const renderTemplates = () => renderRoutes({ path: '/account/template', routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });

describe('/account/template: submission templates', () => {
  it('given a cart, when the member saves it under a name, then its lines (no prices) are sent and the list shows the new template', async () => {
    storeCart(aCart(EMAIL, { comics: [saga, hulk] }));
    const sent = templatesServer([]);
    renderTemplates();

    expect((await screen.findByTestId('cart-summary')).textContent).toContain('2 lines (3 books, Comic)');
    expect(await screen.findByTestId('no-templates')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: '  Keys  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(sent.saved).toEqual([{ name: 'Keys', countryCode: 'US', collectibleType: 'Comic', comics: [saga, hulk] }]));
    expect(await screen.findByRole('heading', { level: 3, name: 'Keys' })).toBeTruthy();
  });

  it('given a name another template has, when saved, then the field says so and nothing is added', async () => {
    storeCart(aCart(EMAIL, { comics: [saga] }));
    templatesServer([aSummary()]);
    renderTemplates();
    await screen.findByRole('heading', { level: 3, name: 'Monthly moderns' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: 'monthly moderns' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(submissionTemplateMessages.nameTaken('monthly moderns'), { selector: '.mantine-InputWrapper-error, [id$="-error"]' })).toBeTruthy();
    expect(screen.getAllByTestId('template-card')).toHaveLength(1);
  });

  it('given a template, when the member starts a submission from it over a cart that holds books, then after confirming the cart holds its lines and the submission page prices them', async () => {
    storeCart(aCart(EMAIL, { comics: [aComicLine({ uniqueId: 'old', title: 'Old book' })] }));
    templatesServer([aSummary()]);
    submissionServer();
    const { router } = renderTemplates();

    const card = await screen.findByTestId('template-card');
    expect(card.textContent).toContain('Comic: 2 lines, 3 books.');
    expect(card.textContent).toContain('Saga #1, Incredible Hulk #181');
    fireEvent.click(within(card).getByRole('button', { name: 'Start a submission from “Monthly moderns”' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(submissionTemplateMessages.confirmReplaceCart);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start from this template' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/submit'));
    await waitFor(() => expect(storedCart()?.comics.map((c) => c.uniqueId)).toEqual(['saga', 'hulk']));
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    // Priced with the catalogue of the day: Saga x2 on Modern at $27, Hulk on Vintage at $42 (before the Clubmember discount).
    await waitFor(() => expect(screen.getByTestId('total-amount').textContent).toBe('$96.00'));
  });

  it('given a template, when renamed and then deleted, then the list follows', async () => {
    storeCart(aCart(EMAIL));
    const sent = templatesServer([aSummary()]);
    renderTemplates();
    const card = await screen.findByTestId('template-card');

    fireEvent.click(within(card).getByRole('button', { name: 'Rename “Monthly moderns”' }));
    fireEvent.change(within(card).getByRole('textbox', { name: 'New name for “Monthly moderns”' }), { target: { value: 'Silver keys' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Silver keys' })).toBeTruthy();
    expect(sent.renamed).toEqual([{ id: TEMPLATE_ID, name: 'Silver keys' }]);

    fireEvent.click(within(screen.getByTestId('template-card')).getByRole('button', { name: 'Delete “Silver keys”' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('no-templates')).toBeTruthy();
    expect(sent.deleted).toEqual([TEMPLATE_ID]);
    expect(screen.getByTestId('cart-empty')).toBeTruthy();
  });

  it('is accessible (axe)', async () => {
    storeCart(aCart(EMAIL, { comics: [saga] }));
    templatesServer([aSummary()]);
    renderTemplates();
    await screen.findByTestId('template-card');
    expect(await axeViolations()).toEqual([]);
  });
});
