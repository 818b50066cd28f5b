import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MemberComic, OrderDataCount, OrderListItem } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { accountLinks } from '../../../app/layout/site-links.ts';
import { aMember, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { restoreScreenWidth, stubScreenWidth } from '../../../testing/screen-width.ts';
import { aDataCount, anOrderListItem } from '../../orders/testing/order-builders.ts';
import { aMemberComic } from '../../comics/testing/comic-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  restoreScreenWidth();
});
afterAll(() => server.close());

/** The dashboard's lists: open orders, comics and counts (empty unless a test says otherwise). */
function dashboardEndpoints({ orders = [], comics = [], counts = aDataCount() }: { orders?: OrderListItem[]; comics?: MemberComic[]; counts?: OrderDataCount } = {}) {
  const requested: string[] = [];
  const record = (request: Request) => requested.push(new URL(request.url).pathname);
  server.use(
    http.get(apiUrl('/api/orders/userorders/:count'), ({ request }) => (record(request), HttpResponse.json(orders))),
    http.get(apiUrl('/api/comics/user/default/:count'), ({ request }) => (record(request), HttpResponse.json(comics))),
    http.get(apiUrl('/api/orders/dataCount'), ({ request }) => (record(request), HttpResponse.json(counts))),
  );
  return requested;
}

beforeEach(() => void dashboardEndpoints());

describe('/account', () => {
  it('welcomes the member by display name and shows the profile from GET /api/userprofile', async () => {
    const identity = anIdentity({ displayName: 'Ada Lovelace' });
    const member = aMember({ email: identity.email, firstName: 'Ada', lastName: 'Lovelace', phone: '2145550100', membership: 'Artist' });
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member }))));

    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    expect((await screen.findByTestId('member-name')).textContent).toBe('Ada Lovelace');
    expect(screen.getByTestId('member-email').textContent).toBe(identity.email);
    expect(screen.getByText('(214) 555-0100')).toBeTruthy();
    expect(screen.getByTestId('member-since').textContent).toBe('March 1, 2024');
    expect(screen.queryByText('Upgrade to club membership')).toBeNull(); // paid members get no upgrade hint
  });

  it("given an auditor's account, when the dashboard opens, then the role reads as the audit staff", async () => {
    const identity = anIdentity({ role: 'auditor' });
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email, role: 'auditor' }) }))));

    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    const role = (await screen.findByText('Role')).parentElement!;
    expect(within(role).getByText('Staff (audit)').tagName).toBe('DD');
  });

  it('offers a Free member the upgrade, and says where open orders and graded comics will come from', async () => {
    const identity = anIdentity();
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email, membership: 'Free' }) }))));

    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    expect(await screen.findByText('Upgrade to club membership')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/account/upgrade');
    const orders = screen.getByRole('region', { name: 'Open orders' });
    expect(within(orders).getByText(/appear here once you submit books/)).toBeTruthy();
    expect(within(orders).getByRole('link', { name: 'Submit books' }).getAttribute('href')).toBe('/submit');
    expect(within(screen.getByRole('region', { name: 'Graded comics' })).getByText(/appear here once books you submitted have been graded/)).toBeTruthy();
  });

  it('given a phone (390 pixels), when the dashboard opens, then the account menu is one closed line and the welcome comes first', async () => {
    stubScreenWidth(390);
    const identity = anIdentity({ displayName: 'Ada Lovelace' });
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email }) }))));
    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    const heading = await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' });
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);
    const toggle = within(menu).getByRole('button', { name: 'My account' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The welcome shows from the sign-in alone; the click waits for the profile, whose arrival draws the page again
    // (a click before it once went to a toggle that was no longer on the page: npm test on a busy machine).
    await screen.findByRole('heading', { name: 'Your profile' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('button', { name: 'My account' }));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'My account' })).getAllByRole('link')).toHaveLength(accountLinks.length));
    expect(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('button', { name: 'My account' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('given a wide screen, when the dashboard opens, then every account section is listed beside it', async () => {
    const identity = anIdentity();
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email }) }))));
    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    const menu = await screen.findByRole('navigation', { name: 'My account' });
    expect(within(menu).getAllByRole('link')).toHaveLength(accountLinks.length);
  });

  it('waits for a profile the read model has not projected yet instead of failing', async () => {
    const identity = anIdentity();
    let calls = 0;
    server.use(
      http.get(apiUrl('/api/userprofile'), () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'Member not found.' }, { status: 404 })
          : HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email }) })),
      ),
    );

    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    expect((await screen.findByTestId('member-email')).textContent).toBe(identity.email);
    expect(screen.queryByText('Your profile could not be loaded')).toBeNull();
    expect(screen.getByText('Upgrade to club membership')).toBeTruthy();
  });

  it('lists up to 10 open orders and 20 comics, each opening its detail, with the counts', async () => {
    const identity = anIdentity();
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email }) }))));
    const order = anOrderListItem({ status: 'ReadyForPickUp', count: 1, balanceCents: 2_500 });
    const comic = aMemberComic({ title: 'X-Men', issue: '1', grade: 9.8, category: 'Verified' });
    const requested = dashboardEndpoints({
      orders: [order, anOrderListItem()],
      comics: [comic],
      counts: aDataCount({ openOrders: 2, completedOrders: 5, totalOrders: 7, comics: 12 }),
    });

    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    const orders = await screen.findByRole('region', { name: 'Open orders' });
    const rows = await within(orders).findAllByTestId('dashboard-order');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: order.id }).getAttribute('href')).toBe(`/account/orders/${order.id}`);
    expect(rows[0]!.textContent).toContain('1 book, Ready for pick-up, balance $25.00');
    expect(within(orders).getByRole('link', { name: 'See all your orders' }).getAttribute('href')).toBe('/account/orders');

    const comics = screen.getByRole('region', { name: 'Graded comics' });
    const [comicRow] = await within(comics).findAllByTestId('dashboard-comic');
    expect(within(comicRow!).getByRole('link', { name: 'X-Men #1' }).getAttribute('href')).toBe(`/account/comics/${comic.id}`);
    expect(comicRow!.textContent).toContain('9.8');
    expect(within(comicRow!).getByText('Verified')).toBeTruthy();
    expect(within(comics).getByRole('link', { name: 'See all your comics' }).getAttribute('href')).toBe('/account/comics');

    expect(screen.getByTestId('count-open').textContent).toBe('2Open orders');
    expect(screen.getByTestId('count-completed').textContent).toBe('5Completed orders');
    expect(screen.getByTestId('count-total').textContent).toBe('7All orders');
    expect(screen.getByTestId('count-comics').getAttribute('href')).toBe('/account/comics');
    expect(requested).toEqual(expect.arrayContaining(['/api/orders/userorders/10', '/api/comics/user/default/20', '/api/orders/dataCount']));
  });

  it('offers to try a list again when it cannot be loaded', async () => {
    const identity = anIdentity();
    server.use(
      http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email }) }))),
      http.get(apiUrl('/api/orders/userorders/:count'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );

    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    const orders = await screen.findByRole('region', { name: 'Open orders' });
    expect(await within(orders).findByText('This list could not be loaded.')).toBeTruthy();
    expect(within(orders).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
