import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazy, type ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation, type RouteObject } from 'react-router';
import { POPULATION_LOOKUP_MIN, identifierMessages, regionProfiles } from '@certus/contracts';
import { RootLayout } from './root-layout.tsx';
import { accountLinks, footerGroups, serviceLinks } from './site-links.ts';
import { NAV_SEARCH_LABEL, NAV_SEARCH_TOO_SHORT, TITLE_SEARCH_MIN } from './nav-search.tsx';
import { anIdentity } from '../../testing/builders.ts';
import { apiUrl, server } from '../../testing/msw-server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { restoreScreenWidth, stubScreenWidth } from '../../testing/screen-width.ts';
import type { Identity } from '../../features/auth/index.ts';
import { REGION_STORAGE_KEY } from '../../features/region/region-slice.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  restoreScreenWidth();
});
afterAll(() => server.close());

/** Every page of the frame's tests: it says where it is. */
function Probe() {
  const { pathname } = useLocation();
  return <h1>Page {pathname}</h1>;
}

const frameRoutes: RouteObject[] = [{ path: '/', Component: RootLayout, children: [{ path: '*', Component: Probe }, { index: true, Component: Probe }] }];

function renderFrame({ path = '/', identity = null }: { path?: string; identity?: Identity | null } = {}) {
  return renderRoutes({ path, routes: frameRoutes, preloadedState: { identity: { current: identity } } });
}

const header = () => screen.getByRole('banner');
const footer = () => screen.getByRole('contentinfo');
const at = (path: string) => screen.findByRole('heading', { level: 1, name: `Page ${path}` });

const groupButton = (name: string | RegExp) => within(header()).getByRole('button', { name });

/** The list a group's button controls (aria-controls). */
function listOf(button: HTMLElement) {
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`no list controlled by ${button.textContent}`);
  return list;
}

const isOpen = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true' && !listOf(button).hidden;

/** Opens a header group by its button (a disclosure: aria-expanded, aria-controls) and returns its list. */
async function openGroup(name: string | RegExp) {
  const button = groupButton(name);
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(listOf(button).hidden).toBe(true);
  fireEvent.click(button);
  await waitFor(() => expect(isOpen(button)).toBe(true));
  const list = listOf(button);
  expect(list.tagName).toBe('UL');
  return list;
}

/** The list's entries as [text, href]: links have an href, the tracker button none. */
const entries = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const entry = item.firstElementChild;
      expect(entry?.tagName).toMatch(/^(A|BUTTON)$/);
      return [entry?.textContent, entry?.getAttribute('href') ?? null];
    });

