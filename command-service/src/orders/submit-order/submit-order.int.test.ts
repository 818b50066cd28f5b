import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderSubmitted,
  applyTierRules,
  certificateStreamId,
  eligibleTiers,
  memberOrdersStreamId,
  orderStreamId,
  paymentMethodMessages,
  priceSubmission,
  quoteShippingRates,
  submissionMessages,
  type Catalogue,
  type ComicLine,
  type SubmitOrderBody,
} from '@certus/contracts';
import { aLine, aSubmission as aPricingInput, aSubmitOrderBody } from '@certus/contracts/pricing/test-support';
import { NO_STREAM, TEST_CARDS, type ChargeRequest } from '@certus/infra';
import { ordersProjection } from '@certus/projections';
import { aMemberWithAddressAndCard, type MemberWithAddressAndCard as Member } from '../../../../tests/support/member-setup.ts';
import { startTestPlatform } from '../../../../tests/support/test-platform.ts';
import { expectReplayAndRebuildIdentical } from '../../../../tests/support/projection-checks.ts';
import { testMetadata } from '../../../../tests/support/event-store.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let counter = 0;
const freshKey = () => `test-submit-${Date.now()}-${++counter}`;

/** A signed-in member with one saved US address and one saved card. */
const aMember = (platform: Platform, card?: string) => aMemberWithAddressAndCard(platform, card, 'orders');

/** A modern comic line on the tier the catalogue offers for it (the same line for the same n: bodies repeat exactly). */
function aComic(catalogue: Catalogue, n: number, overrides: Partial<ComicLine> = {}): ComicLine {
  const insuredCents = 10_000;
  const tier = eligibleTiers(catalogue.tiers, { collectibleType: 'Comic', kind: 'comic', year: 2010, insuredCents }).find((t) => t.kind === 'standard')!;
  return aLine({ uniqueId: `line-${n}`, title: 'Amazing Tales', isCustomTitle: true, issue: String(n), year: 2010, publisher: 'Certus Comics', insuredCents, tierId: tier.id, ...overrides });
}

const pricingInput = (comics: ComicLine[], chosenRates: Parameters<typeof priceSubmission>[1]['chosenRates']) =>
  aPricingInput({ comics, chosenRates, isInsurance: true, today: new Date().toISOString().slice(0, 10) });

function aSubmission(catalogue: Catalogue, member: Member, overrides: Partial<SubmitOrderBody> = {}): SubmitOrderBody {
  return aSubmitOrderBody(catalogue, { comics: [1, 2, 3].map((n) => aComic(catalogue, n)), addressId: member.addressId, payMethodId: member.payMethodId }, overrides);
}

