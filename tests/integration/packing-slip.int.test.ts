import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKING_INSTRUCTIONS, orderMessages, orderStreamId, type OrderSubmittedData } from '@certus/contracts';
import { aPickUpOrderWithBooks, aSubmittedOrderWithBooks, orderSubmitted } from '@certus/contracts/events/testing/order-lifecycle';
import { ANY_VERSION } from '@certus/infra';
import { pdfText } from '../../query-service/src/testing/pdf-text.ts';
import { readCode128FromPdf } from '../support/barcode.ts';
import { testMetadata } from '../support/event-store.ts';
import { aSignedInMember, type SignedInMember } from '../support/member-setup.ts';
import { startTestPlatform } from '../support/test-platform.ts';

/**
 * GET /api/orders/{id}/packing-slip (issue [2/7]): the member prints it and puts it in the box; the receiving
 * desk scans its barcode. Owner only, like the invoice: another member's order answers 404 as an unknown one.
 * The orders are recorded as events and projected by the real projections.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function submitted(platform: Platform, member: SignedInMember, order: OrderSubmittedData) {
  const data = { ...order, memberId: member.memberId, memberEmail: member.email };
  await platform.store.append(orderStreamId(order.orderId), ANY_VERSION, [{ ...orderSubmitted(data), metadata: testMetadata() }]);
  for (let i = 0; i < 400; i++) {
    if ((await platform.api(`/api/orders/${order.orderId}`, { token: member.token })).status === 200) return;
    await sleep(25);
  }
  throw new Error(`order ${order.orderId} was never projected`);
}

const pdfOf = (body: { base64: string }) => Buffer.from(body.base64, 'base64');

describe('packing slip', () => {
  let platform: Platform;
  let owner: SignedInMember;
  let other: SignedInMember;
  const mailIn = aSubmittedOrderWithBooks({ orderId: '25-SLIPMAI', memberName: 'Cora Collector' });
  const counter = aPickUpOrderWithBooks({ orderId: '25-SLIPHQ1', memberName: 'Cora Collector' });

  beforeAll(async () => {
    platform = await startTestPlatform();
    owner = await aSignedInMember(platform, { prefix: 'slip-owner' });
    other = await aSignedInMember(platform, { prefix: 'slip-other' });
    await submitted(platform, owner, mailIn);
    await submitted(platform, owner, counter);
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('given the owner of a mail-in order, when they download the packing slip, then it says where to ship, from whom, which books and how to pack', async () => {
    const answer = await platform.api(`/api/orders/${mailIn.orderId}/packing-slip`, { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.body).toMatchObject({ fileName: `Certus-packing-slip-${mailIn.orderId}.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(pdfOf(answer.body));
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(`Order ${mailIn.orderId}, submitted May 5, 2025`);
    expect(text).toContain('Drop-off: Mail-in');
    expect(text).toMatch(/Ship the box to\s+From/);
    for (const line of ['Certus Grading, LLC', '5400 Legacy Drive, Suite 300', 'Plano, TX 75024']) expect(text).toContain(line);
    expect(text).toContain('Cora Collector');
    expect(text).toContain(owner.email);
    expect(text).toContain('Return the graded books to');
    expect(text).toContain('Springfield, IL 62701');
    expect(text).toMatch(/1\s+Amazing Spider-Man\s+300\s+1988\s+Marvel\s+Modern \(MN\)\s+1\s+\$100\.00/);
    expect(text).toMatch(/2\s+Incredible Hulk\s+181\s+1974\s+Marvel\s+Vintage \(NWP\)\s+1\s+\$300\.00/);
    expect(text).toMatch(/3\s+Saga\s+1\s+2012\s+Image\s+Modern \(MN\)\s+2\s+\$50\.00/);
    expect(text).toContain('How to pack your books');
    expect(text.replace(/\s+/g, ' ')).toContain(PACKING_INSTRUCTIONS[1]);
  });

  it('given the packing slip, when its first page is rendered and the barcode read from the pixels, then it is the order id the receiving desk scans', async () => {
    const answer = await platform.api(`/api/orders/${mailIn.orderId}/packing-slip`, { token: owner.token });
    expect(await readCode128FromPdf(pdfOf(answer.body))).toBe(mailIn.orderId);
  });

  it('given a counter drop-off, then the slip says where to bring the books and how to book, and no packing for the post', async () => {
    const answer = await platform.api(`/api/orders/${counter.orderId}/packing-slip`, { token: owner.token });
    const text = await pdfText(pdfOf(answer.body));
    expect(text).toContain('Bring the books to Certus HQ counter, Plano');
    expect(text).toContain('https://certus.example/appointments/hq');
    expect(text).toContain('Collected at Certus HQ, Plano');
    expect(text).not.toContain('How to pack your books');
    expect(await readCode128FromPdf(pdfOf(answer.body))).toBe(counter.orderId);
  });

  it('given another member, when they ask for the slip, then 404 exactly as an unknown order; nobody signed in gets 401; a worker gets it', async () => {
    const theirs = await platform.api(`/api/orders/${mailIn.orderId}/packing-slip`, { token: other.token });
    const unknown = await platform.api('/api/orders/25-NOSUCH1/packing-slip', { token: other.token });
    expect([theirs.status, unknown.status]).toEqual([404, 404]);
    expect(theirs.body.message).toBe(orderMessages.orderNotFound);
    expect(unknown.body.message).toBe(orderMessages.orderNotFound);
    expect((await platform.api(`/api/orders/${mailIn.orderId}/packing-slip`)).status).toBe(401);
    const workerToken = await platform.deps.tokens.issue({ userId: 'worker-slip', email: 'worker@example.test', role: 'worker', sessionId: 'session-worker-slip', displayName: 'Wendy Worker' });
    expect((await platform.api(`/api/orders/${mailIn.orderId}/packing-slip`, { token: workerToken })).status).toBe(200);
  });

  it('given the same order twice, then the slip is the same bytes (dated by the order)', async () => {
    const first = await platform.api(`/api/orders/${mailIn.orderId}/packing-slip`, { token: owner.token });
    const second = await platform.api(`/api/orders/${mailIn.orderId}/packing-slip`, { token: owner.token });
    expect(second.body.base64).toBe(first.body.base64);
  });
});
