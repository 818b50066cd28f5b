import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { restoreScreenWidth, stubScreenWidth } from '../../../testing/screen-width.ts';
import { anOrderListItem } from '../testing/order-builders.ts';
import { orderListEndpoint } from '../testing/orders-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  restoreScreenWidth();
});
afterAll(() => server.close());

const signedIn = { identity: { current: anIdentity() } };
const UNFILTERED = '/api/orders/user/default/300/-/-/-/-';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);
const dateField = (name: 'From' | 'To') => screen.getByLabelText(name) as HTMLInputElement;

function openOrdersPage() {
  renderRoutes({ path: '/account/orders', routes, preloadedState: signedIn });
}

describe('/account/orders', () => {
  it('lists the orders with id (to the detail), date, type, count, status as displayed, grand total and balance; recent ones are New', async () => {
    const recent = anOrderListItem({ date: minutesAgo(10), status: 'Submitted', count: 2, grandTotalCents: 9_000, balanceCents: 0 });
    const older = anOrderListItem({
      date: '2025-03-14T12:00:00.000Z',
      status: 'ReadyForPickUp',
      collectibleType: 'Manga',
      displayCollectibleType: 'Manga',
      displayMangaType: 'Comic format',
      count: 5,
      grandTotalCents: 25_050,
      balanceCents: 1_500,
      currency: 'CAD',
    });
    const requested = orderListEndpoint([recent, older]);

    openOrdersPage();

    const rows = await screen.findAllByTestId('order-row');
    expect(screen.getByRole('heading', { name: 'My orders', level: 1 })).toBeTruthy();
    expect(requested).toEqual([UNFILTERED]);
    expect(cells(rows[0]!)).toEqual([`${recent.id}New`, expect.any(String), 'Comic', '2', 'Submitted', '$90.00', '$0.00']);
    expect(cells(rows[1]!)).toEqual([older.id, 'Mar 14, 2025', 'Manga (Comic format)', '5', 'Ready for pick-up', 'CA$250.50', 'CA$15.00']);
    expect(within(rows[0]!).getByRole('link', { name: recent.id }).getAttribute('href')).toBe(`/account/orders/${recent.id}`);
    expect(within(rows[1]!).queryByTestId('order-new')).toBeNull();
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('2 orders');
  });

  it('given a phone (390 pixels), when the orders show, then each is a card with every figure labelled, not a table cut off at the edge', async () => {
    stubScreenWidth(390);
    const order = anOrderListItem({ date: '2025-03-14T12:00:00.000Z', status: 'Processing', count: 3, grandTotalCents: 12_000, balanceCents: 2_500 });
    orderListEndpoint([order]);
    openOrdersPage();

    const [card] = await screen.findAllByTestId('order-row');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: '1 order' })).getAllByRole('listitem')).toHaveLength(1);
    for (const text of ['Mar 14, 2025', 'StatusProcessing', 'Books3', 'Grand total$120.00', 'Balance$25.00']) expect(card!.textContent).toContain(text);
    expect(within(card!).getByRole('link', { name: `Order ${order.id}` }).getAttribute('href')).toBe(`/account/orders/${order.id}`);
    // The filters wait behind one button, so the orders come first on the screen.
    const toggle = screen.getByRole('button', { name: 'Filter orders' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByLabelText('From').closest('[hidden]')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('From').closest('[hidden]')).toBeNull();
  });

  it('given dates, a status and a text, when searched, then the server is asked with them', async () => {
    const requested = orderListEndpoint([anOrderListItem()]);
    openOrdersPage();
    await screen.findAllByTestId('order-row');

    fireEvent.change(dateField('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(dateField('To'), { target: { value: '2025-03-31' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Shipping' } });
    fireEvent.change(screen.getByLabelText('Order number or title'), { target: { value: 'spider man' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search orders' }));

    await waitFor(() => expect(requested).toEqual([UNFILTERED, '/api/orders/user/default/300/2025-03-01/2025-03-31/Shipping/spider%20man']));
  });

  it("given a start date without an end date, then 'Error: Please enter end date.' and nothing is asked", async () => {
    const requested = orderListEndpoint([]);
    openOrdersPage();
    await screen.findByTestId('orders-empty');

    fireEvent.change(dateField('From'), { target: { value: '2025-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search orders' }));

    expect((await screen.findByRole('alert')).textContent).toBe(orderMessages.filterNeedsEnd);
    expect(dateField('To').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dateField('To'));
    expect(requested).toEqual([UNFILTERED]);
  });

  it("given an end date without a start date, then 'Error: Please enter start date.'", async () => {
    orderListEndpoint([]);
    openOrdersPage();
    await screen.findByTestId('orders-empty');

    fireEvent.change(dateField('To'), { target: { value: '2025-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search orders' }));

    expect((await screen.findByRole('alert')).textContent).toBe(orderMessages.filterNeedsStart);
    expect(dateField('From').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dateField('From'));
  });

  it('given a start date later than the end date, then a toast says so and the date just chosen is cleared', async () => {
    orderListEndpoint([]);
    openOrdersPage();
    await screen.findByTestId('orders-empty');

    fireEvent.change(dateField('To'), { target: { value: '2025-03-01' } });
    fireEvent.change(dateField('From'), { target: { value: '2025-03-31' } });

    expect(await screen.findByText(orderMessages.filterStartAfterEnd)).toBeTruthy();
    expect(dateField('From').value).toBe('');
    expect(dateField('To').value).toBe('2025-03-01');
  });

  it('filters by collectible type in the browser, with a Manga format sub-filter', async () => {
    const comic = anOrderListItem({ collectibleType: 'Comic' });
    const mangaComic = anOrderListItem({ collectibleType: 'Manga', displayCollectibleType: 'Manga', displayMangaType: 'Comic format' });
    const mangaMagazine = anOrderListItem({ collectibleType: 'Manga', displayCollectibleType: 'Manga', displayMangaType: 'Magazine format' });
    const requested = orderListEndpoint([comic, mangaComic, mangaMagazine]);
    openOrdersPage();
    await screen.findAllByTestId('order-row');
    const shownIds = () => screen.queryAllByTestId('order-row').map((row) => within(row).getByRole('link').textContent);

    expect(screen.queryByLabelText('Manga format')).toBeNull();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Manga' } });
    expect(shownIds()).toEqual([mangaComic.id, mangaMagazine.id]);

    fireEvent.change(screen.getByLabelText('Manga format'), { target: { value: 'Magazine format' } });
    expect(shownIds()).toEqual([mangaMagazine.id]);

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Magazine' } });
    expect(shownIds()).toEqual([]);
    expect(screen.getByTestId('orders-empty').textContent).toMatch(/^No orders match your filters\./);
    expect(requested).toEqual([UNFILTERED]); // the type never goes to the server
  });

  it('says so when the member has no orders yet, with a way to submit', async () => {
    orderListEndpoint([]);
    openOrdersPage();

    const empty = await screen.findByTestId('orders-empty');
    expect(empty.textContent).toContain('You have no orders yet.');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/submit');
  });
});
