import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { turnaroundMessages, type EditorTurnaroundMessagesResponse, type TurnaroundMessageView } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { axeViolations } from '../../../lib/testing/axe-violations.ts';
import { aTurnaround } from '../../pricing/testing/pricing-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = '2026-06-15T17:00:00.000Z';
const live: TurnaroundMessageView = {
  messageId: '00000000-0000-4000-8000-0000000000d1',
  text: 'About 6 weeks right now.',
  publishFrom: '2026-06-01T00:00:00.000Z',
  publishUntil: null,
  publishedAt: '2026-06-01T00:00:00.000Z',
  withdrawnAt: null,
  state: 'live',
};

function editorServer(messages: TurnaroundMessageView[]) {
  let list = [...messages];
  const sent: { published: unknown[]; withdrawn: string[] } = { published: [], withdrawn: [] };
  server.use(
    http.get(apiUrl('/api/data/turnaround'), () => HttpResponse.json(aTurnaround({ samples: { MN: { sampleSize: 12, medianDays: 17, p90Days: 22 } } }))),
    http.get(apiUrl('/api/editor/turnaround-message'), () => HttpResponse.json({ now: NOW, liveMessageId: list.find((m) => m.state === 'live')?.messageId ?? null, messages: list } satisfies EditorTurnaroundMessagesResponse)),
    http.post(apiUrl('/api/editor/turnaround-message'), async ({ request }) => {
      const body = (await request.json()) as { text: string; publishFrom: string; publishUntil: string | null };
      sent.published.push(body);
      const messageId = '00000000-0000-4000-8000-0000000000d2';
      list = [{ messageId, text: body.text, publishFrom: body.publishFrom, publishUntil: body.publishUntil, publishedAt: NOW, withdrawnAt: null, state: 'scheduled' }, ...list];
      return HttpResponse.json({ message: turnaroundMessages.published, position: '1.1', messageId });
    }),
    http.post(apiUrl('/api/editor/turnaround-message/:id/withdraw'), ({ params }) => {
      sent.withdrawn.push(String(params.id));
      list = list.map((m) => (m.messageId === params.id ? { ...m, state: 'withdrawn' as const, withdrawnAt: NOW } : m));
      return HttpResponse.json({ message: turnaroundMessages.withdrawn, position: '1.2' });
    }),
  );
  return sent;
}

const renderEditor = (role: 'editor' | 'worker' = 'editor') => renderRoutes({ path: '/editor/turnaround', routes, preloadedState: { identity: { current: anIdentity({ role }) } } });

describe('/editor/turnaround: the turnaround message', () => {
  // First: the toasts of the tests after it stay in the page (Mantine's notifications store outlives a render).
  it('is accessible (axe)', async () => {
    editorServer([live]);
    renderEditor();
    await screen.findByRole('row', { name: /About 6 weeks/ });
    expect(await axeViolations()).toEqual([]);
  });

  it('given an editor, then the Editor menu leads here, the live message is listed, and which services are measured is said', async () => {
    editorServer([live]);
    renderEditor();
    const row = await screen.findByRole('row', { name: /About 6 weeks right now/ });
    expect(within(row).getByText('Live now')).toBeTruthy();
    expect((await screen.findByTestId('measured-summary')).textContent).toContain('Modern 4 weeks');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Editor' })).toBeTruthy();
  });

  it('given a window that ends before it starts, when published, then the field says so and nothing is sent', async () => {
    const sent = editorServer([]);
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message visitors read' }), { target: { value: 'Busy season.' } });
    fireEvent.change(screen.getByLabelText('Shown from', { exact: false }), { target: { value: '2026-06-20T09:00' } });
    fireEvent.change(screen.getByLabelText('Shown until', { exact: false }), { target: { value: '2026-06-10T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(turnaroundMessages.untilBeforeFrom)).toBeTruthy();
    expect(sent.published).toEqual([]);
  });

  it('given a message and its window, when published, then it is sent with the instants and listed as scheduled; withdrawing one asks first', async () => {
    const sent = editorServer([live]);
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message visitors read' }), { target: { value: 'Holiday closure: add a week.' } });
    fireEvent.change(screen.getByLabelText('Shown from', { exact: false }), { target: { value: '2026-12-20T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(sent.published).toEqual([{ text: 'Holiday closure: add a week.', publishFrom: new Date('2026-12-20T09:00').toISOString(), publishUntil: null }]));
    expect(within(await screen.findByRole('row', { name: /Holiday closure/ })).getByText('Scheduled')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw “About 6 weeks right now.”' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent.withdrawn).toEqual([live.messageId]));
    expect(within(await screen.findByRole('row', { name: /About 6 weeks/ })).findByText('Withdrawn')).toBeTruthy();
  });

  it('given a worker (not an editor), then the screen is not theirs: they are sent home', async () => {
    editorServer([live]);
    const { router } = renderEditor('worker');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

});
