import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { STAFF_ROLES, type Catalogue, type StaffRole } from '@certus/contracts';
import { aLine, aSubmitOrderBody } from '@certus/contracts/pricing/test-support';
import { AccessTokens, TEST_BANK, TEST_CARDS, type Clock } from '@certus/infra';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '@certus/command-service';
import { DEMO_ORDER_ID } from '../../../command-service/src/demo/seed-demo-order.ts';
import { startTestPlatform } from '../../support/test-platform.ts';
import { aMemberWithAddressAndCard } from '../../support/member-setup.ts';
import { LogBook } from './log-book.ts';
import { Ref, type Template } from './values.ts';

/**
 * The platform under fuzz and the people and things in it: the demo member (member A, with addresses,
 * cards, orders, a gift card, a newsletter subscription and the demo census), a second member (B) with
 * their own, a demo account of each staff role (named by its role), and a health-check member the fuzz never names. Requests name these by Ref;
 * `resolve` turns a Ref into the current real value, for the caller of the request ('own') or for someone
 * else ('other'). The world keeps up with what requests change (a password, a logout, a deleted card).
 */

export type ActorName = 'memberA' | 'memberB' | StaffRole;
export const ACTOR_NAMES: readonly ActorName[] = ['memberA', 'memberB', ...STAFF_ROLES];
const isStaff = (name: ActorName): name is StaffRole => (STAFF_ROLES as readonly string[]).includes(name);

export interface Actor {
  name: ActorName;
  memberId: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  /** Sign in again before the next request (its session may have ended). */
  stale: boolean;
}

interface OrderObject {
  orderId: string;
  memberId: string;
  status: string;
  balanceCents: number;
  books: number;
  tierIds: string[];
}

interface Objects {
  orders: OrderObject[];
  addresses: { id: string; memberId: string }[];
  payMethods: { id: string; memberId: string }[];
  comics: { id: string; memberId: string }[];
  giftCards: { code: string; memberId: string }[];
  subscriptions: { id: string; memberId: string | null }[];
  censusBooks: string[];
}

/** What one request has resolved so far: a book number follows the order the same request named. */
export interface ResolveContext {
  actor: Actor | undefined;
  order?: OrderObject;
}

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

/** The forum single sign-on is configured, so its endpoints answer rather than say "not configured". */
const FORUM = { forumUrl: 'https://forum.certus.test/sso', appId: 'fuzz-forum', secret: 'fuzz-forum-secret-fuzz-forum-secret-0123' };
/** The password tests/support/member-setup.ts gives the members it makes (member B and the health member). */
const SUPPORT_MEMBER_PASSWORD = 'Member-pass-1';
const BOT_CHECK_POOL = 8;

export class FuzzWorld {
  readonly actors = new Map<ActorName, Actor>();
  objects: Objects = { orders: [], addresses: [], payMethods: [], comics: [], giftCards: [], subscriptions: [], censusBooks: [] };
  private botChecks: string[] = [];
  private pendingActivations: { email: string; code: string }[] = [];
  private pendingResets: { email: string; token: string }[] = [];
  private mailsSeen = 0;
  private health!: { email: string; password: string };
  /** Tokens that are signed right but no longer (or never) valid. */
  expiredToken = '';
  foreignToken = '';
  unknownRoleToken = '';
  unknownUserToken = '';

  private constructor(
    readonly platform: Platform,
    readonly logs: LogBook,
    readonly catalogue: Catalogue,
  ) {}

  static async start(): Promise<FuzzWorld> {
    const logs = new LogBook();
    const platform = await startTestPlatform({ logger: logs.logger, forum: FORUM });
    const world = new FuzzWorld(platform, logs, await platform.deps.catalogue.current());
    await world.setUp();
    return world;
  }

  get baseUrl(): string {
    return this.platform.baseUrl;
  }

