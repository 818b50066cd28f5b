import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiKeyMessages, apiKeyPaths, modelStateError, type ApiKeyCreatedResponse, type ApiKeyList, type ApiKeyView, type CommandAccepted } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = '/account/api';
const SECRET = `ck_0000000b_${'S'.repeat(43)}`;

const aKey = (overrides: Partial<ApiKeyView> = {}): ApiKeyView => ({
  keyId: 'k-1',
  name: 'Price tracker',
  prefix: 'ck_0000000a',
  createdAt: '2026-03-01T10:00:00.000Z',
  revokedAt: null,
  callsToday: 12,
  ...overrides,
});

/** The API key endpoints over one in-memory list, answering as the services do. */
function apiKeysApi(initial: ApiKeyView[] = [], refuse: { create?: Response } = {}) {
  let keys = [...initial];
  const creates: unknown[] = [];
  const revokes: string[] = [];
  const renames: { keyId: string; body: unknown }[] = [];
  server.use(
    http.get(apiUrl(apiKeyPaths.keys), () => HttpResponse.json({ keys, dailyQuota: 1000, maxActiveKeys: 10 } satisfies ApiKeyList)),
    http.post(apiUrl(apiKeyPaths.keys), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      creates.push(body);
      if (refuse.create) return refuse.create;
      keys = [aKey({ keyId: 'k-2', name: body.name, prefix: 'ck_0000000b', callsToday: 0, createdAt: '2026-03-02T10:00:00.000Z' }), ...keys];
      return HttpResponse.json({ message: apiKeyMessages.created, position: '1.1', keyId: 'k-2', name: body.name, prefix: 'ck_0000000b', secret: SECRET } satisfies ApiKeyCreatedResponse);
    }),
    http.post(apiUrl('/api/userprofile/apikeys/:keyId/revoke'), ({ params }) => {
      revokes.push(String(params.keyId));
      keys = keys.map((k) => (k.keyId === params.keyId ? { ...k, revokedAt: '2026-03-02T11:00:00.000Z' } : k));
      return HttpResponse.json({ message: apiKeyMessages.revoked, position: '1.2' } satisfies CommandAccepted);
    }),
    http.post(apiUrl('/api/userprofile/apikeys/:keyId/rename'), async ({ params, request }) => {
      const body = (await request.json()) as { name: string };
      renames.push({ keyId: String(params.keyId), body });
      keys = keys.map((k) => (k.keyId === params.keyId ? { ...k, name: body.name } : k));
      return HttpResponse.json({ message: apiKeyMessages.renamed, position: '1.3' } satisfies CommandAccepted);
    }),
  );
  return { creates, revokes, renames };
}

const renderPage = (language: 'en' | 'fr' = 'en') =>
  renderRoutes({
    path: PATH,
    routes,
    preloadedState: language === 'fr' ? { region: { region: 'CA', language: 'fr' }, identity: { current: anIdentity() } } : { identity: { current: anIdentity() } },
  });
const cards = () => screen.getAllByTestId('api-key-card');

