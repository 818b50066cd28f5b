import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contentMessages, type EditorContentDetail, type EditorContentRow } from '@certus/contracts';
import { aBanner, aSigning } from '@certus/contracts/content/testing/content-records';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { restoreScreenWidth, stubScreenWidth } from '../../../testing/screen-width.ts';
import { aBannerView, aSigningView } from '../../published-content/testing/content-views.ts';
import { DRAFT_PREVIEW_KEY } from '../model/draft-preview.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const asEditor = { identity: { current: anIdentity({ role: 'editor' }) } };
const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

const aRow = (overrides: Partial<EditorContentRow>): EditorContentRow => ({
  kind: 'signing',
  name: 'mcfarlane-nycc',
  title: 'Todd McFarlane signing',
  status: 'live',
  publishFrom: '2027-01-01T00:00:00.000Z',
  publishUntil: null,
  startsOn: '2027-10-08',
  endsOn: '2027-10-08',
  placement: null,
  revision: 1,
  publishedAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  withdrawnAt: null,
  withdrawnReason: null,
  ...overrides,
});

describe('/editor (editor role)', () => {
  it('given records of every status, then the tabs list what is live now, scheduled, ended or withdrawn, each with its count', async () => {
    server.use(
      http.get(apiUrl('/api/editor/content'), () =>
        HttpResponse.json([
          aRow({ name: 'live-one', title: 'Live signing' }),
          aRow({ kind: 'banner', name: 'later', title: 'Summer banner', status: 'scheduled', startsOn: null, endsOn: null, placement: 'home' }),
          aRow({ kind: 'convention', name: 'gone', title: 'Cancelled show', status: 'withdrawn' }),
          aRow({ kind: 'news', name: 'old', title: 'Old news', status: 'ended', startsOn: null, endsOn: null }),
        ]),
      ),
    );
    renderRoutes({ path: '/editor', routes, preloadedState: asEditor });

    expect(await screen.findByRole('tab', { name: 'Live now (1)' })).toBeTruthy();
    expect(screen.getAllByTestId('editor-content-row').map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual(['Live signing']);
    fireEvent.click(screen.getByRole('tab', { name: 'Ended or withdrawn (2)' }));
    await waitFor(() => expect(screen.getAllByTestId('editor-content-row').map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual(['Cancelled show', 'Old news']));
    fireEvent.click(screen.getByRole('tab', { name: 'Scheduled (1)' }));
    const row = (await screen.findAllByTestId('editor-content-row'))[0]!;
    expect(within(row).getByRole('link', { name: 'Summer banner' }).getAttribute('href')).toBe('/editor/banner/later');
    expect(within(row).getByRole('link', { name: 'Preview Summer banner' }).getAttribute('href')).toBe('/preview?kind=banner&name=later');
  });

  it('given a phone, then each record is a card with its status and a preview link, nothing scrolls sideways', async () => {
    stubScreenWidth(390);
    try {
      server.use(http.get(apiUrl('/api/editor/content'), () => HttpResponse.json([aRow({ name: 'live-one', title: 'Live signing' })])));
      renderRoutes({ path: '/editor', routes, preloadedState: asEditor });
      const cards = await screen.findByTestId('editor-content-cards');
      expect(within(cards).getByRole('link', { name: 'Live signing' }).getAttribute('href')).toBe('/editor/signing/live-one');
      expect(within(cards).getByTestId('content-status').textContent).toBe('Live');
      expect(screen.queryByTestId('editor-content-table')).toBeNull();
    } finally {
      restoreScreenWidth();
    }
  });

  it('given a member who is not an editor, then /editor sends them home', async () => {
    const { router } = renderRoutes({ path: '/editor', routes, preloadedState: { identity: { current: anIdentity({ role: 'worker' }) } } });
    await waitFor(() => expect(pathOf(router)).toBe('/'));
  });
});

describe('publishing, revising and withdrawing', () => {
  it('given a new signing typed in, when published, then the name comes from the title, the body carries the record in UTC and the editor lands on it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/editor/content'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ kind: 'signing', name: 'jim-lee-at-c2e2', revision: 1, status: 'live', position: '1.1' });
      }),
      http.get(apiUrl('/api/editor/content/signing/jim-lee-at-c2e2'), () =>
        HttpResponse.json({ row: aRow({ name: 'jim-lee-at-c2e2', title: 'Jim Lee at C2E2' }), record: aSigning({ title: 'Jim Lee at C2E2' }), view: aSigningView('jim-lee-at-c2e2', { title: 'Jim Lee at C2E2' }) } satisfies EditorContentDetail),
      ),
    );
    const { router } = renderRoutes({ path: '/editor/new/signing', routes, preloadedState: asEditor });
    const form = await screen.findByRole('form', { name: 'New signing event' });
    const type = (label: string | RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });
    type(/^Title/, 'Jim Lee at C2E2');
    expect((within(form).getByLabelText(/^Name/, { selector: 'input' }) as HTMLInputElement).value).toBe('jim-lee-at-c2e2');
    type(/^Signers/, 'Jim Lee\nScott Williams');
    type(/^First day/, '2027-03-20');
    type(/^Last day/, '2027-03-20');
    type(/^Venue/, 'McCormick Place');
    type(/^City/, 'Chicago');
    type(/^Public from/, '2027-03-01T09:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(pathOf(router)).toBe('/editor/signing/jim-lee-at-c2e2'));
    expect(sent).toEqual([
      {
        name: 'jim-lee-at-c2e2',
        record: expect.objectContaining({ kind: 'signing', title: 'Jim Lee at C2E2', signers: ['Jim Lee', 'Scott Williams'], startsOn: '2027-03-20', venue: 'McCormick Place', country: 'US', publishFrom: new Date('2027-03-01T09:00').toISOString(), publishUntil: null, image: null }),
      },
    ]);
  });

  it('given a window that ends before it starts, when published, then the field says so, is focused, and nothing is sent', async () => {
    let posted = 0;
    server.use(http.post(apiUrl('/api/editor/content'), () => (posted++, HttpResponse.json({}))));
    renderRoutes({ path: '/editor/new/newsletter', routes, preloadedState: asEditor });
    const form = await screen.findByRole('form', { name: 'New newsletter' });
    const type = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });
    type(/^Title/, 'Spring newsletter');
    type(/^Summary/, 'Shows and signings.');
    type(/^Text/, 'Hello.');
    type(/^Public from/, '2027-03-01T09:00');
    type(/^Public until/, '2027-02-01T09:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));

    expect(await within(form).findByText(contentMessages.windowEndsBeforeStart)).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Public until/, { selector: 'input' }));
    expect(posted).toBe(0);
  });

  it('given a name the server says is taken, then the Name field shows its message', async () => {
    server.use(http.post(apiUrl('/api/editor/content'), () => HttpResponse.json({ message: 'The request is invalid.', modelState: { 'model.name': [contentMessages.alreadyExists('newsletter', 'spring')] } }, { status: 409 })));
    renderRoutes({ path: '/editor/new/newsletter', routes, preloadedState: asEditor });
    const form = await screen.findByRole('form', { name: 'New newsletter' });
    const type = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });
    type(/^Title/, 'Spring');
    type(/^Summary/, 'Shows.');
    type(/^Text/, 'Hello.');
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByText(contentMessages.alreadyExists('newsletter', 'spring'))).toBeTruthy();
  });

  it('given a banner, when an image is chosen, then it is uploaded as bytes and shown; when saved, the revise sends its key', async () => {
    const uploaded = { key: `content/${'c'.repeat(64)}.png`, url: `/storage/content/${'c'.repeat(64)}.png`, contentType: 'image/png', width: 1200, height: 400, bytes: 5000, sha256: 'c'.repeat(64) } as const;
    const uploads: number[] = [];
    const revised: unknown[] = [];
    server.use(
      http.get(apiUrl('/api/editor/content/banner/spring'), () =>
        HttpResponse.json({ row: aRow({ kind: 'banner', name: 'spring', title: 'Spring pressing special', startsOn: null, endsOn: null, placement: 'home' }), record: aBanner(), view: aBannerView('spring') } satisfies EditorContentDetail),
      ),
      http.post(apiUrl('/api/editor/images'), async ({ request }) => (uploads.push((await request.arrayBuffer()).byteLength), HttpResponse.json(uploaded))),
      http.post(apiUrl('/api/editor/content/banner/spring/revise'), async ({ request }) => (revised.push(await request.json()), HttpResponse.json({ kind: 'banner', name: 'spring', revision: 2, status: 'live', position: '1.2' }))),
    );
    renderRoutes({ path: '/editor/banner/spring', routes, preloadedState: asEditor });
    const form = await screen.findByRole('form', { name: 'Revise the banner' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'banner.png', { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText(/^Image/, { selector: 'input[type=file]' }), { target: { files: [file] } });
    expect(await within(form).findByText('1200 × 400 pixels, 5 kB')).toBeTruthy();
    expect(uploads).toEqual([7]);
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(revised).toEqual([{ record: expect.objectContaining({ kind: 'banner', image: uploaded.key, placement: 'home' }) }]));
  });

  it('given a published record, when withdrawn with a reason and confirmed, then the withdraw command carries the reason', async () => {
    const withdrawn: unknown[] = [];
    server.use(
      http.get(apiUrl('/api/editor/content/signing/mcfarlane-nycc'), () => HttpResponse.json({ row: aRow({}), record: aSigning(), view: aSigningView() } satisfies EditorContentDetail)),
      http.post(apiUrl('/api/editor/content/signing/mcfarlane-nycc/withdraw'), async ({ request }) => (withdrawn.push(await request.json()), HttpResponse.json({ kind: 'signing', name: 'mcfarlane-nycc', revision: 1, status: 'withdrawn', position: '1.3' }))),
    );
    renderRoutes({ path: '/editor/signing/mcfarlane-nycc', routes, preloadedState: asEditor });
    fireEvent.change(await screen.findByLabelText('Why (for the other editors)'), { target: { value: 'Cancelled by the show' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdrawn).toEqual([{ reason: 'Cancelled by the show' }]));
  });
});

