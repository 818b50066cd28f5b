import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TurnaroundResponse, businessDaysBetween, nearestRankPercentile, orderStreamId, turnaroundMessageStreamId } from '@certus/contracts';
import { startTestPlatform } from '../../../tests/support/test-platform.ts';
import { seedDemoTurnaround, demoPastOrders, DEMO_TURNAROUND_MESSAGE, DEMO_TURNAROUND_MESSAGE_ID } from './seed-demo-turnaround.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('demo data: the turnaround of past orders and the editor message (real PostgreSQL)', () => {
  let platform: Awaited<ReturnType<typeof startTestPlatform>>;
  beforeAll(async () => {
    platform = await startTestPlatform();
  }, 60_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a fresh start, when seeded twice, then each past order and the message are recorded once, and Modern and Vintage are measured while Modern Priority falls back to the message', async () => {
    await seedDemoTurnaround(platform.deps);
    await seedDemoTurnaround(platform.deps);
    const orders = demoPastOrders(platform.deps.clock.now());
    for (const order of orders) expect((await platform.store.readStream(orderStreamId(order.orderId))).filter((e) => e.type === 'OrderSubmitted')).toHaveLength(1);
    expect(await platform.store.readStream(turnaroundMessageStreamId(DEMO_TURNAROUND_MESSAGE_ID))).toHaveLength(1);

    const modern = orders.filter((o) => o.lines[0]!.tierId === 'MN' && o.lines[0]!.fastPassValue === 0);
    let body: TurnaroundResponse | undefined;
    for (let i = 0; i < 400; i++) {
      body = TurnaroundResponse.parse((await platform.api('/api/data/turnaround')).body);
      if (body.tiers.find((t) => t.tierCode === 'MN')?.sampleSize === modern.length && body.fallback.basis === 'message') break;
      await sleep(25);
    }
    const spans = modern.map((o) => businessDaysBetween(o.receivedAt, o.leftAt));
    expect(body!.tiers.find((t) => t.tierCode === 'MN')).toMatchObject({
      sampleSize: 12,
      medianDays: nearestRankPercentile(spans, 0.5),
      p90Days: nearestRankPercentile(spans, 0.9),
      shown: { basis: 'measured' },
    });
    expect(body!.tiers.find((t) => t.tierCode === 'NW')!.shown.basis).toBe('measured');
    expect(body!.tiers.find((t) => t.tierCode === 'MNP')).toMatchObject({ sampleSize: 3, shown: { basis: 'message', text: DEMO_TURNAROUND_MESSAGE } });
  });
});
