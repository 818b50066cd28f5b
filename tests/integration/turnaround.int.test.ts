import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIN_TURNAROUND_SAMPLES,
  PUBLIC_RESOURCE_CACHE_CONTROL,
  TurnaroundResponse,
  TatMessageResponse,
  businessDaysBetween,
  nearestRankPercentile,
  type Catalogue,
} from '@certus/contracts';
import { ManualClock } from '@certus/infra';
import { turnaroundMessagesProjection, turnaroundOrdersProjection } from '@certus/projections';
import { pastLine, recordPastOrder, type PastOrder } from '../../command-service/src/demo/shipped-order-history.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const DAY_MS = 86_400_000;
/** A Monday, noon in Plano. */
const NOW = new Date('2026-06-15T17:00:00.000Z');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Business days from received to shipped of each Modern order of the window (eleven: one more than the minimum). */
const MODERN_SPANS = [12, 3, 25, 17, 8, 19, 14, 30, 16, 21, 9];

function weekdaysBack(from: Date, businessDays: number): Date {
  const date = new Date(from);
  for (let left = businessDays; left > 0; ) {
    date.setUTCDate(date.getUTCDate() - 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left--;
  }
  return date;
}

let sequence = 0;
function aPastOrder(tierCode: string, span: number, leftDaysAgo: number, overrides: Partial<PastOrder> = {}): PastOrder {
  const n = ++sequence;
  const leftAt = weekdaysBack(new Date(NOW.getTime() - leftDaysAgo * DAY_MS + DAY_MS), 1);
  const receivedAt = weekdaysBack(leftAt, span);
  return {
    orderId: `26-TT${String(n).padStart(5, '0')}`,
    memberId: `collector-${n}`,
    memberEmail: `collector-${n}@example.test`,
    lines: [pastLine(`line-${n}`, 'Saga', String(n), 2012, tierCode.slice(0, 2), tierCode.endsWith('P') ? 5 : 0)],
    returnBy: n % 2 === 0 ? 'pickup' : 'ship',
    submittedAt: new Date(receivedAt.getTime() - 3 * DAY_MS),
    receivedAt,
    leftAt,
    by: 'worker-1',
    ...overrides,
  };
}

async function turnaround(platform: Platform, path = '/api/data/turnaround') {
  const response = await platform.api(path);
  expect(response.status).toBe(200);
  return { body: TurnaroundResponse.parse(response.body), cacheControl: response.headers.get('cache-control') };
}
const tierOf = (body: TurnaroundResponse, code: string) => body.tiers.find((t) => t.tierCode === code)!;

/** Waits until the turnaround projection has the orders that left (the read model trails the log). */
async function untilSampled(platform: Platform, code: string, size: number) {
  for (let i = 0; i < 400; i++) {
    if (tierOf((await turnaround(platform)).body, code).sampleSize === size) return;
    await sleep(25);
  }
  throw new Error(`${code} never had ${size} orders`);
}

describe('turnaround measured from our own orders (real PostgreSQL)', () => {
  let platform: Platform;
  let catalogue: Catalogue;
  let clock: ManualClock;
  let editorToken: string;
  let memberToken: string;
  const modern: PastOrder[] = [];

  beforeAll(async () => {
    clock = new ManualClock(NOW);
    platform = await startTestPlatform({ clock });
    catalogue = await platform.deps.catalogue.current();
    editorToken = await platform.deps.tokens.issue({ userId: 'editor-1', email: 'editor-1@certus.test', role: 'editor', sessionId: 's-editor', displayName: 'Eddie Editor' });
    memberToken = await platform.deps.tokens.issue({ userId: 'member-1', email: 'member-1@example.test', role: 'authenticated', sessionId: 's-member', displayName: 'Mo Member' });

    MODERN_SPANS.forEach((span, i) => modern.push(aPastOrder('MN', span, 2 + i * 7)));
    const histories = [
      ...modern,
      // Left 100 days ago: outside the window.
      aPastOrder('MN', 40, 100),
      // Modern Priority: three orders, too few to publish a figure.
      aPastOrder('MNP', 6, 5),
      aPastOrder('MNP', 7, 6),
      aPastOrder('MNP', 9, 9),
      // A Vintage book that never came (a second line): the order counts for Modern, not for Vintage.
      aPastOrder('MN', 10, 3, { lines: [pastLine('with-missing-1', 'Saga', '50', 2012, 'MN'), pastLine('with-missing-2', 'Iron Man', '55', 1973, 'NW')], missingBooks: [2] }),
    ];
    for (const order of histories) await recordPastOrder(platform.store, catalogue, order);
  }, 120_000);
  afterAll(() => platform?.stop());

  it('given orders that left in the last 90 days, when the turnaround is asked, then each tier code has the median and 90th percentile of its business days, computed independently', async () => {
    await untilSampled(platform, 'MN', MODERN_SPANS.length + 1);
    const { body, cacheControl } = await turnaround(platform);
    const spans = [...modern.map((o) => businessDaysBetween(o.receivedAt, o.leftAt)), 10];
    expect(spans.slice(0, MODERN_SPANS.length)).toEqual(MODERN_SPANS);

    expect(tierOf(body, 'MN')).toMatchObject({
      tierId: 'MN',
      level: 'Standard',
      sampleSize: spans.length,
      medianDays: nearestRankPercentile(spans, 0.5),
      p90Days: nearestRankPercentile(spans, 0.9),
      shown: { basis: 'measured', basedOn: `Based on ${spans.length} orders in the last 90 days.` },
    });
    expect(tierOf(body, 'MN').medianDays).toBe(14);
    expect(tierOf(body, 'MN').p90Days).toBe(25);
    expect(tierOf(body, 'MN').shown.text).toBe('3 weeks');
    expect(tierOf(body, 'NW').sampleSize).toBe(0);
    expect(body).toMatchObject({ asOf: NOW.toISOString(), windowDays: 90, minimumSamples: MIN_TURNAROUND_SAMPLES });
    expect(cacheControl).toBe(PUBLIC_RESOURCE_CACHE_CONTROL);
  });

  it("given a tier with fewer orders than the minimum and no published message, then it shows '5 weeks' (spec 8), with its sample size", async () => {
    await untilSampled(platform, 'MNP', 3);
    const priority = tierOf((await turnaround(platform)).body, 'MNP');
    expect(priority).toMatchObject({ level: 'Priority', sampleSize: 3, medianDays: 7, p90Days: 9, shown: { basis: 'default', text: '5 weeks', basedOn: null } });
    expect((await platform.api('/api/data/tatmessage')).body).toEqual({ text: '5 weeks', basis: 'default', messageId: null, publishFrom: null, publishUntil: null });
  });

  it('given every tier of the catalogue, then each of its codes is listed with the days the price list promises', async () => {
    const { body } = await turnaround(platform);
    const expected = catalogue.tiers.flatMap((t) => [t.id, ...(t.priority ? [`${t.id}P`] : []), ...(t.express ? [`${t.id}E`] : [])]);
    expect(body.tiers.map((t) => t.tierCode)).toEqual(expected);
    const mn = catalogue.tiers.find((t) => t.id === 'MN')!;
    expect(tierOf(body, 'MNE').publishedDays).toBe(mn.express!.days);
  });

  it('given the editor publishes a message, then tiers without enough orders show it and /api/data/tatmessage answers it; once its window ends, the default again', async () => {
    const publish = await platform.api('/api/editor/turnaround-message', {
      token: editorToken,
      json: { text: 'About 6 weeks at the moment.', publishFrom: '2026-06-14T00:00:00-05:00', publishUntil: '2026-06-20T00:00:00Z' },
    });
    expect(publish.status).toBe(200);
    const { messageId } = publish.body as { messageId: string };

    for (let i = 0; i < 200 && (await platform.api('/api/data/tatmessage')).body.basis !== 'message'; i++) await sleep(25);
    const message = await platform.api('/api/data/tatmessage');
    expect(TatMessageResponse.parse(message.body)).toEqual({
      text: 'About 6 weeks at the moment.',
      basis: 'message',
      messageId,
      publishFrom: '2026-06-14T05:00:00.000Z',
      publishUntil: '2026-06-20T00:00:00.000Z',
    });
    expect(message.headers.get('cache-control')).toBe(PUBLIC_RESOURCE_CACHE_CONTROL);
    const { body } = await turnaround(platform, '/api/turnaroundtimes/tat');
    expect(tierOf(body, 'MNP').shown).toEqual({ basis: 'message', text: 'About 6 weeks at the moment.', p90Text: null, basedOn: null });
    expect(tierOf(body, 'MN').shown.basis).toBe('measured');
    expect(body.fallback.text).toBe('About 6 weeks at the moment.');

    clock.set('2026-06-20T00:00:00.000Z');
    expect((await platform.api('/api/data/tatmessage')).body.basis).toBe('default');
    clock.set(NOW.toISOString());
  });

  it('given the editor withdraws the message, then it is no longer shown; the editor list says so', async () => {
    const published = await platform.api('/api/editor/turnaround-message', { token: editorToken, json: { text: 'Busy season.', publishFrom: '2026-06-01T00:00:00Z', publishUntil: null } });
    const { messageId } = published.body as { messageId: string };
    const stateOf = async () => (await platform.api('/api/editor/turnaround-message', { token: editorToken })).body.messages.find((m: { messageId: string }) => m.messageId === messageId)?.state;
    for (let i = 0; i < 200 && (await stateOf()) !== 'live'; i++) await sleep(25);
    // The later-starting message of the test before still runs until the 20th: it wins while both are live.
    expect((await platform.api('/api/data/tatmessage')).body.text).toBe('About 6 weeks at the moment.');

    expect((await platform.api(`/api/editor/turnaround-message/${messageId}/withdraw`, { method: 'POST', token: editorToken })).status).toBe(200);
    for (let i = 0; i < 200 && (await stateOf()) !== 'withdrawn'; i++) await sleep(25);
    const list = await platform.api('/api/editor/turnaround-message', { token: editorToken });
    expect(list.status).toBe(200);
    expect(list.body.messages.map((m: { text: string; state: string }) => [m.text, m.state])).toEqual([
      ['About 6 weeks at the moment.', 'live'],
      ['Busy season.', 'withdrawn'],
    ]);
    expect(list.headers.get('cache-control')).toBe('private, no-cache');
    const again = await platform.api('/api/editor/turnaround-message', { token: editorToken, json: { messageId, text: 'Busy season.', publishFrom: '2026-06-01T00:00:00Z', publishUntil: null } });
    expect(again.status).toBe(409);
  });

  it('given someone who is not an editor, when they publish or list messages, then 401 for nobody and 403 for a member', async () => {
    const body = { text: 'Nope.', publishFrom: '2026-06-01T00:00:00Z', publishUntil: null };
    expect((await platform.api('/api/editor/turnaround-message', { json: body })).status).toBe(401);
    expect((await platform.api('/api/editor/turnaround-message', { json: body, token: memberToken })).status).toBe(403);
    expect((await platform.api('/api/editor/turnaround-message', { token: memberToken })).status).toBe(403);
  });

  it('given a window that ends before it starts or an empty text, then 400 naming the field', async () => {
    const refused = await platform.api('/api/editor/turnaround-message', { token: editorToken, json: { text: ' ', publishFrom: '2026-06-10T00:00:00Z', publishUntil: '2026-06-01T00:00:00Z' } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.modelState).sort()).toEqual(['model.publishUntil', 'model.text']);
  });

  it('given 91 days later, then the orders have left the window and every tier falls back', async () => {
    clock.set(new Date(NOW.getTime() + 91 * DAY_MS).toISOString());
    const { body } = await turnaround(platform);
    expect(tierOf(body, 'MN')).toMatchObject({ sampleSize: 0, medianDays: null, shown: { basis: 'default', text: '5 weeks' } });
    clock.set(NOW.toISOString());
  });

  it('given the order and message events, when replayed and rebuilt, then the turnaround read models are identical', async () => {
    await expectReplayAndRebuildIdentical(platform, turnaroundOrdersProjection, 'turnaround_orders', 'order_id');
    await expectReplayAndRebuildIdentical(platform, turnaroundMessagesProjection, 'turnaround_messages', 'message_id');
    const { rows } = await platform.pool.query("SELECT tier_codes FROM turnaround_orders WHERE 'NW' = ANY(line_tier_codes)");
    expect(rows).toEqual([{ tier_codes: ['MN'] }]);
  });
});
