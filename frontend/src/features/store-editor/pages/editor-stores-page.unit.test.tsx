import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EDITOR_STORES_PATH, modelStateError, storeMessages, type EditorStore } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { anEditorStore } from '../../store-locator/testing/store-builders.ts';
import { localInputOf } from '../model/store-form.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const asEditor = { identity: { current: anIdentity({ role: 'editor' }) } };

interface Sent {
  path: string;
  body: unknown;
}

/**
 * The editor's store API for a page test: GET answers `stores` (which a command may change through
 * `onCommand`); every POST is recorded and, unless `onCommand` answers, accepted with a fresh position.
 */
function editorServer(initial: EditorStore[], onCommand?: (sent: Sent, stores: EditorStore[]) => { stores?: EditorStore[]; answer?: Response } | void) {
  let stores = initial;
  const sent: Sent[] = [];
  const reads: (string | null)[] = [];
  server.use(
    http.get(apiUrl(EDITOR_STORES_PATH), ({ request }) => {
      reads.push(request.headers.get('x-certus-written-at'));
      return HttpResponse.json(stores);
    }),
    http.post(new RegExp(`${EDITOR_STORES_PATH}(/.*)?$`), async ({ request }) => {
      const path = new URL(request.url).pathname;
      const text = await request.text();
      const command = { path, body: text ? JSON.parse(text) : null };
      sent.push(command);
      const outcome = onCommand?.(command, stores);
      if (outcome?.stores) stores = outcome.stores;
      if (outcome?.answer) return outcome.answer;
      return HttpResponse.json({ message: path.endsWith('/withdraw') ? storeMessages.withdrawn : storeMessages.published, position: `7.${sent.length}`, storeId: 'st-new' });
    }),
  );
  return { sent, reads };
}

