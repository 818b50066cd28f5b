import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_LEVELS,
  membershipMessages,
  membershipStreamId,
  paymentMethodMessages,
  walletStreamId,
  type PaymentMethodView,
  type UserProfileResponse,
} from '@certus/contracts';
import { TEST_BANK, TEST_CARDS } from '@certus/infra';
import { membershipsProjection, walletProjection, type Projection } from '@certus/projections';
import { DEMO_ACCOUNTS, DEMO_MEMBERSHIP_DAYS_LEFT, seedDemoMembership } from '@certus/command-service';
import { memberIdForEmail } from '../../command-service/src/members/member-id.ts';
import { aSignedInMember, type SignedInMember as Member } from '../support/member-setup.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const AMEX = { number: '378282246310005', code: '7391' };
/** Card codes of the cards added in these tests: none may ever be stored. */
const CARD_CODES = ['846', '527', AMEX.code];
const nextYear = new Date().getUTCFullYear() + 1;

const aCard = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ann Reader',
  cardNumber: '4111 1111 1111 1111',
  cardCode: CARD_CODES[0],
  expireMonth: 12,
  expireYear: nextYear,
  ...overrides,
});
const aBankAccount = (overrides: Record<string, unknown> = {}) => ({
  type: 'BankAccount',
  name: 'Ann Reader',
  bankName: 'First Test Bank',
  routingNumber: TEST_BANK.routingNumber,
  accountNumber: TEST_BANK.approvedAccount,
  ...overrides,
});

const aMember = (platform: Platform) => aSignedInMember(platform, { prefix: 'wallet' });

/** GET /api/userprofile until `ready` holds (read models are eventually consistent). */
async function profileWhen(platform: Platform, member: Member, ready: (profile: UserProfileResponse) => boolean): Promise<UserProfileResponse> {
  let last: unknown;
  for (let i = 0; i < 200; i++) {
    const response = await platform.api('/api/userprofile', { token: member.token });
    last = response.body;
    if (response.status === 200 && ready(response.body)) return response.body;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`profile never became ready: ${JSON.stringify(last)}`);
}

const addMethod = (platform: Platform, member: Member, body: object) => platform.api('/api/userprofile/paymethod', { json: body, token: member.token });
const purchase = (platform: Platform, member: Member, payMethodId: string, autoRenew = true) =>
  platform.api(`/api/userprofile/purchaseMembership/Clubmember/${payMethodId}/${autoRenew}`, { method: 'POST', token: member.token });

