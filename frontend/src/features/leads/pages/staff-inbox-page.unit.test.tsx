import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { anInboxItem, staffInboxServer } from '../testing/leads-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const as = (role: 'worker' | 'editor') => ({ identity: { current: anIdentity({ role }) } });

describe('/staff/inbox', () => {
  it('given every kind of item, then each shows its kind, sender, how to reach them and its message, newest first as the server sends them', async () => {
    staffInboxServer([
      anInboxItem({ id: 'p', kind: 'ProblemReport', name: 'Demo Member', email: 'member@demo.test', phone: '', location: '', page: null, message: 'The slip is blank.', submittedAt: '2025-06-04T10:00:00.000Z' }),
      anInboxItem({ id: 'c', kind: 'Callback', name: 'Alan Brooks', email: null, phone: '(469) 555-0173', location: '', page: null, message: '', submittedAt: '2025-06-03T10:00:00.000Z' }),
      anInboxItem({ id: 'd', kind: 'DealerRequest', name: 'Marcus Webb', page: 'become-dealer', company: 'Capital City Comics', businessType: 'Comic shop', website: 'capitalcitycomics.example' }),
    ]);
    renderRoutes({ path: '/staff/inbox', routes, preloadedState: as('editor') });

    const cards = await screen.findAllByTestId('inbox-item');
    expect(cards.map((c) => c.getAttribute('data-kind'))).toEqual(['ProblemReport', 'Callback', 'DealerRequest']);
    expect(within(cards[0]!).getByText('Problem report')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'member@demo.test' }).getAttribute('href')).toBe('mailto:member@demo.test');
    expect(within(cards[1]!).getByRole('link', { name: '(469) 555-0173' }).getAttribute('href')).toBe('tel:4695550173');
    expect(within(cards[2]!).getByText('Capital City Comics')).toBeTruthy();
    expect(within(cards[2]!).getByText('/become-dealer')).toBeTruthy();
    expect(screen.getByTestId('inbox-open-count').textContent).toBe('3 open');
  });

  it('given an open item, when Mark handled is pressed, then the item says who handled it, the count drops and focus moves to the next item', async () => {
    const first = anInboxItem({ name: 'Rosa Diaz' });
    const second = anInboxItem({ name: 'Ana Lima' });
    const calls = staffInboxServer([first, second]);
    renderRoutes({ path: '/staff/inbox', routes, preloadedState: as('worker') });
    const [card] = await screen.findAllByTestId('inbox-item');

    fireEvent.click(within(card!).getByRole('button', { name: 'Mark handled' }));

    await waitFor(() => expect(within(screen.getAllByTestId('inbox-item')[0]!).getByTestId('inbox-handled').textContent).toMatch(/^Handled by Demo Worker on /));
    expect(calls.handled).toEqual([first.id]);
    expect(screen.getByTestId('inbox-open-count').textContent).toBe('1 open');
    expect(screen.getByTestId('inbox-status').textContent).toBe('Lead from Rosa Diaz marked handled.');
    expect(document.activeElement?.textContent).toBe('Ana Lima');
  });

  it('given the Open tab, when chosen, then only open items are asked for and the URL keeps it; none open says so', async () => {
    const calls = staffInboxServer([anInboxItem({ handledAt: '2025-06-03T09:00:00.000Z', handledBy: 'Demo Editor' })]);
    const { router } = renderRoutes({ path: '/staff/inbox', routes, preloadedState: as('worker') });
    await screen.findAllByTestId('inbox-item');

    fireEvent.click(screen.getByRole('tab', { name: 'Open' }));

    expect((await screen.findByTestId('inbox-empty')).textContent).toContain('Nothing waiting');
    expect(calls.reads).toEqual(['all', 'open']);
    expect(router.state.location.search).toBe('?status=open');
  });
});
