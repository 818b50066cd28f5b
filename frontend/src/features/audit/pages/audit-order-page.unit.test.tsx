import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { routes } from '../../../app/routes.tsx';
import { axeViolations } from '../../../lib/testing/axe-violations.ts';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { auditTime } from '../lib/audit-format.ts';
import { localInputOf } from '../lib/local-moment.ts';
import { AUDITED_ORDER_ID, aCorrectedOrderLife, aTrailEntry, anAuditedOrder } from '../testing/audit-builders.ts';
import { auditOrderServer } from '../testing/audit-server.ts';

const { createObjectURL, revokeObjectURL } = URL;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  notifications.clean();
});
afterAll(() => server.close());

const asAuditor = { identity: { current: anIdentity({ role: 'auditor' }) } };
const PAGE = `/audit/orders/${AUDITED_ORDER_ID}`;
const AS_OF = `/api/audit/orders/${AUDITED_ORDER_ID}/as-of`;

// The order of testing/audit-builders: 1 submitted, 2 received, 3 the Hulk's value corrected (+$53.00), 4-7 the
// Hulk pre-graded, graded, photographed and encapsulated; each event recorded a minute after the one before.
const order = anAuditedOrder();

async function openOrder() {
  const asked = auditOrderServer(order, { trail: [aTrailEntry({ auditorEmail: 'auditor@demo.test', read: 'order-as-of', detail: 'as of version 3' }), aTrailEntry({ orderId: '25-OTHER01' })] });
  const view = renderRoutes({ path: PAGE, routes, preloadedState: asAuditor });
  await screen.findAllByTestId('history-event');
  return { ...view, asked };
}

const asOfSection = () => screen.getByTestId('as-of-section');
const sliderNamed = (name: string) => within(asOfSection()).getByRole('slider', { name });
const shownBalance = () => within(asOfSection()).getAllByTestId('as-of-balance').map((fact) => fact.textContent);
const press = (slider: HTMLElement, key: string, times = 1) => {
  for (let i = 0; i < times; i++) fireEvent.keyDown(slider, { key });
};