  private async setUp() {
    const { platform } = this;
    await seedDemoAccounts(platform.deps);
    const [demoMember, ...demoStaff] = DEMO_ACCOUNTS;
    this.actors.set('memberA', await this.signIn('memberA', demoMember.email, demoMember.password));
    for (const role of STAFF_ROLES) {
      const account = demoStaff.find((a) => a.role === role);
      if (!account) throw new Error(`No demo account holds the ${role} role: add one to DEMO_ACCOUNTS.`);
      this.actors.set(role, await this.signIn(role, account.email, account.password));
    }
    const b = await aMemberWithAddressAndCard(platform, TEST_CARDS.approved, 'fuzz-member-b');
    this.actors.set('memberB', await this.signIn('memberB', b.email, SUPPORT_MEMBER_PASSWORD));
    const health = await aMemberWithAddressAndCard(platform, TEST_CARDS.approved, 'fuzz-health');
    this.health = { email: health.email, password: SUPPORT_MEMBER_PASSWORD };

    const a = this.actor('memberA');
    for (const address of [
      { firstName: 'Demo', lastName: 'Member', line1: '1 Main St', city: 'Springfield', stateProvince: 'IL', zipPostal: '62701', country: 'US', phone: '5555550100' },
      { firstName: 'Demo', lastName: 'Member', line1: '2 Rue Sainte-Catherine', city: 'Montréal', stateProvince: 'QC', zipPostal: 'H2X 1Y4', country: 'CA', phone: '5145550100' },
    ]) {
      expect((await platform.api('/api/userprofile/address', { token: a.token, json: address })).status).toBe(200);
    }
    const year = new Date().getUTCFullYear() + 2;
    for (const method of [
      { name: 'Demo Member', cardNumber: TEST_CARDS.approved, cardCode: '123', expireMonth: 12, expireYear: year },
      { name: 'Demo Member', cardNumber: TEST_CARDS.declined, cardCode: '123', expireMonth: 6, expireYear: year },
      { type: 'BankAccount', name: 'Demo Member', bankName: 'First Bank', routingNumber: TEST_BANK.routingNumber, accountNumber: TEST_BANK.approvedAccount },
    ]) {
      expect((await platform.api('/api/userprofile/paymethod', { token: a.token, json: method })).status).toBe(200);
    }
    await this.refreshObjects();
    // Orders through the real submit (A: two, B: one), each member's gift card and A's newsletter subscription.
    for (const actor of [a, a, this.actor('memberB')]) await this.submitAnOrder(actor);
    for (const actor of [a, this.actor('memberB')]) {
      const payMethod = this.objects.payMethods.find((p) => p.memberId === actor.memberId)!;
      const bought = await platform.api(`/api/userprofile/giftcard/purchase/${payMethod.id}`, { token: actor.token, json: { amountCents: 2_500 } });
      expect(bought.status).toBe(200);
    }
    expect((await platform.api(`/api/userprofile/SetSignMeUp?email=${encodeURIComponent(a.email)}&isEmailNotification=true`, { token: a.token, json: {} })).status).toBe(200);

    // Tokens signed with the platform's secret but expired, of an unknown member, of a role no one has; and one of another secret.
    const secret = 'test-secret-test-secret-test-secret-42';
    const anHourAgo: Clock = { now: () => new Date(Date.now() - 3_600_000) };
    this.expiredToken = await new AccessTokens(secret, anHourAgo, 900).issue({ userId: a.memberId, email: a.email, role: 'authenticated', sessionId: 'expired', displayName: 'Demo' });
    this.foreignToken = await new AccessTokens('another-secret-another-secret-another-1', platform.deps.clock, 900).issue({ userId: a.memberId, email: a.email, role: 'worker', sessionId: 'x', displayName: 'Forged' });
    this.unknownRoleToken = await new AccessTokens(secret, platform.deps.clock, 900).issue({ userId: a.memberId, email: a.email, role: 'admin' as 'worker', sessionId: 'x', displayName: 'Admin' });
    this.unknownUserToken = await new AccessTokens(secret, platform.deps.clock, 900).issue({ userId: 'no-such-member', email: 'nobody@example.test', role: 'authenticated', sessionId: 'x', displayName: 'Nobody' });

    await this.waitForProjections(() => this.objects.orders.length >= 4 && this.objects.giftCards.length >= 2 && this.objects.subscriptions.length >= 1);
    await this.topUpBotChecks();
  }

