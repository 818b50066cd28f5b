import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import type { Root } from 'react-dom/client';
import {
  HOME_CONTENT_ELEMENT_ID,
  INLINED_CENSUS_TITLE_ELEMENT_ID,
  INLINED_CERTIFICATE_ELEMENT_ID,
  INLINED_FEATURED_ELEMENT_ID,
  MEMBER_DRAWN_ATTRIBUTE,
  MEMBER_NAME_MARK,
  SERVER_DRAWN_ATTRIBUTE,
  type DrawnScreen,
  type HomeContent,
} from '@certus/contracts';
import { routes } from './routes.tsx';
import { whenRouterReady } from './router.tsx';
import { startApp } from './start-app.tsx';
import { setupStore } from './store.ts';
import { createShellRenderer, type ShellRenderer } from './server-shell/render-shell.tsx';
import type { Identity } from '../features/auth/index.ts';
import { aFeaturedComic, aPublicLookup } from '../features/certificates/testing/certificate-builders.ts';
import { aBannerView, aSigningView } from '../features/published-content/testing/content-views.ts';
import { anIdentity } from '../testing/builders.ts';
import { heldAnswer, pageCameWith } from '../testing/inlined-data.ts';
import { apiUrl, server } from '../testing/msw-server.ts';
import { restoreScreenWidth, stubScreenWidth } from '../testing/screen-width.ts';

let draw: ShellRenderer;
const held = heldAnswer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  draw = await createShellRenderer();
}, 60_000);
const started: Root[] = [];
afterEach(() => {
  act(() => started.splice(0).forEach((root) => root.unmount()));
  document.getElementById('root')?.remove();
  server.resetHandlers();
  restoreScreenWidth();
  vi.restoreAllMocks();
});
afterAll(() => {
  held.release();
  server.close();
});

interface Visit {
  path: string;
  screen: DrawnScreen;
  /** The browser's real width, which may not be the screen the server guessed. */
  width: number;
  inlined?: Record<string, unknown>;
  /** The tab's sign-in; a member page is drawn for it. */
  member?: Identity;
  forMember?: boolean;
}

/**
 * The page as the browser gets it (infra/platform/src/page-html.ts): the server's drawing in the root, marked with
 * its screen, the data in the head, and on a member page the name the page's first script wrote in. Then the
 * site's start as main.tsx does it, with every error React or the page reports.
 */
async function visit({ path, screen, width, inlined = {}, member, forMember = false }: Visit) {
  stubScreenWidth(width);
  // Every API call waits: what is compared is the first drawing, not what the answers bring.
  server.use(http.all(apiUrl('/api/*'), async () => (await held.wait, HttpResponse.json({}, { status: 503 }))));
  for (const [id, value] of Object.entries(inlined)) pageCameWith(id, value);
  const html = draw({ path, screen, inlined, forMember });
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(SERVER_DRAWN_ATTRIBUTE, screen);
  if (forMember) container.setAttribute(MEMBER_DRAWN_ATTRIBUTE, '');
  // The member page's script (infra http/member-page-script.ts): the tab's name in place of the mark, or no drawing.
  container.innerHTML = !forMember ? html : member ? html.split(MEMBER_NAME_MARK).join(member.displayName) : '';
  document.body.append(container);
  const firstHeading = container.querySelector('header');

  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = setupStore({ navigation: { navigate: (to) => void router.navigate(to), currentPath: () => path }, preloadedState: { identity: { current: member ?? null } } });
  await whenRouterReady(router);
  const consoleErrors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const { root, hydrated } = await act(async () => startApp({ container, store, router, onRecoverableError: (error) => void recoverable.push(error) }));
  started.push(root);
  // Hydrated, then the browser's own: the controls the server drew inert come alive (lib/server-drawing.ts).
  await waitFor(() => expect(container.querySelector(':is(button, form, select)[inert]')).toBeNull());
  return { container, hydrated, firstHeading, recoverable, consoleErrors: () => consoleErrors.mock.calls.map((args) => args.map(String).join(' ')) };
}