describe('/audit/orders/{id}: the history', () => {
  it('given an order, then every event is listed in order with its time, actor, type, line of English and where the order stood after it', async () => {
    await openOrder();

    const events = screen.getAllByTestId('history-event');
    expect(events.map((e) => e.getAttribute('data-version'))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const correction = events[2]!;
    // The worker by name; the e-mail and whole id in its tooltip and in the folded details.
    expect(within(correction).getByTestId('actor-label').textContent).toBe('Wanda Worker (worker)');
    expect(within(correction).getByTestId('actor-label').getAttribute('title')).toBe('wanda@certus.test, worker-1');
    expect(within(correction).getByText('DeclaredValueCorrected')).toBeTruthy();
    expect(within(correction).getByText(auditTime(order.history.events[2]!.recordedAt)).getAttribute('dateTime')).toBe(order.history.events[2]!.recordedAt);
    expect(within(correction).getByTestId('history-summary').textContent).toBe(
      'Worker Wanda Worker (worker-1) corrected the declared value of book 2 (Incredible Hulk #181) from $300.00 to $1,200.00, tier NWP to HV: +$53.00 balance. Reason: A recent sale puts it at $1,200.',
    );
    expect(within(correction).getByTestId('history-after').textContent).toBe('After it: Invoicing, balance $53.00 (+$53.00)');
    expect(within(events[1]!).getByTestId('history-after').textContent).toBe('After it: Processing, balance $0.00');
    const ids = within(correction).getByText('Actor, command, correlation and causation ids').closest('details')!;
    expect(ids.open).toBe(false);
    expect(within(ids).getByTestId('history-actor').textContent).toBe('Wanda Worker (worker), wanda@certus.test, worker-1');
    expect(within(ids).getByText('command-3')).toBeTruthy();
    expect(within(ids).getByText('corr-3')).toBeTruthy();
    expect(within(ids).getByText('cause-3')).toBeTruthy();
  });

  it('given people the members model does not know, then the history and the ledger show them by role and id, with no e-mail', async () => {
    auditOrderServer(anAuditedOrder(aCorrectedOrderLife(), {}));
    renderRoutes({ path: PAGE, routes, preloadedState: asAuditor });
    const events = await screen.findAllByTestId('history-event');

    expect(within(events[0]!).getByTestId('actor-label').textContent).toBe('Member member-l');
    expect(within(events[0]!).getByTestId('actor-label').getAttribute('title')).toBe('member-lifecycle');
    expect(within(events[2]!).getByTestId('history-summary').textContent).toMatch(/^Worker worker-1 corrected/);
    const correction = (await within(screen.getByTestId('fee-ledger')).findAllByTestId('ledger-entry')).find((row) => row.getAttribute('data-kind') === 'change')!;
    expect(within(correction).getAllByRole('cell')[1]!.textContent).toBe('Worker worker-1');
  });

  it('given an order no event was recorded under, then it says there is no such order', async () => {
    auditOrderServer(order);
    renderRoutes({ path: '/audit/orders/25-NOSUCH1', routes, preloadedState: asAuditor });
    expect((await screen.findByTestId('audit-order-not-found')).textContent).toContain('Order 25-NOSUCH1 was not found');
  });
});

describe('/audit/orders/{id}: the order as of a moment', () => {
  it('given the order opened, then it is shown as it stands after its last event', async () => {
    const { asked } = await openOrder();

    await waitFor(() => expect(within(asOfSection()).getByTestId('as-of-view').getAttribute('data-version')).toBe('7'));
    expect(asked).toContain(`${AS_OF}?version=7`);
    expect(sliderNamed('Moment').getAttribute('aria-valuenow')).toBe('7');
    expect(shownBalance()).toEqual(['$53.00']);
  });

  it('given the slider moved to before the correction, then that version is asked for and its balance shown; one step on, the $53.00 balance', async () => {
    const { asked } = await openOrder();
    const slider = sliderNamed('Moment');

    press(slider, 'Home');
    press(slider, 'ArrowRight');

    expect(slider.getAttribute('aria-valuetext')).toBe(`Event 2 of 7, ${auditTime(order.history.events[1]!.recordedAt)}: Worker Wanda Worker (worker-1) received the order: 4 of 4 books arrived`);
    await waitFor(() => expect(within(asOfSection()).getByTestId('as-of-view').getAttribute('data-version')).toBe('2'));
    expect(shownBalance()).toEqual(['$0.00']);
    expect(within(asOfSection()).getByTestId('as-of-status').textContent).toBe('Processing');
    expect(asked).toContain(`${AS_OF}?version=2`);
    // The slider rests before the moment is asked for: the versions passed on the way (1) are not asked.
    expect(asked).not.toContain(`${AS_OF}?version=1`);

    press(slider, 'ArrowRight');

    await waitFor(() => expect(shownBalance()).toEqual(['$53.00']));
    expect(asked.at(-1)).toBe(`${AS_OF}?version=3`);
    expect(within(asOfSection()).getByTestId('moment-caption').textContent).toContain('+$53.00 balance. Reason: A recent sale puts it at $1,200.');
    const money = within(asOfSection()).getByTestId('order-money');
    expect(within(money).getByText('Declared value corrected: line 2, Incredible Hulk #181')).toBeTruthy();
  });

  it('given a date and time typed, then it is asked for in UTC and the slider lands on the last event recorded by then', async () => {
    const { asked } = await openOrder();
    const between2And3 = new Date(Date.parse(order.history.events[1]!.recordedAt) + 30_000).toISOString();

    fireEvent.change(within(asOfSection()).getByLabelText('Or at a date and time'), { target: { value: localInputOf(between2And3) } });
    fireEvent.click(within(asOfSection()).getByRole('button', { name: 'Show the order then' }));

    await waitFor(() => expect(asked.at(-1)).toBe(`${AS_OF}?at=${encodeURIComponent(between2And3)}`));
    await waitFor(() => expect(sliderNamed('Moment').getAttribute('aria-valuenow')).toBe('2'));
    expect(shownBalance()).toEqual(['$0.00']);
  });

  it('given a time before the order existed, then the server’s reason is shown', async () => {
    await openOrder();
    const before = new Date(Date.parse(order.history.events[0]!.recordedAt) - 3_600_000).toISOString();

    fireEvent.change(within(asOfSection()).getByLabelText('Or at a date and time'), { target: { value: localInputOf(before) } });
    fireEvent.click(within(asOfSection()).getByRole('button', { name: 'Show the order then' }));

    expect((await within(asOfSection()).findByRole('alert')).textContent).toContain('The order did not exist yet at that time');
  });

  it('given an event of the history, when its moment is asked for, then the as-of view shows that version and takes the focus', async () => {
    const { asked } = await openOrder();

    fireEvent.click(within(screen.getAllByTestId('history-event')[3]!).getByRole('button', { name: 'See the order as of event 4' }));

    await waitFor(() => expect(asked.at(-1)).toBe(`${AS_OF}?version=4`));
    expect(document.activeElement?.textContent).toBe('The order as of a moment');
    await waitFor(() => expect(within(asOfSection()).getByTestId('as-of-view').getAttribute('data-version')).toBe('4'));
  });

  it('given two moments compared, then both are shown side by side and what changed is listed and marked on the later one', async () => {
    const { asked } = await openOrder();
    press(sliderNamed('Moment'), 'Home');
    press(sliderNamed('Moment'), 'ArrowRight');
    await waitFor(() => expect(asked).toContain(`${AS_OF}?version=2`));

    fireEvent.click(within(asOfSection()).getByRole('switch', { name: 'Compare with another moment' }));

    expect(sliderNamed('Moment B').getAttribute('aria-valuenow')).toBe('7');
    const changes = await within(asOfSection()).findByTestId('moment-changes');
    expect(within(changes).getByRole('heading').textContent).toBe('What changed from event 2 to event 7');
    expect(within(changes).getByTestId('change-status').textContent).toBe('Status: Processing → Invoicing');
    expect(within(changes).getByTestId('change-balance').textContent).toBe('Balance: $0.00 → $53.00 (+$53.00)');
    expect(within(changes).getByTestId('change-money-added').textContent).toContain('Declared value corrected: line 2, Incredible Hulk #181');
    expect(within(changes).getByTestId('change-book').textContent).toBe(
      'Book 2 (Incredible Hulk #181): step Received → Encapsulated; grade none → 8.0; category none → Verified; certification none → 25-LIFECYC-002; declared value $300.00 → $1,200.00; tier NWP → HV',
    );
    const [a, b] = within(asOfSection()).getAllByTestId('as-of-view');
    expect([a!.getAttribute('data-version'), b!.getAttribute('data-version')]).toEqual(['2', '7']);
    expect(within(b!).getByTestId('as-of-status').textContent).toBe('Invoicingchanged');
    expect(within(a!).getByTestId('as-of-status').textContent).toBe('Processing');
    const hulk = within(b!).getAllByTestId('as-of-book')[1]!;
    expect(within(hulk).getByTestId('as-of-book-changed').textContent).toBe('step, grade, category, certification, declared value, tier');

    press(sliderNamed('Moment B'), 'ArrowLeft', 4);

    await waitFor(() => expect(within(asOfSection()).getByTestId('moment-changes').querySelector('h3')?.textContent).toBe('What changed from event 2 to event 3'));
    expect(asked.at(-1)).toBe(`${AS_OF}?version=3`);
  });
});

describe('/audit/orders/{id} on the French variant', () => {
  it('given French chosen, then the screen reads in English throughout, the order’s money table and tracker too, and says it is English only', async () => {
    auditOrderServer(order);
    renderRoutes({ path: PAGE, routes, preloadedState: { ...asAuditor, region: { region: 'CA' as const, language: 'fr' as const } } });
    await screen.findAllByTestId('history-event');

    const view = await within(asOfSection()).findByTestId('as-of-view');
    await waitFor(() => expect(within(view).getByTestId('order-money').textContent).toContain('Priced at submission'));
    expect(within(view).getAllByTestId('tracker-step-state').map((step) => step.textContent)).toEqual(['Completed', 'Completed', 'In process', 'Not started', 'Not started']);
    const custody = screen.getByTestId('custody');
    expect((await within(custody).findAllByTestId('custody-step'))[0]!.textContent).toContain('Submitted');
    expect(screen.getByTestId('english-only')).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('lang')).toBe('en');
  });
});