describe('payment methods and club membership over HTTP (real PostgreSQL, test gateway)', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it('given a member, when adding a card, then the wallet lists it as default by brand and last 4, and the event keeps only the token', async () => {
    const member = await aMember(platform);
    const added = await addMethod(platform, member, aCard());
    expect(added).toMatchObject({ status: 200, body: { message: paymentMethodMessages.added, paymentMethodId: expect.any(String), position: expect.any(String) } });

    const profile = await profileWhen(platform, member, (p) => p.payMethods.length === 1);
    expect(profile.payMethods).toEqual([
      {
        id: added.body.paymentMethodId,
        type: 'CreditCard',
        displayName: 'Visa ending 1111',
        name: 'Ann Reader',
        brand: 'Visa',
        last4: '1111',
        expireMonth: 12,
        expireYear: nextYear,
        bankName: null,
        isDefault: true,
      } satisfies PaymentMethodView,
    ]);
    const events = await platform.store.readStream(walletStreamId(member.memberId));
    expect(events.map((e) => e.type)).toEqual(['PaymentMethodAdded', 'DefaultPaymentMethodChosen']);
    expect(events[0]!.data).toMatchObject({ gateway: 'test', gatewayToken: expect.stringMatching(/^test_approve_/), last4: '1111', brand: 'Visa' });
    expect(JSON.stringify(events)).not.toContain(TEST_CARDS.approved);
  });

  it('given card details a gateway would refuse, when adding them, then 400 names the field and nothing is stored', async () => {
    const member = await aMember(platform);
    expect(await addMethod(platform, member, aCard({ cardNumber: '4111 1111 1111 1112' }))).toMatchObject({
      status: 400,
      body: { modelState: { 'model.cardNumber': [paymentMethodMessages.cardNumberInvalid] } },
    });
    expect(await addMethod(platform, member, aCard({ expireMonth: 1, expireYear: new Date().getUTCFullYear() - 1 }))).toMatchObject({
      status: 400,
      body: { modelState: { 'model.expireMonth': [paymentMethodMessages.expired] } },
    });
    expect(await addMethod(platform, member, aCard({ cardCode: '12' }))).toMatchObject({
      status: 400,
      body: { modelState: { 'model.cardCode': [paymentMethodMessages.cardCodeLength(3)] } },
    });
    expect(await addMethod(platform, member, aCard({ cardNumber: AMEX.number, cardCode: '123' }))).toMatchObject({
      status: 400,
      body: { modelState: { 'model.cardCode': [paymentMethodMessages.cardCodeLength(4)] } },
    });
    // 9 digits, so the form accepts it, but not a valid ABA routing number: the gateway's own refusal.
    expect(await addMethod(platform, member, aBankAccount({ routingNumber: '123456789' }))).toMatchObject({
      status: 400,
      body: { modelState: { 'model.accountNumber': ['The routing number is not valid.'] } },
    });
    expect(await platform.store.readStream(walletStreamId(member.memberId))).toEqual([]);
  });

  it('given a card, when adding a bank account as default, choosing the card again and deleting, then the list follows each step', async () => {
    const member = await aMember(platform);
    const card = (await addMethod(platform, member, aCard({ cardNumber: TEST_CARDS.approvedMastercard, cardCode: CARD_CODES[1] }))).body.paymentMethodId;
    const bank = await addMethod(platform, member, aBankAccount({ isDefault: true }));
    expect(bank.status).toBe(200);
    let profile = await profileWhen(platform, member, (p) => p.payMethods.length === 2);
    expect(profile.payMethods.map((p) => [p.displayName, p.isDefault])).toEqual([
      ['First Test Bank ending 9012', true],
      ['Mastercard ending 4444', false],
    ]);
    expect(profile.payMethods[0]).toMatchObject({ type: 'BankAccount', bankName: 'First Test Bank', expireMonth: null, expireYear: null });

    expect(await addMethod(platform, member, { id: card, isDefault: true })).toMatchObject({ status: 200, body: { message: paymentMethodMessages.defaultChosen } });
    profile = await profileWhen(platform, member, (p) => p.payMethods[0]?.id === card);
    expect(profile.payMethods.map((p) => p.isDefault)).toEqual([true, false]);

    expect(await platform.api(`/api/userprofile/paymethod/${card}`, { method: 'DELETE', token: member.token })).toMatchObject({
      status: 200,
      body: { message: paymentMethodMessages.removed },
    });
    profile = await profileWhen(platform, member, (p) => p.payMethods.length === 1);
    // the default went with the card: the remaining method took over
    expect(profile.payMethods).toEqual([expect.objectContaining({ id: bank.body.paymentMethodId, isDefault: true })]);
    expect(await platform.api(`/api/userprofile/paymethod/${card}`, { method: 'DELETE', token: member.token })).toMatchObject({
      status: 404,
      body: { message: paymentMethodMessages.notFound },
    });
    expect((await platform.api(`/api/userprofile/paymethod/${card}`, { method: 'DELETE' })).status).toBe(401);
  });

  it("given member A's card, when member B deletes it, makes it default or buys with it, then 404 and A's wallet is untouched", async () => {
    const a = await aMember(platform);
    const b = await aMember(platform);
    const cardOfA = (await addMethod(platform, a, aCard())).body.paymentMethodId;
    expect((await platform.api(`/api/userprofile/paymethod/${cardOfA}`, { method: 'DELETE', token: b.token })).status).toBe(404);
    expect((await addMethod(platform, b, { id: cardOfA, isDefault: true })).status).toBe(404);
    expect(await purchase(platform, b, cardOfA)).toMatchObject({ status: 404, body: { message: paymentMethodMessages.notFound } });
    expect(await platform.store.readStream(membershipStreamId(b.memberId))).toEqual([]);
    expect((await platform.store.readStream(walletStreamId(a.memberId))).map((e) => e.type)).toEqual(['PaymentMethodAdded', 'DefaultPaymentMethodChosen']);
  });

  it('given a card the gateway approves, when buying the club membership, then the member is paid for one year', async () => {
    const member = await aMember(platform);
    const card = (await addMethod(platform, member, aCard())).body.paymentMethodId;
    const before = Date.now();
    const bought = await purchase(platform, member, card, false);
    const after = Date.now();
    expect(bought).toMatchObject({
      status: 200,
      body: { message: membershipMessages.purchased, membership: { level: 'Clubmember', autoRenew: false, priceCents: 20_000, currency: 'USD' } },
    });
    const expiresAt = new Date(bought.body.membership.expiresAt).getTime();
    const oneYear = (t: number) => new Date(t).setUTCFullYear(new Date(t).getUTCFullYear() + 1);
    expect(expiresAt).toBeGreaterThanOrEqual(oneYear(before));
    expect(expiresAt).toBeLessThanOrEqual(oneYear(after));

    const profile = await profileWhen(platform, member, (p) => p.member.membership !== 'Free');
    expect(profile.member).toMatchObject({ membership: 'Clubmember', membershipExpiryDate: bought.body.membership.expiresAt });
    const [event] = await platform.store.readStream(membershipStreamId(member.memberId));
    expect(event).toMatchObject({
      type: 'MembershipPurchased',
      data: { level: 'Clubmember', priceCents: MEMBERSHIP_LEVELS.Clubmember.priceCents, currency: 'USD', paymentMethodId: card, transactionId: expect.stringMatching(/^test_txn_/), autoRenew: false },
      metadata: { actor: { userId: member.memberId, role: 'authenticated' } },
    });

    // Renewing while paid adds a year to the current expiry.
    const renewed = await purchase(platform, member, card);
    expect(renewed.status).toBe(200);
    expect(renewed.body.membership.expiresAt).toBe(new Date(oneYear(expiresAt)).toISOString());
  });

  it('given a retried purchase (same Idempotency-Key), when it arrives twice, then it is charged and recorded once', async () => {
    const member = await aMember(platform);
    const card = (await addMethod(platform, member, aCard())).body.paymentMethodId;
    const send = () =>
      fetch(`${platform.baseUrl}/api/userprofile/purchaseMembership/clubmember/${card}/TRUE`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': `buy-${member.memberId}` },
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 200, body: { membership: { expiresAt: first.body.membership.expiresAt } } });
    expect((await platform.store.readStream(membershipStreamId(member.memberId))).map((e) => e.type)).toEqual(['MembershipPurchased']);
  });

  it('given a card the gateway declines, when buying, then 402 with the reason, only the decline is recorded and the member stays Free', async () => {
    const member = await aMember(platform);
    const card = (await addMethod(platform, member, aCard({ cardNumber: TEST_CARDS.declined }))).body.paymentMethodId;
    expect(await purchase(platform, member, card)).toMatchObject({
      status: 402,
      body: { message: membershipMessages.purchaseFailed, modelState: { 'model.payMethodId': ['The card was declined.'] } },
    });
    const events = await platform.store.readStream(membershipStreamId(member.memberId));
    expect(events.map((e) => e.type)).toEqual(['MembershipPaymentDeclined']);
    await profileWhen(platform, member, (p) => p.payMethods.length === 1);
    const { rows } = await platform.pool.query('SELECT * FROM memberships WHERE member_id = $1', [member.memberId]);
    expect(rows).toEqual([]);
    expect((await profileWhen(platform, member, () => true)).member).toMatchObject({ membership: 'Free', membershipExpiryDate: null });
  });

  it('given a gateway that fails, when buying, then 502 with a clear message and nothing is recorded or paid', async () => {
    const member = await aMember(platform);
    const card = (await addMethod(platform, member, aCard({ cardNumber: TEST_CARDS.error }))).body.paymentMethodId;
    expect(await purchase(platform, member, card)).toMatchObject({ status: 502, body: { message: paymentMethodMessages.gatewayUnavailable } });
    expect(await platform.store.readStream(membershipStreamId(member.memberId))).toEqual([]);
    expect((await profileWhen(platform, member, (p) => p.payMethods.length === 1)).member.membership).toBe('Free');
  });

  it('given an unknown level or a bad autoRenew, when buying, then 400', async () => {
    const member = await aMember(platform);
    const card = (await addMethod(platform, member, aCard())).body.paymentMethodId;
    expect(await platform.api(`/api/userprofile/purchaseMembership/Gold/${card}/true`, { method: 'POST', token: member.token })).toMatchObject({
      status: 400,
      body: { modelState: { 'model.level': [membershipMessages.unknownLevel] } },
    });
    expect((await platform.api(`/api/userprofile/purchaseMembership/Clubmember/${card}/maybe`, { method: 'POST', token: member.token })).status).toBe(400);
  });

  it('given cards and a bank account were added, when every text and json column of every table of every schema is read, then no full number and no card code is anywhere', async () => {
    const member = await aMember(platform);
    const added = [
      await addMethod(platform, member, aCard({ cardCode: CARD_CODES[0] })),
      await addMethod(platform, member, aCard({ cardNumber: '5555-5555-5555-4444', cardCode: CARD_CODES[1] })),
      await addMethod(platform, member, aCard({ cardNumber: AMEX.number, cardCode: AMEX.code })),
      await addMethod(platform, member, aBankAccount()),
      // refused ones must leave no trace either
      await addMethod(platform, member, aCard({ cardNumber: '4012888888881882', cardCode: '1' })),
    ];
    expect(added.map((r) => r.status)).toEqual([200, 200, 200, 200, 400]);
    await purchase(platform, member, added[0]!.body.paymentMethodId);
    await profileWhen(platform, member, (p) => p.payMethods.length === 4 && p.member.membership === 'Clubmember');

    const fullNumbers = [TEST_CARDS.approved, TEST_CARDS.approvedMastercard, AMEX.number, '4012888888881882', TEST_BANK.approvedAccount];
    const { rows: columns } = await platform.pool.query<{ table_schema: string; table_name: string; column_name: string }>(
      `SELECT c.table_schema, c.table_name, c.column_name
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
       WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
         AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
    );
    const scanned = new Set(columns.map((c) => `${c.table_schema}.${c.table_name}.${c.column_name}`));
    expect(scanned).toContain('public.events.data');
    expect(scanned).toContain('public.events.metadata');
    expect(scanned).toContain('public.payment_methods.last4');

    const findings: string[] = [];
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    for (const { table_schema, table_name, column_name } of columns) {
      const { rows } = await platform.pool.query<{ value: string }>(
        `SELECT ${quote(column_name)}::text AS value FROM ${quote(table_schema)}.${quote(table_name)} WHERE ${quote(column_name)} IS NOT NULL`,
      );
      for (const { value } of rows) {
        const digits = value.replace(/[\s-]/g, '');
        for (const number of fullNumbers) if (digits.includes(number)) findings.push(`${table_schema}.${table_name}.${column_name} holds ${number}`);
        // A field named for the card code (as a JSON key); the bare letters turn up by chance in hashes and tokens.
        if (/"(card_?code|cvv2?|cvc2?)"\s*:/i.test(value)) findings.push(`${table_schema}.${table_name}.${column_name} names a card code`);
        for (const code of CARD_CODES) {
          // the code as a whole value, a JSON string or a JSON number (a code inside a uuid or a hash is chance, not a leak)
          if (value === code || value.includes(`"${code}"`) || new RegExp(`:\\s*${code}\\s*[,}]`).test(value)) {
            findings.push(`${table_schema}.${table_name}.${column_name} holds card code ${code}`);
          }
        }
      }
    }
    expect(findings).toEqual([]);
  });
  it('given the live payment_methods and memberships tables, when the same events are applied again and when rebuilt from 0, then the rows are the same', async () => {
    const member = await aMember(platform);
    const card = (await addMethod(platform, member, aCard())).body.paymentMethodId;
    const bank = (await addMethod(platform, member, aBankAccount({ isDefault: true }))).body.paymentMethodId;
    await addMethod(platform, member, aCard({ cardNumber: TEST_CARDS.approvedMastercard }));
    await platform.api(`/api/userprofile/paymethod/${bank}`, { method: 'DELETE', token: member.token });
    await purchase(platform, member, card);
    const tables: [Projection, string, string][] = [
      [walletProjection, 'payment_methods', 'payment_method_id'],
      [membershipsProjection, 'memberships', 'member_id'],
    ];
    for (const [projection, table, key] of tables) await expectReplayAndRebuildIdentical(platform, projection, table, key);
  });
  it('given the demo seed, when it runs twice, then the demo member holds a Clubmember membership granted to expire in 10 days, once', async () => {
    const memberId = memberIdForEmail(DEMO_ACCOUNTS[0].email);
    const before = Date.now();
    await seedDemoMembership(platform.deps);
    await seedDemoMembership(platform.deps);
    const events = await platform.store.readStream(membershipStreamId(memberId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'MembershipGranted', data: { memberId, level: 'Clubmember', reason: 'demo' }, metadata: { actor: { role: 'system' } } });
    const { expiresAt, startsAt } = events[0]!.data as { expiresAt: string; startsAt: string };
    const daysLeft = (new Date(expiresAt).getTime() - before) / 86_400_000;
    expect(daysLeft).toBeGreaterThanOrEqual(DEMO_MEMBERSHIP_DAYS_LEFT);
    expect(daysLeft).toBeLessThan(DEMO_MEMBERSHIP_DAYS_LEFT + 0.01);
    expect(new Date(startsAt).getUTCFullYear()).toBe(new Date(expiresAt).getUTCFullYear() - 1);
  });

});