describe('/account/api', () => {
  it('given two keys, one revoked, when the page opens, then each shows its name, prefix, day created, calls today of the quota and state, in the account layout', async () => {
    apiKeysApi([aKey(), aKey({ keyId: 'k-0', name: 'Old script', prefix: 'ck_00000009', revokedAt: '2026-03-01T12:00:00.000Z', callsToday: 0 })]);
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [active, revoked] = cards();
    expect(active!.textContent).toContain('Price tracker');
    expect(active!.textContent).toContain('ck_0000000a_…');
    expect(active!.textContent).toContain('Mar 1, 2026');
    expect(active!.textContent).toContain('12 / 1,000');
    expect(active!.textContent).toContain('Active');
    expect(within(active!).getByRole('button', { name: 'Revoke Price tracker' })).toBeTruthy();
    expect(revoked!.textContent).toContain('Revoked Mar 1, 2026');
    expect(within(revoked!).queryByRole('button', { name: /revoke/i })).toBeNull();
    expect(screen.getByText(/Each key may make 1,000 calls a day \(UTC\)\./).textContent).toContain('1,000');
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'API keys' }).getAttribute('aria-current')).toBe('page');
  });

  it('given no key, when a name is given and Create key pressed, then the key is created and its secret shown once, with a copy button and the warning', async () => {
    const api = apiKeysApi();
    renderPage();
    expect(await screen.findByTestId('api-keys-empty')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(apiKeyMessages.nameRequired)).toBeTruthy();
    expect(api.creates).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /^name/i }), { target: { value: '  Shop sync  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const secret = await screen.findByTestId('api-key-secret');
    expect(api.creates).toEqual([{ name: 'Shop sync' }]);
    expect(secret.textContent).toBe(SECRET);
    const panel = screen.getByTestId('new-api-key');
    expect(panel.textContent).toContain('You will not see it again');
    expect(within(panel).getByRole('button', { name: 'Copy key' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.textContent).toContain('Shop sync');

    fireEvent.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).toBeNull());
  });

  it('given the server refuses a creation (too many keys), then its message shows above the list and no secret does', async () => {
    apiKeysApi([], { create: HttpResponse.json({ message: apiKeyMessages.tooManyKeys, correlationId: 'c' }, { status: 409 }) });
    renderPage();
    await screen.findByTestId('api-keys-empty');
    fireEvent.change(screen.getByRole('textbox', { name: /^name/i }), { target: { value: 'One too many' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const alert = await screen.findByTestId('server-failure');
    expect(alert.textContent).toContain(apiKeyMessages.tooManyKeys);
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
  });

  it('given an active key, when Revoke is confirmed, then it is revoked and shown revoked; cancelling does nothing', async () => {
    const api = apiKeysApi([aKey()]);
    renderPage();
    const revoke = async () => fireEvent.click(await screen.findByRole('button', { name: 'Revoke Price tracker' }));

    await revoke();
    let dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.revokes).toEqual([]);

    await revoke();
    dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(dialog.textContent).toContain('Programs using it will get 401');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.revokes).toEqual(['k-1']));
    await waitFor(() => expect(cards()[0]!.textContent).toContain('Revoked'));
  });

  it('given a key just created whose secret is shown, when that key is revoked, then its secret leaves the page; revoking another key keeps it', async () => {
    const api = apiKeysApi([aKey()]);
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /^name/i }), { target: { value: 'Shop sync' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByTestId('api-key-secret');
    const revoke = async (name: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Revoke ${name}` }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Revoke API key' })).getByRole('button', { name: 'Revoke' }));
    };

    await revoke('Price tracker');
    await waitFor(() => expect(api.revokes).toEqual(['k-1']));
    expect(screen.getByTestId('api-key-secret').textContent).toBe(SECRET);

    await revoke('Shop sync');
    await waitFor(() => expect(api.revokes).toEqual(['k-1', 'k-2']));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).toBeNull());
  });

  it('given an active key, when renamed, then the new name is sent and listed', async () => {
    const api = apiKeysApi([aKey()]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Price tracker' }));
    const form = await screen.findByRole('form', { name: 'Rename Price tracker' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Shop sync' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.renames).toEqual([{ keyId: 'k-1', body: { name: 'Shop sync' } }]));
    await waitFor(() => expect(cards()[0]!.textContent).toContain('Shop sync'));
  });

  it('given the French variant, then the page reads in French, and a refusal the contracts know is translated', async () => {
    apiKeysApi([aKey()], { create: HttpResponse.json(modelStateError({ name: apiKeyMessages.nameTooLong }), { status: 400 }) });
    renderPage('fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clés d’API' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.textContent).toContain('Appels aujourd’hui');
    fireEvent.change(screen.getByRole('textbox', { name: /^nom/i }), { target: { value: 'Une clé' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer la clé' }));
    expect((await screen.findByTestId('server-failure')).textContent).toContain('Le nom doit compter au plus 60\u00a0caractères.');
  });
});