describe('/audit/orders/{id}: the ledger, the custody and the trail', () => {
  it('given the order, then its fee ledger lists each amount with who, when and why, ending at its balance, and downloads as CSV', async () => {
    const { asked } = await openOrder();
    const ledger = screen.getByTestId('fee-ledger');

    const entries = await within(ledger).findAllByTestId('ledger-entry');
    expect(entries).toHaveLength(order.ledger.entries.length);
    const correction = entries.find((row) => row.getAttribute('data-kind') === 'change')!;
    const cells = within(correction).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      auditTime(order.history.events[2]!.recordedAt),
      'Wanda Worker (worker)wanda@certus.test',
      'DeclaredValueCorrectedevent 3',
      '$300.00 to $1,200.00 a book; service Vintage (NWP) to High Value (HV). Reason: A recent sale puts it at $1,200.',
      '$53.00',
      '$53.00',
    ]);
    expect(within(within(ledger).getByTestId('ledger-balance')).getByText('$53.00')).toBeTruthy();

    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:ledger'));
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    fireEvent.click(within(ledger).getByRole('button', { name: 'Download ledger (CSV)' }));

    await waitFor(() => expect(clicked).toEqual([`${AUDITED_ORDER_ID}-ledger.csv`]));
    expect(asked).toContain(`/api/audit/orders/${AUDITED_ORDER_ID}/ledger.csv`);
  });

  it('given the order, then each book has its custody timeline, staff named in full, the first book open', async () => {
    await openOrder();
    const custody = screen.getByTestId('custody');

    const books = await within(custody).findAllByTestId('custody-book');
    expect(books).toHaveLength(4);
    const controls = within(custody).getAllByRole('button');
    expect(controls.map((c) => c.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);

    fireEvent.click(within(books[1]!).getByRole('button', { name: /Book 2: Incredible Hulk #181/ }));

    const timeline = await within(books[1]!).findByRole('list', { name: 'Custody of Book 2: Incredible Hulk #181' });
    const steps = within(timeline).getAllByTestId('custody-step');
    expect(steps.map((s) => s.getAttribute('data-kind'))).toEqual(['submitted', 'received', 'pre-graded', 'graded', 'imaged', 'encapsulated']);
    expect(steps[1]!.textContent).toContain('by Wanda Worker (worker-1)');
    expect(within(books[1]!).getByTestId('custody-declared').textContent).toBe('Declared at $300.00, corrected to $1,200.00');
    expect(within(books[1]!).getByRole('button').textContent).toContain('certification 25-LIFECYC-002');
  });

  it('given auditors who opened the order, then the page lists them, asked for this order only', async () => {
    const { asked } = await openOrder();
    const trail = screen.getByTestId('order-trail');

    const [entry] = await within(trail).findAllByTestId('trail-entry');
    expect(within(entry!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['auditor@demo.testauditor-1', 'Viewed the order as of a moment', 'as of version 3']);
    expect(asked).toContain(`/api/audit/trail?orderId=${AUDITED_ORDER_ID}&page=1`);
  });

  it('given two moments compared and the custody open, then axe finds nothing wrong', async () => {
    await openOrder();
    fireEvent.click(within(asOfSection()).getByRole('switch', { name: 'Compare with another moment' }));
    await within(asOfSection()).findByTestId('moment-changes');
    await within(screen.getByTestId('custody')).findAllByTestId('custody-step');
    await within(screen.getByTestId('fee-ledger')).findAllByTestId('ledger-entry');

    expect(await axeViolations()).toEqual([]);
  });
});