const featured = [aFeaturedComic({ title: 'Hulk', issue: '181' }), aFeaturedComic({ title: 'Saga', issue: '1' }), aFeaturedComic({ title: 'X-Men', issue: '94' })];
const homeContent: HomeContent = {
  nextEvent: aSigningView('mcfarlane', { title: 'Todd McFarlane signing', startsOn: '2027-10-08', endsOn: '2027-10-08', city: 'New York', region: 'NY' }),
  banners: [aBannerView('spring', { imageAlt: 'Spring pressing: 20% off' }), aBannerView('dallas', { imageAlt: 'Fan Expo Dallas' })],
};
const lookup = aPublicLookup({ certificationId: '19-DEMOA01-001', title: 'Giant-Size X-Men', issue: '1', comics_details: { ASP_Signers: 'Len Wein', VSP_Signers: '', Grader_Notes: 'Light spine stress' } });

const visits: [string, Visit][] = [
  ['the home page on a phone, for a visitor', { path: '/', screen: 'phone', width: 390, inlined: { [INLINED_FEATURED_ELEMENT_ID]: featured, [HOME_CONTENT_ELEMENT_ID]: homeContent } }],
  ['the home page on a wide screen, for a signed-in member (the server drew it for a visitor)', { path: '/', screen: 'wide', width: 1366, inlined: { [INLINED_FEATURED_ELEMENT_ID]: featured }, member: anIdentity({ displayName: 'Ada' }) }],
  ['/featured on a phone the server took for a wide screen', { path: '/featured', screen: 'wide', width: 390, inlined: { [INLINED_FEATURED_ELEMENT_ID]: featured } }],
  ['a certificate on a wide screen', { path: '/certificate/19-DEMOA01-001', screen: 'wide', width: 1366, inlined: { [INLINED_CERTIFICATE_ELEMENT_ID]: lookup } }],
  ['a certificate, for its signed-in owner on a phone', { path: '/certificate/19-DEMOA01-001', screen: 'phone', width: 390, inlined: { [INLINED_CERTIFICATE_ELEMENT_ID]: lookup }, member: anIdentity() }],
  ['a certificate the page came without (the server could not read it)', { path: '/certificate/19-DEMOA01-002', screen: 'wide', width: 1366 }],
  ['a content page', { path: '/grading-pressing', screen: 'wide', width: 1366 }],
  ['the dashboard, for a worker on a phone', { path: '/account', screen: 'phone', width: 390, member: anIdentity({ displayName: 'Grace Hopper', role: 'worker' }), forMember: true }],
  [
    'a census grid, for a member on a wide screen',
    {
      path: '/census/amazing-spider-man',
      screen: 'wide',
      width: 1366,
      inlined: { [INLINED_CENSUS_TITLE_ELEMENT_ID]: { slug: 'amazing-spider-man', title: 'Amazing Spider-Man' } },
      member: anIdentity({ displayName: 'Ada' }),
      forMember: true,
    },
  ],
];

describe('the start of the site on a page the server drew', () => {
  for (const [name, page] of visits) {
    it(`given ${name}, then React hydrates the server's drawing: its elements are kept, with no mismatch`, async () => {
      const { container, hydrated, firstHeading, recoverable, consoleErrors } = await visit(page);

      expect(hydrated).toBe(true);
      expect(recoverable).toEqual([]);
      expect(consoleErrors().filter((line) => /hydrat|did not match|didn't match/i.test(line))).toEqual([]);
      expect(firstHeading).not.toBeNull();
      expect(container.contains(firstHeading)).toBe(true);
    });
  }

  it('given a member page whose first script removed the drawing (the tab holds no sign-in), then the browser draws it', async () => {
    const { hydrated, recoverable } = await visit({ path: '/account', screen: 'phone', width: 390, forMember: true });

    expect(hydrated).toBe(false);
    expect(recoverable).toEqual([]);
  });
});