describe('site header', () => {
  it('given an anonymous visitor, then it offers the public groups, log in and register, and no account or staff group', async () => {
    renderFrame();
    await at('/');

    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Services', 'Resources']);
    expect(within(header()).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(header()).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(within(header()).queryByRole('button', { name: /account menu/i })).toBeNull();
    expect(within(header()).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(within(header()).queryByRole('menu')).toBeNull();

    const services = await openGroup('Services');
    expect(entries(services)).toEqual(serviceLinks.map((link) => [link.label, link.to]));
    expect(within(services).getAllByRole('link')).toHaveLength(serviceLinks.length);
  });

  it('given an anonymous visitor, when Resources is opened, then it lists the resources with the order tracker second, as a button', async () => {
    renderFrame();
    await at('/');

    const resources = await openGroup('Resources');

    expect(entries(resources)).toEqual([
      ['Population report', '/population-report'],
      ['Track an order', null],
      ['Grading notes', '/grading-notes'],
      ['Featured comics', '/featured'],
      ['Store locator', '/storelocator'],
      ['Onsite grading', '/onsite-grading'],
      ['Signing events', '/signing-event'],
      ['Events calendar', '/events'],
      ['News', '/news'],
      ['FAQs & help center', '/faqs-help-center'],
      ['Shipping', '/shipping'],
    ]);
    expect(within(resources).getByRole('button', { name: 'Track an order' })).toBeTruthy();
  });

  it('given a signed-in member, then the account group carries their name and every member page, and no staff group', async () => {
    renderFrame({ identity: anIdentity({ displayName: 'Ada Lovelace', role: 'authenticated' }) });
    await at('/');

    expect(within(header()).getByTestId('signed-in-as').textContent).toBe('Ada Lovelace');
    expect(within(header()).queryByRole('button', { name: 'Staff' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(within(header()).getByRole('button', { name: 'Log out' })).toBeTruthy();

    const account = await openGroup('Account menu, signed in as Ada Lovelace');
    expect(account.closest('nav')?.getAttribute('aria-label')).toBe('Account');
    expect(entries(account)).toEqual(accountLinks.map((link) => [link.label, link.to]));
    expect(accountLinks.map((link) => link.to)).toEqual([
      '/account',
      '/submit',
      '/account/template',
      '/account/orders',
      '/account/comics',
      '/account/profile',
      '/account/profile/addressbook',
      '/account/profile/payments',
      '/account/rewards',
      '/account/rewards/giftcards',
      '/account/upgrade',
      '/account/api',
    ]);
  });

  it('given a worker, then the staff group links the orders queue, box receiving and the inbox', async () => {
    renderFrame({ identity: anIdentity({ role: 'worker' }) });
    await at('/');

    const staff = await openGroup('Staff');

    expect(entries(staff)).toEqual([
      ['Orders queue', '/staff/orders'],
      ['Receive a box', '/staff/receive'],
      ['Inbox', '/staff/inbox'],
    ]);
  });

  it('given an editor, then the Editor group links the site content, new records and the stores, the stores, the turnaround message and the inbox, and no staff group; a worker has no Editor group', async () => {
    const { unmount } = renderFrame({ identity: anIdentity({ role: 'editor' }) });
    await at('/');

    const editor = await openGroup('Editor');
    expect(entries(editor)).toEqual([
      ['Site content', '/editor'],
      ['New signing event', '/editor/new/signing'],
      ['New banner', '/editor/new/banner'],
      ['Stores', '/editor/stores'],
      ['Turnaround message', '/editor/turnaround'],
      ['Inbox', '/staff/inbox'],
    ]);
    expect(within(header()).queryByRole('button', { name: 'Staff' })).toBeNull();
    unmount();

    renderFrame({ identity: anIdentity({ role: 'worker' }) });
    await at('/');
    expect(within(header()).queryByRole('button', { name: 'Editor' })).toBeNull();
  });

  it('given an auditor, then the Audit group links finding orders and the auditors’ trail, and there is no Staff or Editor group', async () => {
    renderFrame({ identity: anIdentity({ role: 'auditor' }) });
    await at('/');

    const audit = await openGroup('Audit');

    expect(entries(audit)).toEqual([
      ['Find orders', '/audit'],
      ['Auditors’ trail', '/audit/trail'],
    ]);
    expect(within(header()).queryByRole('button', { name: 'Staff' })).toBeNull();
    expect(within(header()).queryByRole('button', { name: 'Editor' })).toBeNull();
  });

  it('given a member, when Log out is chosen, then the server is told and the member lands on /login', async () => {
    const identity = anIdentity({ displayName: 'Ada Lovelace' });
    const calls: string[] = [];
    server.use(
      http.post(apiUrl('/api/account/Logout'), ({ request }) => {
        calls.push(new URL(request.url).searchParams.get('Email') ?? '');
        return HttpResponse.json({});
      }),
    );
    const { store } = renderFrame({ path: '/account', identity });
    await at('/account');

    fireEvent.click(within(header()).getByRole('button', { name: 'Log out' }));

    expect(await at('/login')).toBeTruthy();
    expect(calls).toEqual([identity.email]);
    expect(store.getState().identity.current).toBeNull();
    expect(within(header()).getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it.each([
    ['a forum is configured', 'https://forum.example.test/session/clear.js', ['https://forum.example.test/session/clear.js']],
    ['no forum is configured', null, []],
  ])('given %s, when a member logs out, then the forum\'s clear-session script is loaded accordingly', async (_label, forumClearSessionUrl, expected) => {
    server.use(
      http.post(apiUrl('/api/account/Logout'), () => HttpResponse.json({})),
      http.get(apiUrl('/api/site/config'), () => HttpResponse.json({ eventsCalendarUrl: 'https://events.example.test/', analyticsScriptUrl: null, forumClearSessionUrl })),
    );
    renderFrame({ path: '/account', identity: anIdentity() });
    await at('/account');

    fireEvent.click(within(header()).getByRole('button', { name: 'Log out' }));

    expect(await at('/login')).toBeTruthy();
    const scripts = () => [...document.head.querySelectorAll('script[data-certus-third-party]')].map((s) => s.getAttribute('src'));
    expect(scripts()).toEqual(expected);
    document.head.querySelectorAll('script[data-certus-third-party]').forEach((s) => s.remove());
  });

  it('given a page of a group, then its group and its entry are marked current, not by colour alone', async () => {
    renderFrame({ path: '/account/orders/12-A1B2C3D', identity: anIdentity() });
    await at('/account/orders/12-A1B2C3D');

    const button = groupButton(/account menu/i);
    expect(button.hasAttribute('data-active')).toBe(true);
    expect(groupButton('Services').hasAttribute('data-active')).toBe(false);

    const account = await openGroup(/account menu/i);
    const current = within(account)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Orders']);
  });

  it('given an open group, when one of its links is chosen, then the page opens, the group closes and focus is on its button', async () => {
    renderFrame();
    await at('/');
    const services = await openGroup('Services');

    fireEvent.click(within(services).getByRole('link', { name: 'Pressing' }));

    expect(await at('/pressing')).toBeTruthy();
    const button = groupButton('Services');
    await waitFor(() => expect(isOpen(button)).toBe(false));
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('data-active')).toBe(true);
    const reopened = await openGroup('Services');
    expect(within(reopened).getByRole('link', { name: 'Pressing' }).getAttribute('aria-current')).toBe('page');
  });

  it('given an open group, when Escape is pressed in it, then it closes and focus returns to its button', async () => {
    renderFrame();
    await at('/');
    const services = await openGroup('Services');
    const link = within(services).getByRole('link', { name: 'Grading scale' });
    link.focus();

    fireEvent.keyDown(link, { key: 'Escape' });

    const button = groupButton('Services');
    await waitFor(() => expect(isOpen(button)).toBe(false));
    expect(document.activeElement).toBe(button);
  });

  it('given an open group, when the pointer is pressed outside it or focus leaves it, then it closes', async () => {
    renderFrame();
    await at('/');
    const button = groupButton('Resources');

    const resources = await openGroup('Resources');
    fireEvent.pointerDown(within(resources).getByRole('link', { name: 'News' }));
    expect(isOpen(button)).toBe(true); // a press inside does not close it
    fireEvent.pointerDown(screen.getByRole('main'));
    await waitFor(() => expect(isOpen(button)).toBe(false));

    await openGroup('Resources');
    within(header()).getByLabelText(NAV_SEARCH_LABEL, { selector: 'input' }).focus();
    await waitFor(() => expect(isOpen(button)).toBe(false));
  });

  it('given a page still loading after its URL changed, when a group is opened meanwhile, then the page arriving leaves it open; going back closes it', async () => {
    // The site's browser router changes the URL first and shows the page once it is ready (a transition).
    let pageReady!: () => void;
    const SlowPage = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          pageReady = () => resolve({ default: () => <h1>Page /slow</h1> });
        }),
    );
    const routes: RouteObject[] = [{ path: '/', Component: RootLayout, children: [{ path: 'slow', Component: SlowPage }, { index: true, Component: Probe }] }];
    const { router } = renderRoutes({ path: '/', routes, history: 'browser' });
    await at('/');

    await act(async () => {
      void router.navigate('/slow');
    });
    await waitFor(() => expect(window.location.pathname).toBe('/slow'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page /');
    await openGroup('Services');
    await act(async () => pageReady());

    expect(await at('/slow')).toBeTruthy();
    expect(isOpen(groupButton('Services'))).toBe(true);

    await act(() => router.navigate(-1));
    expect(await at('/')).toBeTruthy();
    await waitFor(() => expect(isOpen(groupButton('Services'))).toBe(false));
  });

  it('given an open group, when another is opened, then only the other stays open', async () => {
    renderFrame({ identity: anIdentity({ role: 'worker', displayName: 'Grace Hopper' }) });
    await at('/');
    const buttons = ['Services', 'Resources', 'Staff', /account menu/i].map(groupButton);

    await openGroup('Services');
    fireEvent.click(groupButton('Staff'));
    await waitFor(() => expect(buttons.map(isOpen)).toEqual([false, false, true, false]));

    fireEvent.click(groupButton(/account menu/i));
    await waitFor(() => expect(buttons.map(isOpen)).toEqual([false, false, false, true]));

    fireEvent.click(groupButton(/account menu/i));
    await waitFor(() => expect(buttons.map(isOpen)).toEqual([false, false, false, false]));
  });

  it('given an open group, then Down and Up move between its entries, Home and End go to either end', async () => {
    renderFrame();
    await at('/');
    const resources = await openGroup('Resources');
    const button = groupButton('Resources');
    button.focus();
    const focused = () => document.activeElement?.textContent;

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(focused()).toBe('Population report');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toBe('Track an order');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focused()).toBe('Shipping');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(focused()).toBe('FAQs & help center');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(focused()).toBe('Population report');
    expect(resources.contains(document.activeElement)).toBe(true);
  });

  it('keeps the skip link to the main content first', async () => {
    renderFrame();
    await at('/');

    const skip = screen.getAllByRole('link')[0];
    expect(skip?.textContent).toBe('Skip to content');
    expect(skip?.getAttribute('href')).toBe('#main');
  });
});

describe('site header on a phone (390 pixels)', () => {
  it('given an anonymous visitor, then Log in and the search are in the bar itself, not only in the drawer', async () => {
    stubScreenWidth(390);
    renderFrame();
    await at('/');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(header()).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    const toggle = within(header()).getByRole('button', { name: 'Open search' });
    expect(within(header()).queryByRole('searchbox')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    const field = await within(header()).findByRole('searchbox', { name: NAV_SEARCH_LABEL });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(field)).toBe(true);
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '12-A1B2C3D-001' } });
    fireEvent.submit(field.closest('form')!);
    expect(await at('/certificate/12-A1B2C3D-001')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('given a member, then their account is one tap away in the bar', async () => {
    stubScreenWidth(390);
    renderFrame({ identity: anIdentity({ displayName: 'Ada Lovelace' }) });
    await at('/');

    expect(within(header()).getByRole('link', { name: 'My account, signed in as Ada Lovelace' }).getAttribute('href')).toBe('/account');
    expect(within(header()).queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});

describe('navigation search', () => {
  const search = () => within(header()).getByLabelText(NAV_SEARCH_LABEL, { selector: 'input' });
  const searchFor = (text: string) => {
    fireEvent.change(search(), { target: { value: text } });
    fireEvent.submit(search().closest('form')!);
  };

  it('given an anonymous visitor and a certification number typed loosely, when searched, then its public certificate opens', async () => {
    renderFrame();
    await at('/');

    searchFor(' 12 - a1b2c3d - 001 ');

    expect(await at('/certificate/12-A1B2C3D-001')).toBeTruthy();
    expect((search() as HTMLInputElement).value).toBe('');
  });

  it('given a member and a certification number with a tier segment, when searched, then the certificate opens, not the account', async () => {
    renderFrame({ identity: anIdentity() });
    await at('/');

    searchFor('12-A1B2C3D-MN-042');

    expect(await at('/certificate/12-A1B2C3D-MN-042')).toBeTruthy();
  });

  it('given an order number, when searched, then the order detail opens', async () => {
    renderFrame({ identity: anIdentity() });
    await at('/');

    searchFor('12-a1b2c3d');

    expect(await at('/account/orders/12-A1B2C3D')).toBeTruthy();
  });

  it('given a 7-digit legacy order number, when searched, then the order 00-… opens', async () => {
    renderFrame({ identity: anIdentity() });
    await at('/');

    searchFor('1234567');

    expect(await at('/account/orders/00-1234567')).toBeTruthy();
  });

  it('given too little text or a mistyped id, when searched, then an inline error marks the field invalid and nothing opens', async () => {
    renderFrame({ path: '/news' });
    await at('/news');

    expect(TITLE_SEARCH_MIN).toBe(POPULATION_LOOKUP_MIN); // the header keeps its own copy (first-load size): the same rule
    searchFor('ab');

    const error = await within(header()).findByRole('alert');
    expect(error.textContent).toBe(NAV_SEARCH_TOO_SHORT);
    expect(search().getAttribute('aria-invalid')).toBe('true');
    expect(search().getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page /news');

    fireEvent.change(search(), { target: { value: '12-' } });
    expect(within(header()).queryByRole('alert')).toBeNull();
    expect(search().getAttribute('aria-invalid')).not.toBe('true');

    searchFor('12-A1B2');
    expect((await within(header()).findByRole('alert')).textContent).toBe(identifierMessages.searchInvalid);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page /news');
  });

  it('given an anonymous visitor and a title, when searched, then the population search opens with it (the member area sends them to log in and back)', async () => {
    renderFrame();
    await at('/');

    searchFor('hulk');

    expect(await at('/population-report/hulk')).toBeTruthy();
    expect((search() as HTMLInputElement).value).toBe('');
  });

  it('given a member and part of a title, when searched, then the search is recorded and its books are listed', async () => {
    const recorded: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/popreport/userrequest'), async ({ request }) => {
        recorded.push(await request.json());
        return HttpResponse.json({ requestId: 'request-1' });
      }),
    );
    const { router } = renderFrame({ identity: anIdentity() });
    await at('/');

    searchFor(' hulk ');

    expect(await at('/comic-report')).toBeTruthy();
    expect(router.state.location.search).toBe('?RequestTitle=hulk');
    expect(recorded).toEqual([{ RequestTitle: 'hulk', SearchPattern: 'any', Page: 1, Size: 50 }]);
  });

  it('given a member typing 3 characters or more of a title, then census titles are suggested, and one picked opens its census grid', async () => {
    const lookedUp: string[] = [];
    server.use(
      http.get(apiUrl('/api/popreport/titles'), ({ request }) => {
        lookedUp.push(new URL(request.url).searchParams.get('value') ?? '');
        return HttpResponse.json([
          { title: 'Amazing Spider-Man', copies: 198, slug: 'amazing-spider-man' },
          { title: 'Spider-Woman', copies: 7, slug: 'spider-woman' },
        ]);
      }),
    );
    renderFrame({ identity: anIdentity() });
    await at('/');

    fireEvent.change(search(), { target: { value: 'spider' } });

    const list = await within(header()).findByTestId('title-suggestions');
    await waitFor(() => expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(['Amazing Spider-Man', 'Spider-Woman']));
    expect(search().getAttribute('list')).toBe(list.id);
    expect(list.querySelector('option')!.label).toBe('Amazing Spider-Man: census grid, 198 copies');
    expect(lookedUp).toEqual(['spider']);

    // The browser fills the box with the option picked (an input of type insertReplacementText).
    const input = search() as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Amazing Spider-Man');
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));

    expect(await at('/census/amazing-spider-man')).toBeTruthy();
  });

  it('given a member who types a suggested title in full, when searched, then its census grid opens at once', async () => {
    server.use(http.get(apiUrl('/api/popreport/titles'), () => HttpResponse.json([{ title: 'Incredible Hulk', copies: 40, slug: 'incredible-hulk' }])));
    renderFrame({ identity: anIdentity() });
    await at('/');

    fireEvent.change(search(), { target: { value: 'The Incredible Hulk' } });
    const list = await within(header()).findByTestId('title-suggestions');
    await waitFor(() => expect(list.querySelectorAll('option')).toHaveLength(1));
    fireEvent.submit(search().closest('form')!);

    expect(await at('/census/incredible-hulk')).toBeTruthy();
  });

  it('given an anonymous visitor typing a title, then nothing is looked up (the census needs a token)', async () => {
    renderFrame();
    await at('/');

    fireEvent.change(search(), { target: { value: 'spider' } });

    await new Promise((resolve) => setTimeout(resolve, 400)); // past the look-up's pause: an unhandled request would fail the test
    expect(within(header()).queryByTestId('title-suggestions')).toBeNull();
    expect(search().getAttribute('list')).toBeNull();
  });
});

describe('track an order', () => {
  async function openTracker() {
    const resources = await openGroup('Resources');
    fireEvent.click(within(resources).getByRole('button', { name: 'Track an order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track an order' });
    const input = within(dialog).getByRole('textbox', { name: /order number/i });
    const track = (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Track' }));
    };
    return { dialog, input, track };
  }

  it('given a number too short or malformed, then it says why; given a good one, then the tracker opens', async () => {
    renderFrame();
    await at('/');
    const { dialog, input, track } = await openTracker();

    track('12-A1B2C');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Order number must be at least 9 characters');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    track('12-A1B2C3');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid order number');

    track(' 12-a1b2c3d ');
    expect(await at('/tracker/12-A1B2C3D')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given the form, when Escape is pressed, then it closes and focus returns to the Resources button', async () => {
    renderFrame();
    await at('/');
    const { dialog } = await openTracker();

    fireEvent.keyDown(dialog, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(header()).getByRole('button', { name: 'Resources' })));
    expect(isOpen(groupButton('Resources'))).toBe(false);
  });
});

describe('site footer', () => {
  it('given an anonymous visitor, then it invites them to create an account', async () => {
    renderFrame();
    await at('/');

    expect(within(footer()).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('given a signed-in member, then it does not invite them to create an account', async () => {
    renderFrame({ identity: anIdentity() });
    await at('/');

    expect(within(footer()).queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(within(footer()).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('given the link groups, then Services, Help, Company and Find us link their pages', async () => {
    renderFrame();
    await at('/');

    const hrefs = (name: string) =>
      within(within(footer()).getByRole('navigation', { name: `${name} (footer)` }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs('Services')).toEqual(serviceLinks.map((link) => link.to));
    expect(hrefs('Help')).toEqual(['/faqs-help-center', '/shipping', '/refund', '/money-back-promise', '/account/problem-report']);
    expect(hrefs('Company')).toEqual(['/terms', '/privacy', '/security', '/b2btnc', '/become-dealer', '/services']);
    expect(hrefs('Find us')).toEqual(['/storelocator', '/onsite-grading', '/events', '/news']);
    expect(footerGroups.map((group) => group.label)).toEqual(['Services', 'Help', 'Company', 'Find us']);
  });

  it('given the US site, when Canada is chosen, then the footer shows the Canadian office and currency, remembered', async () => {
    renderFrame();
    await at('/');
    const address = () => within(footer()).getByTestId('office-address');

    expect(address().textContent).toContain('Plano, TX 75024');
    expect(within(footer()).getByTestId('currency-note').textContent).toContain('US dollars ($)');

    fireEvent.change(within(header()).getByRole('combobox', { name: 'Site' }), { target: { value: 'CA' } });

    await waitFor(() => expect(address().textContent).toContain('Toronto, ON M4W 3E2'));
    expect(address().textContent).not.toContain('Plano');
    expect(within(address()).getByRole('link', { name: regionProfiles.CA.office.phone }).getAttribute('href')).toBe('tel:4165550187');
    expect(within(address()).getByRole('link', { name: regionProfiles.CA.office.email }).getAttribute('href')).toBe(
      `mailto:${regionProfiles.CA.office.email}`,
    );
    expect(within(footer()).getByTestId('currency-note').textContent).toContain('Canadian dollars (CA$)');
    expect(within(header()).getByRole('link', { name: regionProfiles.CA.office.phone })).toBeTruthy();
    expect(window.localStorage.getItem(REGION_STORAGE_KEY)).toBe('CA');
  });
});

describe('narrow screens', () => {
  it('given the burger, when opened, then the drawer holds the menus and a link there navigates and closes it', async () => {
    renderFrame({ identity: anIdentity({ role: 'worker', displayName: 'Grace Hopper' }) });
    await at('/');

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });

    expect(within(drawer).getByLabelText(NAV_SEARCH_LABEL, { selector: 'input' })).toBeTruthy();
    for (const section of ['Services', 'Resources', 'Staff', 'My account (Grace Hopper)']) {
      expect(within(drawer).getByRole('region', { name: section })).toBeTruthy();
    }
    fireEvent.click(within(drawer).getByRole('link', { name: 'Orders queue' }));

    expect(await at('/staff/orders')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});