describe('/preview', () => {
  it('given a draft handed over by the form, then it is drawn as the public will see it, to anyone in this browser', async () => {
    window.localStorage.setItem(DRAFT_PREVIEW_KEY, JSON.stringify(aSigningView('draft', { title: 'Draft signing' })));
    renderRoutes({ path: '/preview?draft=1', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Draft signing' })).toBeTruthy();
    expect(screen.getByTestId('preview-note').textContent).toMatch(/not published yet/);
    expect(screen.getByTestId('event-card')).toBeTruthy();
  });

  it('given a stored record and an editor, then it is drawn with its status; a visitor is asked to log in instead', async () => {
    server.use(http.get(apiUrl('/api/editor/content/banner/spring'), () => HttpResponse.json({ row: aRow({ kind: 'banner', name: 'spring', title: 'Spring', status: 'scheduled' }), record: aBanner(), view: aBannerView('spring', { title: 'Spring' }) } satisfies EditorContentDetail)));
    const { unmount } = renderRoutes({ path: '/preview?kind=banner&name=spring', routes, preloadedState: asEditor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Spring' })).toBeTruthy();
    expect(screen.getByTestId('content-status').textContent).toBe('Scheduled');
    expect(screen.getByRole('region', { name: 'Banner preview' })).toBeTruthy();
    unmount();

    renderRoutes({ path: '/preview?kind=banner&name=spring', routes });
    expect(await screen.findByRole('link', { name: 'Log in as an editor' })).toBeTruthy();
  });
});