  /** A submission of one or two books to the member's first address, paid with their first card. */
  async submitAnOrder(actor: Actor) {
    const address = this.objects.addresses.find((x) => x.memberId === actor.memberId);
    const payMethod = this.objects.payMethods.find((x) => x.memberId === actor.memberId);
    if (!address || !payMethod) return;
    const body = aSubmitOrderBody(this.catalogue, { comics: [aLine({ isCustomTitle: true }), aLine({ isCustomTitle: true, title: 'Saga', issue: '1', year: 2012, publisher: 'Image', tierId: 'MN' })], addressId: address.id, payMethodId: payMethod.id });
    const response = await fetch(`${this.baseUrl}/api/orders/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${actor.token}`, 'idempotency-key': `fuzz-setup-${randomBytes(8).toString('hex')}` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    await this.refreshObjects();
  }

  actor(name: ActorName): Actor {
    return this.actors.get(name)!;
  }

  private async signIn(name: ActorName, email: string, password: string): Promise<Actor> {
    const grant = await this.platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: email, password } });
    expect(grant.status, `${name} signs in: ${JSON.stringify(grant.body)}`).toBe(200);
    return { name, memberId: JSON.parse(grant.body.claims).memberId, email, password, token: grant.body.access_token, refreshToken: grant.body.refresh_token, stale: false };
  }

  /**
   * Signs in again every actor whose session a request may have ended. One that cannot sign in now (a
   * throttle's delay, say) stays stale and is tried again before the next request; its old token goes on.
   */
  async reviveActors() {
    for (const actor of this.actors.values()) {
      if (!actor.stale) continue;
      const grant = await this.platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: actor.email, password: actor.password } });
      if (grant.status !== 200) continue;
      Object.assign(actor, { token: grant.body.access_token, refreshToken: grant.body.refresh_token, stale: false });
    }
  }

  /** Reads who owns what from the read models (they trail the log by milliseconds: good enough for naming things). */
  async refreshObjects() {
    const ids = [...this.actors.values()].map((a) => a.memberId);
    const q = async <T>(sql: string, params: unknown[] = []) => (await this.platform.pool.query(sql, params)).rows as T[];
    this.objects = {
      orders: (
        await q<{ order_id: string; member_id: string; status: string; balance_cents: number; count: number; tiers: string[] | null }>(
          `SELECT order_id, member_id, status, balance_cents, count, (SELECT array_agg(t->>'id') FROM jsonb_array_elements(detail->'tiers') t) AS tiers
           FROM orders WHERE member_id = ANY($1) ORDER BY submitted_at, order_id`,
          [ids],
        )
      ).map((r) => ({ orderId: r.order_id, memberId: r.member_id, status: r.status, balanceCents: r.balance_cents, books: r.count, tierIds: r.tiers ?? [] })),
      addresses: (await q<{ address_id: string; member_id: string }>('SELECT address_id, member_id FROM addresses WHERE member_id = ANY($1) ORDER BY added_version', [ids])).map((r) => ({ id: r.address_id, memberId: r.member_id })),
      payMethods: (await q<{ payment_method_id: string; member_id: string }>('SELECT payment_method_id, member_id FROM payment_methods WHERE member_id = ANY($1) ORDER BY added_version', [ids])).map((r) => ({ id: r.payment_method_id, memberId: r.member_id })),
      // Comics graded here first: they have every member read (a custody timeline too); an imported certificate
      // was graded before its order was kept online and has none (its custody answers 404 saying so).
      comics: (await q<{ certification_id: string; member_id: string }>("SELECT certification_id, member_id FROM certified_comics WHERE member_id = ANY($1) ORDER BY source <> 'grading', certification_id LIMIT 20", [ids])).map((r) => ({ id: r.certification_id, memberId: r.member_id })),
      giftCards: (await q<{ code: string; purchaser_member_id: string }>("SELECT code, purchaser_member_id FROM gift_cards WHERE purchaser_member_id = ANY($1) AND status <> 'Redeemed' ORDER BY purchased_at", [ids])).map((r) => ({ code: r.code, memberId: r.purchaser_member_id })),
      subscriptions: (await q<{ unsubscribe_id: string; member_id: string | null }>('SELECT unsubscribe_id, member_id FROM newsletter_subscriptions ORDER BY subscribed_at LIMIT 10')).map((r) => ({ id: r.unsubscribe_id, memberId: r.member_id })),
      censusBooks: (await q<{ book_id: string }>('SELECT book_id FROM population_books ORDER BY book_id LIMIT 10')).map((r) => r.book_id),
    };
    this.harvestMail();
  }

  private async waitForProjections(ready: () => boolean) {
    for (let i = 0; i < 400 && !ready(); i++) {
      await new Promise((r) => setTimeout(r, 25));
      await this.refreshObjects();
    }
  }

  /** Activation codes and reset tokens from the mails sent so far, for requests that use them. */
  private harvestMail() {
    const mails = this.platform.sink.messages();
    for (const mail of mails.slice(this.mailsSeen)) {
      const verify = mail.text.match(/\/verify\/([\w-]+)\?email=([^&\s]+)/);
      if (verify) this.pendingActivations.push({ code: verify[1]!, email: decodeURIComponent(verify[2]!) });
      const reset = mail.text.match(/\/change\/[^/\s]+\/([^/\s]+)\/([\w-]+)/);
      if (reset) this.pendingResets.push({ email: decodeURIComponent(reset[1]!), token: reset[2]! });
    }
    this.mailsSeen = mails.length;
    this.pendingActivations = this.pendingActivations.slice(-20);
    this.pendingResets = this.pendingResets.slice(-20);
  }

  /** Solves bot checks ahead (each is accepted once). */
  async topUpBotChecks() {
    while (this.botChecks.length < BOT_CHECK_POOL) this.botChecks.push(await this.platform.solvedBotCheck());
  }

  /** The real value a Ref stands for, now. */
  resolve(ref: Ref, context: ResolveContext): Template {
    const caller = context.actor;
    const members = [this.actor('memberA'), this.actor('memberB')];
    // 'own' is the caller's; 'other' is the other member's (for staff or nobody: any member's).
    const owners = (): string[] => {
      if (caller && !isStaff(caller.name)) {
        const other = members.find((m) => m.memberId !== caller.memberId)!;
        return [ref.whose === 'own' ? caller.memberId : other.memberId];
      }
      return members.map((m) => m.memberId);
    };
    const pick = <T>(list: readonly T[], fallback: T): T => (list.length === 0 ? fallback : list[ref.pick % list.length]!);
    const idOf = (list: readonly { id: string }[], fallback: string) => pick(list.map((x) => x.id), fallback);
    const mine = <T extends { memberId: string | null }>(list: T[]) => {
      const owned = owners();
      return list.filter((x) => x.memberId !== null && owned.includes(x.memberId));
    };
    switch (ref.kind) {
      case 'orderId':
      case 'orderIdWithBalance': {
        const orders = mine(this.objects.orders).filter((o) => ref.kind === 'orderId' || o.balanceCents > 0);
        const order = pick(orders, pick(mine(this.objects.orders), { orderId: DEMO_ORDER_ID, memberId: '', status: 'Processing', balanceCents: 0, books: 1, tierIds: ['MN'] }));
        context.order = order;
        return order.orderId;
      }
      case 'balanceCents':
        return context.order?.balanceCents || 5_300;
      case 'allBooksArrived':
        return Array.from({ length: Math.max(1, context.order?.books ?? 1) }, (_, i) => ({ bookNo: i + 1, arrived: true }));
      case 'bookNo':
        return String(1 + (ref.pick % Math.max(1, context.order?.books ?? 1)));
      case 'tierId':
        return pick(context.order?.tierIds ?? [], 'MN');
      case 'addressId':
        return idOf(mine(this.objects.addresses), 'no-address');
      case 'payMethodId':
        return idOf(mine(this.objects.payMethods), 'no-pay-method');
      case 'comicId':
        return idOf(mine(this.objects.comics), idOf(this.objects.comics, '19-DEMOA01-001'));
      case 'giftCardCode':
        return pick(mine(this.objects.giftCards).map((g) => g.code), pick(this.objects.giftCards.map((g) => g.code), 'AAAA-BBBB-CCCC-DDDD'));
      case 'unsubscribeId':
        return idOf(this.objects.subscriptions, '00000000-0000-0000-0000-000000000000');
      case 'censusBookId':
        return pick(this.objects.censusBooks, 'no-book');
      case 'memberId':
        return owners()[0] ?? 'no-member';
      case 'email':
        return ref.whose === 'own' && caller ? caller.email : pick(members, members[0]!).email;
      case 'password':
        return caller?.password ?? 'Wrong-pass-1';
      case 'refreshToken':
        return (ref.whose === 'own' && caller ? caller : pick(members, members[0]!)).refreshToken;
      case 'botCheck':
        return this.botChecks.shift() ?? 'spent-or-missing-bot-check';
      case 'activationCode':
        return this.pendingActivations[ref.pick % Math.max(1, this.pendingActivations.length)]?.code ?? 'no-code';
      case 'pendingEmail':
        return this.pendingActivations[ref.pick % Math.max(1, this.pendingActivations.length)]?.email ?? `fuzz-new-${ref.pick}@example.test`;
      case 'resetToken':
        return this.pendingResets[ref.pick % Math.max(1, this.pendingResets.length)]?.token ?? 'no-token';
      case 'resetEmail':
        return this.pendingResets[ref.pick % Math.max(1, this.pendingResets.length)]?.email ?? 'nobody@example.test';
      case 'catalogueVersion':
        return this.catalogue.version;
      case 'jpeg':
        return 'jpeg';
    }
  }

  /** Follows what a request changed about the actors: a new password, an ended session, a rotated refresh token. */
  noteAnswer(operationId: string, actor: Actor | undefined, body: Template, status: number) {
    const ok = status >= 200 && status < 300;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, Template>) : {};
    if (operationId === 'issueToken' && typeof fields.refresh_token === 'string') {
      // A refresh grant rotates the token; reusing an old one ends the session: sign in again to be sure.
      for (const a of this.actors.values()) if (a.refreshToken === fields.refresh_token) a.stale = true;
    }
    if (!ok) return;
    if (operationId === 'changePassword' && actor && typeof fields.newPassword === 'string') {
      actor.password = fields.newPassword;
      actor.stale = true;
    }
    if (operationId === 'resetPassword' && typeof fields.email === 'string' && typeof fields.password === 'string') {
      for (const a of this.actors.values()) {
        if (a.email.toLowerCase() === fields.email.trim().toLowerCase()) {
          a.password = fields.password;
          a.stale = true;
        }
      }
      if (this.health.email.toLowerCase() === fields.email.trim().toLowerCase()) this.health.password = fields.password;
    }
    if (operationId === 'recordSignOut' && actor) actor.stale = true;
  }

  /** An access token that was valid and is refused now: sign in again. */
  noteRefused(actor: Actor | undefined) {
    if (actor) actor.stale = true;
  }

  /** Between batches: sign in again where needed, re-read who owns what, keep a card and an address each, solve bot checks. */
  async maintain() {
    await this.reviveActors();
    await this.refreshObjects();
    const year = new Date().getUTCFullYear() + 2;
    for (const actor of [this.actor('memberA'), this.actor('memberB')]) {
      if (!this.objects.addresses.some((x) => x.memberId === actor.memberId)) {
        await this.platform.api('/api/userprofile/address', { token: actor.token, json: { firstName: 'Ann', lastName: 'Reader', line1: '1 Main St', city: 'Springfield', stateProvince: 'IL', zipPostal: '62701', country: 'US' } });
      }
      if (!this.objects.payMethods.some((x) => x.memberId === actor.memberId)) {
        await this.platform.api('/api/userprofile/paymethod', { token: actor.token, json: { name: 'Ann Reader', cardNumber: TEST_CARDS.approved, cardCode: '123', expireMonth: 12, expireYear: year } });
      }
    }
    await this.refreshObjects();
    // Staff steps cancel and complete orders: keep two open orders per member for the next steps to work on.
    for (const actor of [this.actor('memberA'), this.actor('memberB')]) {
      const open = this.objects.orders.filter((o) => o.memberId === actor.memberId && !/cancel|complete/i.test(o.status));
      if (open.length < 2) await this.submitAnOrder(actor).catch(() => undefined);
    }
    await this.topUpBotChecks();
  }

  /**
   * Is the server still well: GET /api/health answers 200, the health member (whom no request names) signs
   * in with the password grant and reads their profile.
   */
  async healthCheck(): Promise<string[]> {
    const problems: string[] = [];
    try {
      const health = await this.platform.api('/api/health');
      if (health.status !== 200) problems.push(`GET /api/health answered ${health.status}`);
      const grant = await this.platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: this.health.email, password: this.health.password } });
      if (grant.status !== 200) problems.push(`a valid sign-in answered ${grant.status}: ${JSON.stringify(grant.body)}`);
      else {
        const profile = await this.platform.api('/api/userprofile', { token: grant.body.access_token });
        if (profile.status !== 200) problems.push(`a valid read (GET /api/userprofile) answered ${profile.status}`);
      }
    } catch (error) {
      problems.push(`the server did not answer: ${(error as Error).message}`);
    }
    return problems;
  }

  async stop() {
    await this.platform.stop();
  }
}

export { Ref };