async function submit(platform: Platform, member: Member, body: unknown, key?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${member.token}` };
  if (key) headers['idempotency-key'] = key;
  const response = await fetch(`${platform.baseUrl}/api/orders/submit`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function storedOrder(platform: Platform, orderId: string) {
  const events = await platform.store.readStream(orderStreamId(orderId));
  return events.map((e) => OrderSubmitted.parse({ type: e.type, data: e.data }).data);
}

describe('POST /api/orders/submit (real PostgreSQL, test gateway)', () => {
  let platform: Platform;
  let catalogue: Catalogue;
  /** Every charge the gateway was asked for, with its answer. */
  const charges: Array<{ request: ChargeRequest; transactionId: string | null }> = [];

  beforeAll(async () => {
    platform = await startTestPlatform();
    catalogue = await platform.deps.catalogue.current();
    const gateway = platform.deps.payments;
    const charge = gateway.charge.bind(gateway);
    gateway.charge = async (request) => {
      const result = await charge(request);
      charges.push({ request, transactionId: result.outcome === 'approved' ? result.transactionId : null });
      return result;
    };
  }, 60_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a member with a saved address and card, when the cart is submitted, then the order is recorded as priced by the engine and the grand total charged', async () => {
    const member = await aMember(platform);
    const body = aSubmission(catalogue, member);
    const answer = await submit(platform, member, body, freshKey());
    expect(answer.status).toBe(200);
    expect(answer.body.orderId).toMatch(/^\d{2}-[0-9A-Z]{7}$/);
    const [order] = await storedOrder(platform, answer.body.orderId);
    const lines = body.comics.map((l) => applyTierRules(l, catalogue.tiers.find((t) => t.id === l.tierId)!));
    const rate = quoteShippingRates(catalogue, {
      originCountry: 'US',
      destinationCountry: 'US',
      tiers: priceSubmission(catalogue, pricingInput(lines, [])).tiers.map((t) => ({ id: t.id, insuredCents: t.insuredCents, count: t.count })),
      scope: 'order',
    })[0]!.rates.find((r) => r.id === (body.rate as { serviceId: string }).serviceId)!;
    const engine = priceSubmission(catalogue, pricingInput(lines, [rate]));
    expect(order).toMatchObject({
      memberId: member.memberId,
      count: 3,
      totalCents: engine.totalCents,
      shCents: engine.shCents,
      grandTotalCents: engine.grandTotalCents,
      payment: { status: 'Charged', amountCents: engine.grandTotalCents },
    });
    expect(answer.body).toMatchObject({ grandTotalCents: engine.grandTotalCents, chargedCents: engine.grandTotalCents });
    expect(answer.body.position).toEqual(expect.any(String));
    // The member-orders reactor puts the order on the member's list (welcome promos end with it).
    await expect.poll(async () => (await platform.store.readStream(memberOrdersStreamId(member.memberId))).length).toBe(1);
  });

  it('given a body with the browser own prices and fake tier prices, when submitted, then the order is priced exactly as without them', async () => {
    const member = await aMember(platform);
    const clean = aSubmission(catalogue, member);
    const tampered = {
      ...clean,
      totalCents: 1,
      grandTotalCents: 1,
      summary: [{ label: 'Grand total', amountCents: 1 }],
      tiers: [{ id: clean.comics[0]!.tierId, totalCents: 1, valueCents: 1 }],
      comics: clean.comics.map((c) => ({ ...c, totalCents: 1, baseTotalCents: 1, gradingCents: 0, valueCents: 1 })),
    };
    const honest = await submit(platform, member, clean, freshKey());
    const cheat = await submit(platform, member, tampered, freshKey());
    expect(cheat.status).toBe(200);
    const [a] = await storedOrder(platform, honest.body.orderId);
    const [b] = await storedOrder(platform, cheat.body.orderId);
    const totals = (o: typeof a) => ({ comics: o!.comics, tiers: o!.tiers, totalCents: o!.totalCents, grandTotalCents: o!.grandTotalCents, summary: o!.summary, requestHash: o!.requestHash });
    expect(totals(b)).toEqual(totals(a));
    expect(b!.grandTotalCents).toBeGreaterThan(1);
  });

  it('given a card the gateway declines, when the cart is submitted, then 402 with the reason and nothing is recorded', async () => {
    const member = await aMember(platform, TEST_CARDS.declined);
    const key = freshKey();
    const answer = await submit(platform, member, aSubmission(catalogue, member), key);
    expect(answer.status).toBe(402);
    expect(answer.body.message).toContain('declined');
    const { rows } = await platform.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'OrderSubmitted' AND data->>'memberId' = $1", [member.memberId]);
    expect(rows[0].n).toBe(0);
    expect(await platform.store.readStream(memberOrdersStreamId(member.memberId))).toHaveLength(0);
  });

  it("given someone else's address or payment method, when submitted, then it is refused as not found", async () => {
    const member = await aMember(platform);
    const other = await aMember(platform);
    const withTheirAddress = await submit(platform, member, aSubmission(catalogue, member, { shipping: { kind: 'address', addressId: other.addressId } }), freshKey());
    expect(withTheirAddress.status).toBe(404);
    const withTheirCard = await submit(platform, member, aSubmission(catalogue, member, { payMethodId: other.payMethodId }), freshKey());
    expect(withTheirCard.status).toBe(404);
    expect(withTheirCard.body.message).toBe(paymentMethodMessages.notFound);
  });

  it('given 20 identical submits sent at once with one Idempotency-Key, then one order is recorded, charged once, and all 20 answer its id', async () => {
    const member = await aMember(platform);
    const body = aSubmission(catalogue, member);
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(platform, member, body, key)));
    expect(answers.map((a) => a.status), JSON.stringify(answers.filter((a) => a.status !== 200).map((a) => a.body))).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.body.orderId));
    expect(ids.size).toBe(1);
    const [orderId] = [...ids] as string[];
    expect(await storedOrder(platform, orderId!)).toHaveLength(1);
    const { rows } = await platform.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'OrderSubmitted' AND data->>'memberId' = $1", [member.memberId]);
    expect(rows[0].n).toBe(1);
    const transactions = new Set(charges.filter((c) => c.request.idempotencyKey === `order:${orderId}`).map((c) => c.transactionId));
    expect(transactions.size).toBe(1);
    expect((await storedOrder(platform, orderId!))[0]!.payment.transactionId).toBe([...transactions][0]);
    // A retry later gets the same answer, and still nothing new.
    const retry = await submit(platform, member, body, key);
    expect(retry).toMatchObject({ status: 200, body: { orderId } });
    expect(await storedOrder(platform, orderId!)).toHaveLength(1);
  });

  it('given a submitted order, when its Idempotency-Key comes back with another body, then 422', async () => {
    const member = await aMember(platform);
    const key = freshKey();
    const first = await submit(platform, member, aSubmission(catalogue, member), key);
    expect(first.status).toBe(200);
    const changed = aSubmission(catalogue, member, { comics: [aComic(catalogue, 9)] });
    const second = await submit(platform, member, changed, key);
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('This Idempotency-Key was already used for a different submission.');
    expect(await storedOrder(platform, first.body.orderId)).toHaveLength(1);
  });

  it('given a cart built on an older catalogue, when submitted, then 409 tells that new services and prices are available', async () => {
    const member = await aMember(platform);
    const answer = await submit(platform, member, aSubmission(catalogue, member, { catalogueVersion: catalogue.version - 1 }), freshKey());
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(submissionMessages.cartNewServices);
  });

  it('given a line with problems, when submitted, then 400 names the line and field', async () => {
    const member = await aMember(platform);
    const body = aSubmission(catalogue, member, { comics: [aComic(catalogue, 1), aComic(catalogue, 2, { title: '', year: 1800 })] });
    const answer = await submit(platform, member, body, freshKey());
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.modelState).some((k) => k.startsWith('model.comics[1].'))).toBe(true);
  });

  it('given reholder lines, when submitted, then each id is checked against its certificate: unknown, raw grade and another type are refused, a graded comic is accepted', async () => {
    const member = await aMember(platform);
    const certify = (certificationId: string, parts: { collectibleType: 'Comic' | 'Magazine'; category: 'Certified' | 'Raw Grade' }) =>
      platform.store.append(certificateStreamId(certificationId), NO_STREAM, [
        {
          type: 'ComicCertified',
          data: { certificationId, orderId: '19-REHOLD1', memberId: 'someone-else', grade: 9.2, title: 'Saga', issue: '1', year: 2012, publisher: 'Image', variant: '', certifiedAt: '2019-05-01T10:00:00.000Z', source: 'import', ...parts },
          metadata: testMetadata(),
        },
      ]);
    const stamp = String(Date.now()).slice(-6);
    const graded = `19-R${stamp}-001`;
    const raw = `19-R${stamp}-002`;
    const magazine = `19-R${stamp}-003`;
    await certify(graded, { collectibleType: 'Comic', category: 'Certified' });
    await certify(raw, { collectibleType: 'Comic', category: 'Raw Grade' });
    await certify(magazine, { collectibleType: 'Magazine', category: 'Certified' });
    const reholder = (n: number, reholderId: string) => aComic(catalogue, n, { kind: 'reholder', tierId: 'CR', reholderId });

    const refused = await submit(
      platform,
      member,
      aSubmission(catalogue, member, { comics: [reholder(1, `19-R${stamp}-404`), reholder(2, raw), reholder(3, magazine)] }),
      freshKey(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.modelState['model.comics[0].reholderId']).toEqual([submissionMessages.reholderInvalidId]);
    expect(refused.body.modelState['model.comics[1].reholderId']).toEqual([submissionMessages.reholderRawGrade]);
    expect(refused.body.modelState['model.comics[2].reholderId']).toEqual([submissionMessages.reholderSelectValid]);

    const accepted = await submit(platform, member, aSubmission(catalogue, member, { comics: [reholder(4, graded)] }), freshKey());
    expect(accepted.status).toBe(200);
  });

  it('given skipped insurance without confirmation, or no rate, when submitted, then 400 on that field', async () => {
    const member = await aMember(platform);
    const uninsured = await submit(platform, member, aSubmission(catalogue, member, { isInsurance: false }), freshKey());
    expect(uninsured.status).toBe(400);
    expect(uninsured.body.modelState['model.uninsuredConfirmed']).toBeDefined();
    const noRate = await submit(platform, member, aSubmission(catalogue, member, { rate: null }), freshKey());
    expect(noRate.status).toBe(400);
    expect(noRate.body.modelState['model.rate']).toBeDefined();
    const unknownRate = await submit(platform, member, aSubmission(catalogue, member, { rate: { scope: 'order', serviceId: 'NO-SUCH' } }), freshKey());
    expect(unknownRate.status).toBe(400);
  });

  it('given submitted orders, then the orders read model replays and rebuilds to the same rows', async () => {
    await expectReplayAndRebuildIdentical(platform, ordersProjection, 'orders', 'order_id');
    const { rows } = await platform.pool.query("SELECT status, payment_status FROM orders LIMIT 1");
    expect(rows[0]).toEqual({ status: 'Submitted', payment_status: 'Charged' });
  });
});
