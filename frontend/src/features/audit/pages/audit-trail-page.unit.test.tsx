import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auditTrailMessages, type AuditTrail, type AuditTrailEntry } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { axeViolations } from '../../../lib/testing/axe-violations.ts';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { auditTime } from '../lib/audit-format.ts';
import { aTrailEntry } from '../testing/audit-builders.ts';
import { auditTrailEndpoint } from '../testing/audit-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const asAuditor = { identity: { current: anIdentity({ role: 'auditor' }) } };
const pathOf = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;
const trailOf = (entries: AuditTrailEntry[], overrides: Partial<AuditTrail> = {}): AuditTrail => ({ entries, total: entries.length, page: 1, pageSize: 50, ...overrides });

describe('/audit/trail', () => {
  it('given auditors’ readings, then each shows when, who, what, the order it opened and what was asked', async () => {
    const asked = auditTrailEndpoint(() =>
      trailOf([
        aTrailEntry({ auditorId: 'auditor-7', auditorEmail: 'ida@certus.test', read: 'fee-ledger', orderId: '25-DEMOC03', detail: 'the fee ledger', at: '2025-05-20T10:00:00.000Z' }),
        aTrailEntry({ read: 'order-search', orderId: null, detail: 'e-mail contains demo, status Invoicing' }),
      ]),
    );

    renderRoutes({ path: '/audit/trail', routes, preloadedState: asAuditor });

    const [ledger, search] = await screen.findAllByTestId('trail-entry');
    expect(within(ledger!).getByRole('rowheader').textContent).toBe(auditTime('2025-05-20T10:00:00.000Z'));
    expect(within(ledger!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['ida@certus.testauditor-7', 'Opened the fee ledger', '25-DEMOC03', 'the fee ledger']);
    expect(within(ledger!).getByRole('link', { name: '25-DEMOC03' }).getAttribute('href')).toBe('/audit/orders/25-DEMOC03');
    expect(within(search!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['auditor@demo.testauditor-1', 'Searched orders', '', 'e-mail contains demo, status Invoicing']);
    expect(asked).toEqual(['/api/audit/trail']);
  });

  it('given an auditor id, when filtered, then only their readings are asked for and the URL keeps the filter; the next page keeps it too', async () => {
    const asked = auditTrailEndpoint((query) => trailOf(Array.from({ length: 3 }, () => aTrailEntry({ auditorId: query.get('auditorId') ?? 'auditor-1' })), { total: 120, page: Number(query.get('page') ?? 1) }));
    const { router } = renderRoutes({ path: '/audit/trail', routes, preloadedState: asAuditor });
    await screen.findAllByTestId('trail-entry');

    const filter = screen.getByRole('search', { name: 'Filter the trail' });
    fireEvent.change(within(filter).getByLabelText('Auditor id'), { target: { value: ' auditor-7 ' } });
    fireEvent.click(within(filter).getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(asked.at(-1)).toBe('/api/audit/trail?auditorId=auditor-7'));
    expect(pathOf(router)).toBe('/audit/trail?auditorId=auditor-7');
    expect(await screen.findByText('120 readings by auditor-7')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages of the trail' })).getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(asked.at(-1)).toBe('/api/audit/trail?auditorId=auditor-7&page=2'));
    expect(pathOf(router)).toBe('/audit/trail?auditorId=auditor-7&page=2');
  });

  it('given an auditor id too long, when filtered, then the field says so in the API’s words and nothing is asked', async () => {
    const asked = auditTrailEndpoint(() => trailOf([]));
    renderRoutes({ path: '/audit/trail', routes, preloadedState: asAuditor });
    await screen.findByTestId('trail-empty');

    const filter = screen.getByRole('search', { name: 'Filter the trail' });
    fireEvent.change(within(filter).getByLabelText('Auditor id'), { target: { value: 'a'.repeat(65) } });
    fireEvent.click(within(filter).getByRole('button', { name: 'Filter' }));

    expect(await within(filter).findByText(auditTrailMessages.auditorId)).toBeTruthy();
    expect(asked).toEqual(['/api/audit/trail']);
  });

  it('given readings, then axe finds nothing wrong', async () => {
    auditTrailEndpoint(() => trailOf([aTrailEntry(), aTrailEntry({ read: 'range-export', orderId: null, detail: '2025-05-01 to 2025-05-31' })], { total: 90 }));
    renderRoutes({ path: '/audit/trail', routes, preloadedState: asAuditor });
    await screen.findAllByTestId('trail-entry');

    expect(await axeViolations()).toEqual([]);
  });
});
