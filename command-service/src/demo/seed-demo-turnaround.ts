import { turnaroundMessageStreamId } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { memberIdForEmail } from '../members/member-id.ts';
import { turnaroundMessageDecider } from '../turnaround-message/turnaround-message.decider.ts';
import { pastLine, recordPastOrder, type PastOrder } from './shipped-order-history.ts';

/**
 * The demo's turnaround (issue [3/7]): orders of other collectors that came in and left over the last weeks,
 * made by the real order commands, so the pricing page and the builder show turnaround measured from them
 * (Modern and Vintage have enough orders; Modern Priority has three, too few, so it shows the message), and the
 * turnaround message the demo editor published. Seeded once, relative to the clock of the first start: as the
 * months go by the orders leave the 90-day window and the tiers fall back to the message.
 */

const DAY_MS = 86_400_000;
/** Business days from received to shipped of each past order, per tier code (median and 90th percentile by nearest rank). */
const HISTORY: Record<string, number[]> = {
  MN: [12, 14, 15, 15, 16, 17, 18, 18, 19, 21, 22, 26],
  NW: [14, 16, 17, 18, 19, 20, 20, 22, 23, 25, 28],
  MNP: [6, 8, 9],
};
const TITLES = [
  ['Saga', '1', 2012],
  ['Amazing Spider-Man', '361', 1992],
  ['Batman Adventures', '12', 1993],
  ['Uncanny X-Men', '266', 1990],
  ['Walking Dead', '1', 2003],
  ['New Mutants', '98', 1991],
] as const;
const VINTAGE = [
  ['Incredible Hulk', '181', 1974],
  ['Amazing Spider-Man', '129', 1974],
  ['Fantastic Four', '48', 1966],
  ['Iron Man', '55', 1973],
] as const;

/** The demo editor's message: what tiers with too few recent orders show instead of a measured figure. */
export const DEMO_TURNAROUND_MESSAGE_ID = '6d0c9c1e-3b1a-4f7e-9a55-0000000000a1';
export const DEMO_TURNAROUND_MESSAGE = 'Most orders currently leave us 4 to 5 weeks after we receive them.';

/** The weekday at 16:00 UTC (mid-morning in Plano) `days` before now, moved back to a Friday when it falls on a weekend. */
function weekdayBefore(now: Date, days: number): Date {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, 16));
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() - 1);
  return date;
}

/** The weekday `businessDays` working days before `date`. */
function businessDaysBefore(date: Date, businessDays: number): Date {
  const result = new Date(date);
  for (let left = businessDays; left > 0; ) {
    result.setUTCDate(result.getUTCDate() - 1);
    if (result.getUTCDay() !== 0 && result.getUTCDay() !== 6) left--;
  }
  return result;
}

export function demoPastOrders(now: Date): PastOrder[] {
  const by = memberIdForEmail('worker@demo.test');
  const orders: PastOrder[] = [];
  let n = 0;
  for (const [code, spans] of Object.entries(HISTORY)) {
    const tierId = code.slice(0, 2);
    const fastPass = code.endsWith('P') ? 5 : 0;
    spans.forEach((span, i) => {
      n++;
      const leftAt = weekdayBefore(now, 4 + ((i * 7 + n * 3) % 70));
      const receivedAt = businessDaysBefore(leftAt, span);
      const [title, issue, year] = tierId === 'NW' ? VINTAGE[i % VINTAGE.length]! : TITLES[i % TITLES.length]!;
      const collector = `collector-${(n % 7) + 1}@demo.test`;
      orders.push({
        orderId: `25-TAT${String(n).padStart(4, '0')}`,
        memberId: memberIdForEmail(collector),
        memberEmail: collector,
        lines: [pastLine(`tat-${n}`, title, issue, year, tierId, fastPass)],
        returnBy: n % 3 === 0 ? 'pickup' : 'ship',
        submittedAt: new Date(receivedAt.getTime() - 5 * DAY_MS),
        receivedAt,
        leftAt,
        by,
      });
    });
  }
  return orders;
}

export async function seedDemoTurnaround(deps: Pick<CommandServiceDeps, 'store' | 'clock' | 'catalogue'>): Promise<void> {
  const now = deps.clock.now();
  const catalogue = await deps.catalogue.current();
  for (const order of demoPastOrders(now)) await recordPastOrder(deps.store, catalogue, order);

  const streamId = turnaroundMessageStreamId(DEMO_TURNAROUND_MESSAGE_ID);
  if ((await deps.store.readStream(streamId)).length > 0) return;
  const editor = memberIdForEmail('editor@demo.test');
  const commandId = `demo-seed:turnaround-message:${DEMO_TURNAROUND_MESSAGE_ID}`;
  await handleCommand(
    deps.store,
    streamId,
    turnaroundMessageDecider,
    {
      type: 'PublishTurnaroundMessage',
      messageId: DEMO_TURNAROUND_MESSAGE_ID,
      text: DEMO_TURNAROUND_MESSAGE,
      publishFrom: new Date(now.getTime() - DAY_MS).toISOString(),
      publishUntil: null,
      by: editor,
      at: now.toISOString(),
    },
    { commandId, metadata: { correlationId: 'demo-seed', causationId: commandId, commandId, actor: { userId: editor, role: 'editor' } } },
  );
}