const rows = () => screen.getAllByTestId('editor-store-row');
const rowNames = () => rows().map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent);
const form = () => screen.getByRole('form', { name: /Publish a new store|Change a store|Publish a store again/ });
const fill = (label: string | RegExp, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

const plano = anEditorStore({ storeId: 'demo-plano', name: 'Certus Plano', status: 'live' });
const frisco = anEditorStore({ storeId: 'st-frisco', name: 'Certus Frisco', status: 'scheduled', publishFrom: '2030-01-01T15:00:00.000Z' });
const austin = anEditorStore({ storeId: 'st-austin', name: 'Certus Austin', status: 'withdrawn', withdrawnAt: '2026-11-02T10:00:00.000Z' });

describe('/editor/stores', () => {
  it('given an editor, then the header has the Editor menu with the stores screen', async () => {
    editorServer([]);
    renderRoutes({ path: '/editor/stores', routes, preloadedState: asEditor });
    const banner = await screen.findByRole('banner');
    fireEvent.click(await within(banner).findByRole('button', { name: 'Editor' }));
    expect((await within(banner).findByRole('link', { name: 'Stores' })).getAttribute('href')).toBe('/editor/stores');
  });

  it('given stores live, scheduled and withdrawn, then the live tab lists the live ones and each tab counts its own', async () => {
    editorServer([plano, frisco, austin]);
    renderRoutes({ path: '/editor/stores', routes, preloadedState: asEditor });

    await waitFor(() => expect(rowNames()).toEqual(['Certus Plano']));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Live (1)', 'Scheduled (1)', 'Ended (0)', 'Withdrawn (1)', 'All (3)']);

    fireEvent.click(screen.getByRole('tab', { name: /Scheduled/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Certus Frisco']));
    expect(within(rows()[0]!).getByTestId('editor-store-status').textContent).toBe('Scheduled');

    fireEvent.click(screen.getByRole('tab', { name: /Withdrawn/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Certus Austin']));
    expect(within(rows()[0]!).getByRole('button', { name: 'Publish Certus Austin again' })).toBeTruthy();
  });

  it('given the form, when a new store is filled in and published, then the body is the contract\'s and the list reads after it', async () => {
    const added = anEditorStore({ storeId: 'st-new', name: 'Certus Frisco counter' });
    const { sent, reads } = editorServer([plano], (_command, stores) => ({ stores: [...stores, added] }));
    renderRoutes({ path: '/editor/stores', routes, preloadedState: asEditor });
    await waitFor(() => expect(rowNames()).toEqual(['Certus Plano']));

    fireEvent.click(screen.getByRole('button', { name: 'Publish a new store' }));
    await waitFor(() => expect(document.activeElement).toBe(within(form()).getByLabelText(/^Name/)));
    fill(/^Name/, 'Certus Frisco counter');
    fill(/^State/, 'TX');
    fill(/^Address line 1/, '6801 Gaylord Parkway');
    fill(/^City/, 'Frisco');
    fill(/^ZIP code/, '75034');
    fill(/^Phone/, '(469) 555-0101');
    fill(/^Opening hours/, 'Mon–Fri 10 am – 6 pm\n\nSat 10 am – 4 pm');
    fireEvent.click(within(form()).getByLabelText('Submission drop-off'));
    fireEvent.click(within(form()).getByLabelText('Pressing'));
    fill(/^Shown from/, '2030-01-01T09:00');
    expect(within(screen.getByTestId('store-preview')).getByRole('heading', { name: 'Certus Frisco counter' })).toBeTruthy();

    fireEvent.click(within(form()).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: EDITOR_STORES_PATH,
      body: {
        name: 'Certus Frisco counter',
        line1: '6801 Gaylord Parkway',
        line2: '',
        city: 'Frisco',
        stateProvince: 'TX',
        zipPostal: '75034',
        country: 'US',
        phone: '(469) 555-0101',
        website: '',
        hours: ['Mon–Fri 10 am – 6 pm', '', 'Sat 10 am – 4 pm'],
        services: ['drop-off', 'pressing'],
        publishFrom: new Date('2030-01-01T09:00').toISOString(),
      },
    });
    await waitFor(() => expect(rowNames()).toEqual(['Certus Plano', 'Certus Frisco counter']));
    expect(reads.at(-1)).toBe('7.1');
    expect(screen.getByTestId('editor-stores-status').textContent).toBe(storeMessages.published);
    expect(screen.queryByRole('form', { name: /Publish a new store/ })).toBeNull();
  });

  it('given an empty form, when published, then nothing is sent, each required field says so and the name has the focus', async () => {
    const { sent } = editorServer([]);
    renderRoutes({ path: '/editor/stores', routes, preloadedState: asEditor });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish a new store' }));

    fireEvent.click(within(form()).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(within(form()).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(within(form()).getByLabelText(/^Name/));
    expect(within(form()).getByText(storeMessages.required('Name'))).toBeTruthy();
    expect(within(form()).getByText(storeMessages.required('Phone'))).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('given a ZIP the geodata does not know, when the server refuses it, then the field says to give the coordinates', async () => {
    editorServer([], () => ({ answer: HttpResponse.json(modelStateError({ zipPostal: storeMessages.unknownPostalCode }, storeMessages.saveFailed), { status: 400 }) }));
    renderRoutes({ path: '/editor/stores', routes, preloadedState: asEditor });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish a new store' }));
    fill(/^Name/, 'Certus Nowhere');
    fill(/^State/, 'TX');
    fill(/^Address line 1/, '1 Main Street');
    fill(/^City/, 'Nowhere');
    fill(/^ZIP code/, '00001');
    fill(/^Phone/, '(469) 555-0101');

    fireEvent.click(within(form()).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(within(screen.getByTestId('server-failure')).getByText(storeMessages.unknownPostalCode)).toBeTruthy();
    await waitFor(() => expect(within(form()).getByLabelText(/^ZIP code/).getAttribute('aria-invalid')).toBe('true'));
  });

  it('given a live store, when changed with coordinates typed, then its own path gets the whole record and the window it had', async () => {
    const { sent } = editorServer([plano]);
    renderRoutes({ path: '/editor/stores', routes, preloadedState: asEditor });
    await waitFor(() => expect(rowNames()).toEqual(['Certus Plano']));

    fireEvent.click(screen.getByRole('button', { name: 'Change Certus Plano' }));
    expect((within(form()).getByLabelText(/^Shown from/) as HTMLInputElement).value).toBe(localInputOf(plano.publishFrom));
    fill(/^Name/, 'Certus Plano HQ');
    fireEvent.click(within(form()).getByLabelText('At these coordinates'));
    fill(/^Latitude/, '33.0198');
    fill(/^Longitude/, '-96.6989');
    fireEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.path).toBe(`${EDITOR_STORES_PATH}/demo-plano`);
    expect(sent[0]!.body).toMatchObject({ name: 'Certus Plano HQ', latitude: '33.0198', longitude: '-96.6989', publishFrom: plano.publishFrom });
  });

  it('given the form open, when Escape is pressed, then it closes without sending and the focus goes back to the button', async () => {
    const { sent } = editorServer([plano]);
    renderRoutes({ path: '/editor/stores', routes, preloadedState: asEditor });
    await waitFor(() => expect(rowNames()).toEqual(['Certus Plano']));
    const change = screen.getByRole('button', { name: 'Change Certus Plano' });
    change.focus();
    fireEvent.click(change);

    fireEvent.keyDown(within(form()).getByLabelText(/^Name/), { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change Certus Plano' })));
    expect(sent).toHaveLength(0);
  });

  it('given a live store, when withdrawn and confirmed, then the withdraw command is sent and it moves to the withdrawn tab', async () => {
    const { sent } = editorServer([plano], (_command, stores) => ({ stores: stores.map((s) => ({ ...s, status: 'withdrawn' as const })) }));
    renderRoutes({ path: '/editor/stores', routes, preloadedState: asEditor });
    await waitFor(() => expect(rowNames()).toEqual(['Certus Plano']));

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Certus Plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Certus Plano?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(sent).toEqual([{ path: `${EDITOR_STORES_PATH}/demo-plano/withdraw`, body: null }]));
    await waitFor(() => expect(screen.getByTestId('editor-stores-empty')).toBeTruthy());
    expect(screen.getByRole('tab', { name: /Withdrawn/ }).textContent).toBe('Withdrawn (1)');
  });

  it('given a withdrawn store, when published again, then the form sends it to its publish path', async () => {
    const { sent } = editorServer([austin]);
    renderRoutes({ path: '/editor/stores?status=withdrawn', routes, preloadedState: asEditor });
    await waitFor(() => expect(rowNames()).toEqual(['Certus Austin']));

    fireEvent.click(screen.getByRole('button', { name: 'Publish Certus Austin again' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Publish again' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.path).toBe(`${EDITOR_STORES_PATH}/st-austin/publish`);
    expect(sent[0]!.body).not.toHaveProperty('publishFrom');
  });

  it('given a worker, when the editor screen is asked for, then they are sent to the main page (spec 2.5)', async () => {
    server.use(http.get(/\/api\//, () => HttpResponse.json([])));
    const { router } = renderRoutes({ path: '/editor/stores', routes, preloadedState: { identity: { current: anIdentity({ role: 'worker' }) } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
