import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareCheckpoints,
  GIFT_CARD_CODE_PATTERN,
  START,
  giftCardMessages,
  giftCardStreamId,
  paymentMethodMessages,
  rewardsStreamId,
  type GiftCardsResponse,
  type RewardsHistoryResponse,
} from '@certus/contracts';
import { TEST_CARDS } from '@certus/infra';
import { giftCardsProjection, readReactorCheckpoint, rewardsLedgerReactor, rewardsProjection, type Projection } from '@certus/projections';
import { startTestPlatform } from '../support/test-platform.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';
import { untilQuiet } from '../support/until-quiet.ts';
import { writtenHead } from '../support/written-head.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
interface Member {
  memberId: string;
  email: string;
  token: string;
}

const PASSWORD = 'Rewards-pass-1';
const nextYear = new Date().getUTCFullYear() + 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let counter = 0;
async function aMember(platform: Platform): Promise<Member> {
  const email = `rewards-${++counter}-${Date.now()}@example.test`;
  const registered = await platform.api('/api/account/register', {
    json: { firstname: 'Gil', lastname: 'Giver', email, password: PASSWORD, confirmPassword: PASSWORD, reCAPTCHA: await platform.solvedBotCheck() },
  });
  expect(registered.status).toBe(200);
  const code = (await platform.mailTo(email)).text.match(/\/verify\/([\w-]+)/)![1]!;
  expect((await platform.api('/api/users/activate', { json: { email, code } })).status).toBe(200);
  const signedIn = await platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: email, password: PASSWORD } });
  expect(signedIn.status).toBe(200);
  return { memberId: JSON.parse(signedIn.body.claims).memberId, email, token: signedIn.body.access_token };
}

async function aCardOf(platform: Platform, member: Member, cardNumber: string = TEST_CARDS.approved): Promise<string> {
  const saved = await platform.api('/api/userprofile/paymethod', {
    json: { name: 'Gil Giver', cardNumber, cardCode: '123', expireMonth: 12, expireYear: nextYear },
    token: member.token,
  });
  expect(saved.status).toBe(200);
  return saved.body.paymentMethodId;
}

const buy = (platform: Platform, member: Member, payMethodId: string, body: object = { amountCents: 5000 }) =>
  platform.api(`/api/userprofile/giftcard/purchase/${payMethodId}`, { json: body, token: member.token });
const redeem = (platform: Platform, member: Member, code: string) => platform.api('/api/userprofile/giftcard/redeem', { json: { code }, token: member.token });

/** A GET until `ready` holds (read models are eventually consistent). */
async function readWhen<T>(platform: Platform, path: string, member: Member, ready: (body: T) => boolean): Promise<T> {
  let last: unknown;
  for (let i = 0; i < 200; i++) {
    const response = await platform.api(path, { token: member.token });
    last = response.body;
    if (response.status === 200 && ready(response.body)) return response.body;
    await sleep(25);
  }
  throw new Error(`${path} never became ready: ${JSON.stringify(last)}`);
}

const eventsOfType = async (platform: Platform, type: string, where: string, value: string) =>
  (await platform.pool.query(`SELECT stream_id, data FROM events WHERE type = $1 AND data->>'${where}' = $2`, [type, value])).rows;

/** Waits (bounded, on a busy machine) until the reactor has passed everything written so far, its own appends included. */
async function reactorCaughtUp(platform: Platform) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const head = await writtenHead(platform.pool);
    const at = await readReactorCheckpoint(platform.pool, 'rewards-ledger');
    if (compareCheckpoints(at, head) >= 0) return;
    await sleep(20);
  }
  throw new Error('the rewards-ledger reactor did not catch up');
}

