import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  HOME_CONTENT_ELEMENT_ID,
  INLINED_CENSUS_TITLE_ELEMENT_ID,
  INLINED_CERTIFICATE_ELEMENT_ID,
  INLINED_FEATURED_ELEMENT_ID,
  MEMBER_NAME_MARK,
  certificateRevocation,
  type HomeContent,
} from '@certus/contracts';
import { routes } from '../routes.tsx';
import { aFeaturedComic, aPublicLookup } from '../../features/certificates/testing/certificate-builders.ts';
import { heldAnswer, pageCameWith } from '../../testing/inlined-data.ts';
import { aBannerView, aSigningView } from '../../features/published-content/testing/content-views.ts';
import { apiUrl, server } from '../../testing/msw-server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { anIdentity } from '../../testing/builders.ts';
import { restoreScreenWidth, stubScreenWidth } from '../../testing/screen-width.ts';
import { createShellRenderer, type ShellRenderer } from './render-shell.tsx';

let draw: ShellRenderer;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Every page's code is loaded once, as the site's server does at its start.
  draw = await createShellRenderer();
}, 60_000);
afterEach(() => {
  server.resetHandlers();
  restoreScreenWidth();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** The drawn HTML, parsed as the browser parses it (in a detached element, so queries can read its styles). */
function parsed(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}
const mainOf = (root: HTMLElement) => root.querySelector('main')!;

/**
 * A drawing as the browser holds it: each element with its attributes in name order (inline styles as the
 * browser reads them, React's generated ids left out: the server's and the browser's differ in form, not in what
 * they link) and its text, comments aside. Two drawings of the same page read the same.
 */
const generatedIds = (text: string) => text.replace(/_[Rr]_[0-9a-z]+_?|«[^»]*»/g, '{id}');

function drawingOf(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return generatedIds(node.textContent ?? '');
  const element = node as HTMLElement;
  // A field's state is what it holds (the server writes it as attributes, the browser sets it as properties).
  // `inert` marks the server's controls, which wait for the live ones (lib/server-drawing.ts).
  const state = ['value', 'checked', 'selected'] as const;
  const attributes = [
    ...[...element.attributes].filter(({ name }) => !(state as readonly string[]).includes(name) && name !== 'inert').map(({ name, value }) => [name, generatedIds(name === 'style' ? element.style.cssText : value)] as const),
    ...state.filter((name) => name in element).map((name) => [name, String((element as unknown as Record<string, unknown>)[name])] as const),
  ].sort(([a], [b]) => a.localeCompare(b));
  const children: unknown[] = [];
  for (const child of element.childNodes) {
    if (child.nodeType === Node.COMMENT_NODE) continue;
    const drawn = drawingOf(child);
    // Adjacent texts (React marks their boundary with a comment on the server) read as one.
    if (typeof drawn === 'string' && typeof children.at(-1) === 'string') children[children.length - 1] += drawn;
    else children.push(drawn);
  }
  return { tag: element.tagName.toLowerCase(), attributes, children };
}

const featured = [aFeaturedComic({ title: 'Hulk', issue: '181' }), aFeaturedComic({ title: 'Saga', issue: '1' }), aFeaturedComic({ title: 'X-Men', issue: '94' })];

describe('the pages the site\'s server draws into their HTML', () => {
  it('given /featured with its first comics, for a phone, then the header is the phone\'s (search and log in as buttons) and the page shows the cards, the first slab fetched at once', () => {
    const doc = parsed(draw({ path: '/featured', screen: 'phone', inlined: { [INLINED_FEATURED_ELEMENT_ID]: featured } }));

    const header = doc.querySelector('header')!;
    expect(header.querySelector('button[aria-label="Open search"]')).not.toBeNull();
    expect(header.querySelector('input[type="search"]')).toBeNull();
    expect(within(mainOf(doc)).getByRole('heading', { level: 1 }).textContent).toBe('Featured comics');
    const slabs = within(mainOf(doc)).getAllByTestId('slab-image');
    expect(slabs.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto']);
    expect(doc.querySelector('footer')).not.toBeNull();
  });

  it('given a wide screen, then the header holds the search field and the menus, and its controls wait for the live ones (inert), its links do not', () => {
    const header = parsed(draw({ path: '/featured', screen: 'wide', inlined: {} })).querySelector('header')!;

    expect(header.querySelector('input[type="search"]')!.closest('[inert]')).not.toBeNull();
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    const controls = [...header.querySelectorAll('button, input, select')];
    expect(controls.length).toBeGreaterThan(3);
    expect(controls.filter((control) => !control.closest('[inert]')).map((control) => control.outerHTML)).toEqual([]);
    expect(within(header).getByRole('link', { name: 'Log in' }).closest('[inert]')).toBeNull();
  });

  it('given a visitor reading the Canadian site in French, when the home page is drawn, then the page and its frame read in French; the US drawing stays English', () => {
    const french = parsed(draw({ path: '/', screen: 'wide', inlined: {}, variant: { region: 'CA', language: 'fr' } }));
    const english = parsed(draw({ path: '/', screen: 'wide', inlined: {} }));

    expect(mainOf(french).querySelector('h1')?.textContent).toBe('Un classement digne de confiance, pour les livres que vous aimez');
    // The Canadian site's top bar offers the other language, in that language.
    expect(french.querySelector('[data-testid="language-switch"]')?.textContent).toBe('English');
    expect(english.querySelector('[data-testid="language-switch"]')).toBeNull();
    expect(mainOf(english).querySelector('h1')?.textContent).toBe('Grading you can trust, for the books you love');
  });

  it('given a member\'s page drawn for a visitor, or one that is not drawn for members, then only the frame is drawn, around an empty main', () => {
    for (const [path, forMember] of [['/account', false], ['/account/orders', true]] as const) {
      const doc = parsed(draw({ path, screen: 'phone', inlined: {}, forMember }));

      expect(doc.querySelector('header'), path).not.toBeNull();
      expect(mainOf(doc).innerHTML, path).toBe('');
      expect(doc.innerHTML, path).not.toContain(MEMBER_NAME_MARK);
    }
  });

  it('given the dashboard drawn for the tab\'s member, then the header is signed in and the heading welcomes the marked name, which the page\'s script replaces', () => {
    const doc = parsed(draw({ path: '/account', screen: 'phone', inlined: {}, forMember: true }));

    expect(within(mainOf(doc)).getByRole('heading', { level: 1 }).textContent).toBe(`Welcome, ${MEMBER_NAME_MARK}`);
    const header = doc.querySelector('header')!;
    expect(within(header).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(within(header).getByRole('link', { name: `My account, signed in as ${MEMBER_NAME_MARK}` })).toBeTruthy();
  });

  /** The drawing as the tab shows it once the page's first script has written the member's name in (infra member-page-script.ts). */
  const namedAs = (html: string, name: string) => parsed(html.split(MEMBER_NAME_MARK).join(name));

  it('given the dashboard drawn for the tab\'s member, when the browser draws it for Ada Lovelace on a wide screen, then its header and heading are the server\'s with her name', async () => {
    stubScreenWidth(1366);
    const profile = heldAnswer();
    server.use(http.get(apiUrl('/api/*'), async () => (await profile.wait, HttpResponse.json({}, { status: 503 }))));
    const drawn = namedAs(draw({ path: '/account', screen: 'wide', inlined: {}, forMember: true }), 'Ada Lovelace');

    const { container } = renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: anIdentity({ displayName: 'Ada Lovelace' }) } } });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' });
    expect(drawingOf(heading)).toEqual(drawingOf(mainOf(drawn).querySelector('h1')!));
    expect(drawingOf(container.querySelector('header')!)).toEqual(drawingOf(drawn.querySelector('header')!));
    profile.release();
  });

  it('given a census grid with its title\'s name, when the browser draws it for a member while the grid loads, then its main is the server\'s, element for element: the heading, then the loader', async () => {
    stubScreenWidth(390);
    const grid = heldAnswer();
    server.use(http.get(apiUrl('/api/popreport/grid'), async () => (await grid.wait, HttpResponse.json({}, { status: 503 }))));
    const name = { slug: 'amazing-spider-man', title: 'Amazing Spider-Man' };
    pageCameWith(INLINED_CENSUS_TITLE_ELEMENT_ID, name);
    // The path may spell the title any way: the name is the one of the same title.
    const drawn = namedAs(draw({ path: '/census/The%20Amazing%20Spider-Man', screen: 'phone', inlined: { [INLINED_CENSUS_TITLE_ELEMENT_ID]: name }, forMember: true }), 'Ada');
    expect(within(mainOf(drawn)).getByRole('heading', { level: 1 }).textContent).toBe('Amazing Spider-Man');

    const { container } = renderRoutes({ path: '/census/The%20Amazing%20Spider-Man', routes, preloadedState: { identity: { current: anIdentity({ displayName: 'Ada' }) } } });

    await screen.findByRole('heading', { level: 1, name: 'Amazing Spider-Man' });
    expect(drawingOf(mainOf(container))).toEqual(drawingOf(mainOf(drawn)));
    grid.release();
  });

  it('given a census grid whose page came with another title\'s name, then the heading waits for the grid', () => {
    const drawn = parsed(draw({ path: '/census/hulk', screen: 'phone', inlined: { [INLINED_CENSUS_TITLE_ELEMENT_ID]: { slug: 'x-men', title: 'X-Men' } }, forMember: true }));

    expect(mainOf(drawn).querySelector('h1')).toBeNull();
    expect(within(mainOf(drawn)).getByRole('status')).toBeTruthy();
  });

  it('given a content page, then it is drawn whole, its body and related links included, the same each time', () => {
    const html = draw({ path: '/grading-pressing', screen: 'wide', inlined: {} });
    const again = draw({ path: '/grading-pressing', screen: 'wide', inlined: {} });
    const main = mainOf(parsed(html));

    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Grading prices and turnaround');
    expect(within(main).getByTestId('content-body').textContent).not.toBe('');
    expect(within(main).queryByRole('status', { name: 'Loading page…' })).toBeNull();
    expect(within(main).getByRole('heading', { level: 2, name: 'Related pages' })).toBeTruthy();
    expect(again).toBe(html);
  });

  for (const [path, language] of [['/rawgrade', 'en'], ['/comics-grading-scale', 'fr']] as const) {
    it(`given the content page ${path} read in ${language === 'en' ? 'English' : 'French'}, when the browser draws it, then its main is the server's, element for element`, async () => {
      const variant = { region: language === 'fr' ? 'CA' : 'US', language } as const;
      const drawn = mainOf(parsed(draw({ path, screen: 'wide', inlined: {}, variant })));

      const { container } = renderRoutes({ path, routes, preloadedState: { region: variant } });

      await waitFor(() => expect(within(mainOf(container)).getByTestId('content-body').textContent).not.toBe(''));
      expect(drawingOf(mainOf(container))).toEqual(drawingOf(drawn));
    });
  }

  it('given /featured with its comics, when the browser draws the route with the same comics on a phone, then its main is the server\'s, element for element', async () => {
    stubScreenWidth(390);
    const month = heldAnswer();
    server.use(http.get(apiUrl('/api/comics/featured/:month/:count'), async () => (await month.wait, HttpResponse.json([]))));
    pageCameWith(INLINED_FEATURED_ELEMENT_ID, featured);
    const drawn = mainOf(parsed(draw({ path: '/featured', screen: 'phone', inlined: { [INLINED_FEATURED_ELEMENT_ID]: featured } })));

    const { container } = renderRoutes({ path: '/featured', routes });

    await waitFor(() => expect(screen.getAllByTestId('featured-card')).toHaveLength(3));
    expect(drawingOf(mainOf(container))).toEqual(drawingOf(drawn));
    month.release();
  });

  it('given a certificate, when the browser draws its page with the same certificate on a wide screen, then its main is the server\'s, element for element', async () => {
    stubScreenWidth(1366);
    // A browser's: the registry panel waits until it comes near the screen (components/ui/when-visible.tsx).
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const lookup = aPublicLookup({ certificationId: '19-DEMOA01-001', title: 'Giant-Size X-Men', issue: '1', comics_details: { ASP_Signers: 'Len Wein', VSP_Signers: '', Grader_Notes: 'Light spine stress' } });
    const answer = heldAnswer();
    server.use(http.get(apiUrl('/api/comics/:id'), async () => (await answer.wait, HttpResponse.json(lookup))));
    pageCameWith(INLINED_CERTIFICATE_ELEMENT_ID, lookup);
    const drawn = mainOf(parsed(draw({ path: '/certificate/19-DEMOA01-001', screen: 'wide', inlined: { [INLINED_CERTIFICATE_ELEMENT_ID]: lookup } })));

    const { container } = renderRoutes({ path: '/certificate/19-DEMOA01-001', routes });

    await screen.findByRole('heading', { name: 'Giant-Size X-Men #1', level: 1 });
    expect(drawingOf(mainOf(container))).toEqual(drawingOf(drawn));
    answer.release();
  });

  it('given a revoked certificate, when the browser draws its page with it on a phone, then its main, the revocation notice first, is the server\'s, element for element', async () => {
    stubScreenWidth(390);
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const lookup = aPublicLookup({ certificationId: '19-DEMOA01-003', title: 'Hulk', issue: '181', revocation: certificateRevocation('2026-03-02', 'counterfeit-book') });
    const answer = heldAnswer();
    server.use(http.get(apiUrl('/api/comics/:id'), async () => (await answer.wait, HttpResponse.json(lookup))));
    pageCameWith(INLINED_CERTIFICATE_ELEMENT_ID, lookup);
    const drawn = mainOf(parsed(draw({ path: '/certificate/19-DEMOA01-003', screen: 'phone', inlined: { [INLINED_CERTIFICATE_ELEMENT_ID]: lookup } })));

    const { container } = renderRoutes({ path: '/certificate/19-DEMOA01-003', routes });

    await screen.findByRole('heading', { name: 'Hulk #181', level: 1 });
    expect(drawn.querySelector('[data-testid="revocation-notice"]')?.textContent).toContain('This certificate was revoked on March 2, 2026');
    expect(drawingOf(mainOf(container))).toEqual(drawingOf(drawn));
    answer.release();
  });

  // The home page's next event and banners, as the server writes them into its HTML with the comics.
  const homeContent: HomeContent = {
    nextEvent: aSigningView('mcfarlane', { title: 'Todd McFarlane signing', startsOn: '2027-10-08', endsOn: '2027-10-08', city: 'New York', region: 'NY' }),
    banners: [aBannerView('spring', { imageAlt: 'Spring pressing: 20% off' }), aBannerView('dallas', { imageAlt: 'Fan Expo Dallas' })],
  };
  for (const [screenName, width, content] of [['phone', 390, homeContent], ['wide', 1366, null]] as const) {
    it(`given the home page on a ${screenName} screen ${content ? 'with its next event and banners' : 'without its next event and banners'}, when the browser draws it for an anonymous visitor with the same data, then its header, main and footer are the server's`, async () => {
      stubScreenWidth(width);
      // A browser's: the parts below the first screen wait until they come near it (components/ui/when-visible.tsx).
      vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
      const inlined: Record<string, unknown> = { [INLINED_FEATURED_ELEMENT_ID]: featured };
      pageCameWith(INLINED_FEATURED_ELEMENT_ID, featured);
      if (content) {
        inlined[HOME_CONTENT_ELEMENT_ID] = content;
        pageCameWith(HOME_CONTENT_ELEMENT_ID, content);
      }
      const drawn = parsed(draw({ path: '/', screen: screenName, inlined }));
      if (content) expect(mainOf(drawn).textContent).toContain('Todd McFarlane signing');

      const { container } = renderRoutes({ path: '/', routes });

      await screen.findByRole('heading', { level: 1, name: 'Grading you can trust, for the books you love' });
      // The heading can come a moment before the rest of the page's parts (each its own lazy code): waited for.
      await waitFor(() => {
        for (const part of ['header', 'main', 'footer']) expect(drawingOf(container.querySelector(part)!), part).toEqual(drawingOf(drawn.querySelector(part)!));
      });
    });
  }
});
