import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notifications } from '@mantine/notifications';
import { auditSearchMessages, type AuditOrderSearchHit, type AuditOrderSearchResult } from '@certus/contracts';
import { auditExportMessages } from '@certus/contracts/audit/audit-exports';
import { routes } from '../../../app/routes.tsx';
import { axeViolations } from '../../../lib/testing/axe-violations.ts';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { auditMessages } from '../model/audit-messages.ts';
import { aSearchHit } from '../testing/audit-builders.ts';
import { auditSearchEndpoint } from '../testing/audit-server.ts';

const { createObjectURL, revokeObjectURL } = URL;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  // The refused visit's "Not authorized" toast would otherwise stay on for the next test's page.
  notifications.clean();
});
afterAll(() => server.close());

const asAuditor = { identity: { current: anIdentity({ role: 'auditor' }) } };
const pathOf = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

const resultOf = (hits: AuditOrderSearchHit[], overrides: Partial<AuditOrderSearchResult> = {}): AuditOrderSearchResult => ({ hits, total: hits.length, page: 1, pageSize: 25, ...overrides });

const form = () => screen.getByRole('search', { name: 'Find orders' });
const fill = (label: string, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
const search = () => fireEvent.click(within(form()).getByRole('button', { name: 'Search' }));

describe('/audit: finding orders', () => {
  it('given orders, when the page opens, then the newest are listed with member, e-mail, day, status, total and balance, each opening its audit', async () => {
    const asked = auditSearchEndpoint(() =>
      resultOf([aSearchHit({ orderId: '25-DEMOC03', memberName: 'Demo Member', memberEmail: 'member@demo.test', submittedAt: '2025-05-12T23:30:00.000Z', status: 'Invoicing', grandTotalCents: 24_550, balanceCents: 5_300 })]),
    );

    renderRoutes({ path: '/audit', routes, preloadedState: asAuditor });

    const [row] = await screen.findAllByTestId('audit-search-row');
    expect(within(row!).getByRole('link', { name: '25-DEMOC03' }).getAttribute('href')).toBe('/audit/orders/25-DEMOC03');
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Demo Member', 'member@demo.test', 'May 12, 2025', 'Invoicing', '$245.50', '$53.00']);
    expect(screen.getByTestId('audit-status').textContent).toBe('1 order found');
    expect(asked).toEqual(['/api/audit/orders']);
  });

  it('given every filter filled, when searched, then the API is asked with each of them (the totals in cents) and the URL keeps the search', async () => {
    const asked = auditSearchEndpoint(() => resultOf([]));
    const { router } = renderRoutes({ path: '/audit', routes, preloadedState: asAuditor });
    await screen.findByTestId('audit-search-empty');

    fill('Order id', ' 25-democ ');
    fill('Member e-mail', 'demo.test');
    fill('Submitted from', '2025-05-01');
    fill('Submitted to', '2025-05-31');
    fill('Status', 'Invoicing');
    fill('Total from ($)', '12.5');
    fill('Total to ($)', '$1,200');
    search();

    const expected = '?orderId=25-DEMOC&email=demo.test&from=2025-05-01&to=2025-05-31&status=Invoicing&minCents=1250&maxCents=120000';
    await waitFor(() => expect(asked.at(-1)).toBe(`/api/audit/orders${expected}`));
    expect(pathOf(router)).toBe(`/audit${expected}`);
  });

  it('given a link with a search, when it opens, then that search is asked for and shown in the form', async () => {
    const asked = auditSearchEndpoint(() => resultOf([aSearchHit()]));

    renderRoutes({ path: '/audit?email=demo&status=Shipping&minCents=5300&page=2&unknown=x', routes, preloadedState: asAuditor });

    await screen.findAllByTestId('audit-search-row');
    expect(asked).toEqual(['/api/audit/orders?email=demo&status=Shipping&minCents=5300&page=2']);
    expect((within(form()).getByLabelText('Member e-mail') as HTMLInputElement).value).toBe('demo');
    expect((within(form()).getByLabelText('Status') as HTMLSelectElement).value).toBe('Shipping');
    expect((within(form()).getByLabelText('Total from ($)') as HTMLInputElement).value).toBe('53');
  });

  it('given more orders than a page, when the next page is chosen, then that page is asked for and Back returns to the first', async () => {
    const pageOf = (page: number) => Array.from({ length: page === 1 ? 25 : 5 }, (_, i) => aSearchHit({ orderId: `25-P${page}${String(i).padStart(5, '0')}` }));
    const asked = auditSearchEndpoint((query) => {
      const page = Number(query.get('page') ?? '1');
      return resultOf(pageOf(page), { total: 30, page });
    });
    const { router } = renderRoutes({ path: '/audit?status=Processing', routes, preloadedState: asAuditor });
    expect(await screen.findAllByTestId('audit-search-row')).toHaveLength(25);
    expect(screen.getByText('Orders 1–25 of 30')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages of orders' })).getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(screen.getAllByTestId('audit-search-row')).toHaveLength(5));
    expect(screen.getByText('Orders 26–30 of 30')).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/audit/orders?status=Processing&page=2');
    expect(pathOf(router)).toBe('/audit?status=Processing&page=2');

    await router.navigate(-1);

    await waitFor(() => expect(screen.getAllByTestId('audit-search-row')).toHaveLength(25));
    expect(pathOf(router)).toBe('/audit?status=Processing');
  });

  it('given a new search after another, when Back is used, then the form shows the earlier search again', async () => {
    auditSearchEndpoint(() => resultOf([]));
    const { router } = renderRoutes({ path: '/audit?email=first', routes, preloadedState: asAuditor });
    await screen.findByTestId('audit-search-empty');
    fill('Member e-mail', 'second');
    search();
    await waitFor(() => expect(pathOf(router)).toBe('/audit?email=second'));

    await router.navigate(-1);

    await waitFor(() => expect((within(form()).getByLabelText('Member e-mail') as HTMLInputElement).value).toBe('first'));
  });

  it('given a total that is no amount and days the wrong way round, when searched, then each field says what is wrong and nothing is asked', async () => {
    const asked = auditSearchEndpoint(() => resultOf([]));
    renderRoutes({ path: '/audit', routes, preloadedState: asAuditor });
    await screen.findByTestId('audit-search-empty');

    fill('Submitted from', '2025-06-01');
    fill('Submitted to', '2025-05-01');
    fill('Total from ($)', 'fifty');
    search();

    expect(await within(form()).findByText(auditMessages.dollarsFormat)).toBeTruthy();
    expect(within(form()).getByText(auditSearchMessages.fromAfterTo)).toBeTruthy();
    expect(within(form()).getByLabelText('Submitted to').getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual(['/api/audit/orders']);
  });

  it('given a period, when its ledgers are downloaded, then the CSV is fetched for those days with the auditor’s token and saved under its name', async () => {
    auditSearchEndpoint(() => resultOf([]));
    const fetched: { url: string; authorization: string | null }[] = [];
    server.use(
      http.get(apiUrl('/api/audit/ledger.csv'), ({ request }) => {
        fetched.push({ url: new URL(request.url).search, authorization: request.headers.get('authorization') });
        return new HttpResponse('order_id,version\r\n25-DEMOC03,3\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:ledgers'));
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const identity = anIdentity({ role: 'auditor' });
    renderRoutes({ path: '/audit', routes, preloadedState: { identity: { current: identity } } });
    const box = await screen.findByTestId('range-export');

    fireEvent.change(within(box).getByLabelText('From'), { target: { value: '2025-05-01' } });
    fireEvent.change(within(box).getByLabelText('To'), { target: { value: '2025-05-31' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Download ledgers (CSV)' }));

    await waitFor(() => expect(clicked).toEqual(['order-ledgers-2025-05-01-to-2025-05-31.csv']));
    expect(fetched).toEqual([{ url: '?from=2025-05-01&to=2025-05-31', authorization: `Bearer ${identity.accessToken}` }]);
    expect(await saved[0]!.text()).toContain('25-DEMOC03,3');
    vi.restoreAllMocks();
  });

  it('given a period longer than a quarter, when its events are downloaded, then it says so beside the last day and nothing is fetched', async () => {
    auditSearchEndpoint(() => resultOf([]));
    renderRoutes({ path: '/audit', routes, preloadedState: asAuditor });
    const box = await screen.findByTestId('range-export');

    fireEvent.change(within(box).getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(within(box).getByLabelText('To'), { target: { value: '2025-04-03' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Download events (JSON lines)' }));

    expect(await within(box).findByText(auditExportMessages.tooLong)).toBeTruthy();
    expect(within(box).getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
  });

  it('given a member who is not an auditor, when they open /audit, then they are sent to the home page', async () => {
    const { router } = renderRoutes({ path: '/audit', routes, preloadedState: { identity: { current: anIdentity({ role: 'worker' }) } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('given results and a refused filter shown, then axe finds nothing wrong', async () => {
    auditSearchEndpoint(() => resultOf([aSearchHit(), aSearchHit({ status: 'Cancelled', balanceCents: -1_000 })], { total: 40 }));
    renderRoutes({ path: '/audit', routes, preloadedState: asAuditor });
    await screen.findAllByTestId('audit-search-row');
    fill('Total to ($)', 'lots');
    search();
    await within(form()).findByText(auditMessages.dollarsFormat);

    expect(await axeViolations()).toEqual([]);
  });
});