describe('rewards and gift cards over HTTP (real PostgreSQL, test gateway, the rewards-ledger reactor)', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it('given an approved card, when buying a gift card for a friend, then the card is recorded with a grouped code, mailed to the friend and listed to the buyer', async () => {
    const buyer = await aMember(platform);
    const card = await aCardOf(platform, buyer);

    const bought = await buy(platform, buyer, card, { amountCents: 5000, recipientName: 'Robin', recipientEmail: 'Robin.Friend@example.test' });

    expect(bought).toMatchObject({ status: 200, body: { message: giftCardMessages.purchased } });
    const code: string = bought.body.code;
    expect(code).toMatch(GIFT_CARD_CODE_PATTERN);
    const stream = await platform.store.readStream(giftCardStreamId(code));
    expect(stream.map((e) => e.type)).toEqual(['GiftCardPurchased']);
    expect(stream[0]!.data).toMatchObject({
      code,
      amountCents: 5000,
      currency: 'USD',
      purchaserMemberId: buyer.memberId,
      paymentMethodId: card,
      recipientName: 'Robin',
      recipientEmail: 'robin.friend@example.test',
    });
    expect((stream[0]!.data as { transactionId: string }).transactionId).toMatch(/^test_txn_/);
    const mail = await platform.mailTo('robin.friend@example.test');
    expect(mail.subject).toBe('A $50.00 Certus gift card for you');
    expect(mail.text).toContain(code);

    const cards = await readWhen<GiftCardsResponse>(platform, '/api/userprofile/giftcards', buyer, (list) => list.length === 1);
    expect(cards[0]).toMatchObject({ code, amountCents: 5000, balanceCents: 5000, currency: 'USD', status: 'Active', recipientName: 'Robin', redeemedAt: null });
  });

  it('given a card the gateway declines, when buying, then 402 with the reason and nothing is recorded', async () => {
    const buyer = await aMember(platform);
    const card = await aCardOf(platform, buyer, TEST_CARDS.declined);

    const refused = await buy(platform, buyer, card);

    expect(refused).toMatchObject({ status: 402, body: { message: giftCardMessages.declined('The card was declined.') } });
    expect(refused.body.message).toContain('Nothing was charged');
    expect(await eventsOfType(platform, 'GiftCardPurchased', 'purchaserMemberId', buyer.memberId)).toEqual([]);
    expect((await platform.api('/api/userprofile/giftcards', { token: buyer.token })).body).toEqual([]);
  });

  it('given a gateway that fails, when buying, then 502 with a clear message and nothing is recorded', async () => {
    const buyer = await aMember(platform);
    const card = await aCardOf(platform, buyer, TEST_CARDS.error);

    const failed = await buy(platform, buyer, card, { amountCents: 2500 });

    expect(failed).toMatchObject({ status: 502, body: { message: paymentMethodMessages.gatewayUnavailable } });
    expect(await eventsOfType(platform, 'GiftCardPurchased', 'purchaserMemberId', buyer.memberId)).toEqual([]);
  });

  it('given an amount not on offer or an unknown payment method, when buying, then 400 and 404', async () => {
    const buyer = await aMember(platform);
    const card = await aCardOf(platform, buyer);
    expect(await buy(platform, buyer, card, { amountCents: 1234 })).toMatchObject({
      status: 400,
      body: { modelState: { 'model.amountCents': [giftCardMessages.amountNotOffered] } },
    });
    expect(await buy(platform, buyer, 'no-such-method')).toMatchObject({ status: 404, body: { message: paymentMethodMessages.notFound } });
  });

  it('given a retried purchase (same Idempotency-Key), when it arrives twice, then it is charged and recorded once', async () => {
    const buyer = await aMember(platform);
    const card = await aCardOf(platform, buyer);
    const send = () =>
      fetch(`${platform.baseUrl}/api/userprofile/giftcard/purchase/${card}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json', 'idempotency-key': `giftcard-retry-${buyer.memberId}` },
        body: JSON.stringify({ amountCents: 10000 }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));

    const first = await send();
    const again = await send();

    expect(first).toMatchObject({ status: 200, body: { code: expect.stringMatching(GIFT_CARD_CODE_PATTERN) } });
    expect(again).toMatchObject({ status: 200, body: { code: null } });
    expect(await eventsOfType(platform, 'GiftCardPurchased', 'purchaserMemberId', buyer.memberId)).toHaveLength(1);
  });

  it("given member A's payment method and gift card, when member B buys with the method or lists cards and rewards, then B gets 404 and sees none of A's", async () => {
    const a = await aMember(platform);
    const b = await aMember(platform);
    const card = await aCardOf(platform, a);
    const code = (await buy(platform, a, card)).body.code as string;
    await readWhen<GiftCardsResponse>(platform, '/api/userprofile/giftcards', a, (list) => list.some((c) => c.code === code));

    expect(await buy(platform, b, card)).toMatchObject({ status: 404, body: { message: paymentMethodMessages.notFound } });
    expect(await eventsOfType(platform, 'GiftCardPurchased', 'purchaserMemberId', b.memberId)).toEqual([]);
    expect((await platform.api('/api/userprofile/giftcards', { token: b.token })).body).toEqual([]);
    expect((await platform.api('/api/userprofile/rewards/history', { token: b.token })).body).toEqual({
      rewards: { availableCents: 0, points: 0, currency: 'USD' },
      entries: [],
    });
    expect(await platform.api('/api/userprofile/giftcards')).toMatchObject({ status: 401 });
    expect(await platform.api('/api/userprofile/rewards/history')).toMatchObject({ status: 401 });
  });

  it('given a bought card, when a member redeems it, then its value joins their rewards once; a second redeem, by anyone, is refused', async () => {
    const buyer = await aMember(platform);
    const friend = await aMember(platform);
    const code = (await buy(platform, buyer, await aCardOf(platform, buyer), { amountCents: 2500 })).body.code as string;

    const redeemed = await redeem(platform, friend, code.toLowerCase().replaceAll('-', ' '));

    expect(redeemed).toMatchObject({ status: 200, body: { message: giftCardMessages.redeemed(2500) } });
    expect(redeemed.body.message).toBe('$25.00 from the gift card was added to your rewards.');
    expect(await redeem(platform, friend, code)).toMatchObject({ status: 409, body: { message: giftCardMessages.alreadyRedeemed } });
    expect(await redeem(platform, buyer, code)).toMatchObject({ status: 409, body: { message: giftCardMessages.alreadyRedeemed } });

    const history = await readWhen<RewardsHistoryResponse>(platform, '/api/userprofile/rewards/history', friend, (h) => h.entries.length > 0);
    expect(history.rewards).toEqual({ availableCents: 2500, points: 2500, currency: 'USD' });
    expect(history.entries).toEqual([
      { id: expect.any(String), kind: 'Credited', amountCents: 2500, currency: 'USD', reason: `Gift card ${code} redeemed`, occurredAt: expect.any(String) },
    ]);
    const profile = await platform.api('/api/userprofile', { token: friend.token });
    expect(profile.body.rewards).toEqual({ availableCents: 2500, points: 2500, currency: 'USD' });
    const cards = await readWhen<GiftCardsResponse>(platform, '/api/userprofile/giftcards', buyer, (list) => list[0]?.status === 'Redeemed');
    expect(cards[0]).toMatchObject({ code, balanceCents: 0, status: 'Redeemed', redeemedAt: expect.any(String) });

    // The reactor reacts to GiftCardRedeemed too, under the redeem request's command id: still one credit.
    await reactorCaughtUp(platform);
    expect((await platform.store.readStream(rewardsStreamId(friend.memberId))).map((e) => e.type)).toEqual(['RewardsCredited']);
    expect(await platform.store.readStream(rewardsStreamId(buyer.memberId))).toEqual([]);
  });

  it('given a code that is no card, when redeeming it, then 404; given something that is no code, then 400', async () => {
    const member = await aMember(platform);
    expect(await redeem(platform, member, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ')).toMatchObject({ status: 404, body: { message: giftCardMessages.codeInvalid } });
    expect(await redeem(platform, member, 'not a code')).toMatchObject({ status: 400, body: { modelState: { 'model.code': [giftCardMessages.codeInvalid] } } });
  });

  it('given a paid club membership, when the reactor sees its event once, twice or again from the start, then 5% is earned exactly once', async () => {
    const member = await aMember(platform);
    const card = await aCardOf(platform, member);
    expect((await platform.api(`/api/userprofile/purchaseMembership/Clubmember/${card}/true`, { method: 'POST', token: member.token })).status).toBe(200);

    const history = await readWhen<RewardsHistoryResponse>(platform, '/api/userprofile/rewards/history', member, (h) => h.entries.length > 0 && h.rewards.availableCents > 0);
    expect(history.rewards).toEqual({ availableCents: 1000, points: 1000, currency: 'USD' });
    expect(history.entries).toMatchObject([{ kind: 'Earned', amountCents: 1000, reason: '5% back on club membership (Clubmember)' }]);

    const [purchased] = (await platform.store.readStream(`Membership-${member.memberId}`)).filter((e) => e.type === 'MembershipPurchased');
    const reactor = rewardsLedgerReactor(platform.store);
    await reactor.react(purchased!);
    await reactor.react(purchased!);
    // ...and as a reactor that lost its checkpoint would: the whole log again.
    for (const event of await platform.store.readAll(START, 100_000)) if (reactor.handles.has(event.type)) await reactor.react(event);
    await reactorCaughtUp(platform);

    const ledger = await platform.store.readStream(rewardsStreamId(member.memberId));
    expect(ledger.map((e) => e.type)).toEqual(['RewardsEarned']);
    expect(ledger[0]!.data).toMatchObject({ amountCents: 1000, source: { kind: 'ClubMembership', eventId: purchased!.eventId, paidCents: 20000, paidCurrency: 'USD' } });
    expect(ledger[0]!.metadata).toMatchObject({ causationId: purchased!.eventId, actor: { userId: null, role: 'system' } });
  });

  it('given the live rewards_entries and gift_cards tables, when the same events are applied again and when rebuilt from 0, then the rows are the same', async () => {
    const buyer = await aMember(platform);
    const friend = await aMember(platform);
    const code = (await buy(platform, buyer, await aCardOf(platform, buyer), { amountCents: 25000 })).body.code as string;
    await redeem(platform, friend, code);
    // Every reactor, not only the rewards ledger: one reactor's append can come after the ledger first caught up,
    // and the replay below would then see an event the live rows had not (a CI run failed so).
    await untilQuiet(platform);
    const tables: [Projection, string, string][] = [
      [rewardsProjection, 'rewards_entries', 'event_id'],
      [giftCardsProjection, 'gift_cards', 'code'],
    ];
    for (const [projection, table, key] of tables) await expectReplayAndRebuildIdentical(platform, projection, table, key);
  });
});
