import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Catalogue } from '@certus/contracts';
import { aLine, aSubmitOrderBody } from '@certus/contracts/pricing/test-support';
import { TEST_CARDS } from '@certus/infra';
import { solveChallengeForTests } from '../../command-service/src/bot-check/solve-for-tests.ts';

/** One command the load sent: its correlation id names the events it appended (their metadata carries it). */
export interface Attempt {
  correlationId: string;
  kind: string;
  /** The event the command appends exactly once when it is carried out. */
  expectedType: string;
  trial: number;
  /** Answered 2xx: the platform promised it was recorded. */
  acknowledged: boolean;
  /** The last answer's status, 0 for none (the connection broke or timed out). */
  status?: number;
}

type Answer = { status: number; body: any } | 'no answer';
const ok = (answer: Answer): answer is { status: number; body: any } => answer !== 'no answer' && answer.status >= 200 && answer.status < 300;
/** An answer that says the request may not have been carried out: worth sending again where that is safe. */
const unsure = (answer: Answer) => answer === 'no answer' || answer.status >= 500;

const PASSWORD = 'Chaos-member-1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Member {
  memberId: string;
  /** The address it connects from (memberAddress). */
  from: string;
  email: string;
  token: string;
  addressId: string;
  payMethodId: string;
}

/**
 * The mixed write load of the chaos suite, through the web front as browsers and staff send it: members register,
 * activate from the mail, sign in, add an address and a card, submit orders with payment; a worker receives each
 * order and corrects a declared value; the member pays the balance. Every command carries its own correlation id,
 * and every answer is written down (`attempts`): what was acknowledged must be in the log exactly once.
 *
 * A command whose answer did not come (its process was killed) is sent again only where that is safe by design: a
 * submit with the same Idempotency-Key. The others end the member's story, as a person would start over.
 */
export class ChaosLoad {
  readonly attempts: Attempt[] = [];
  trial = 0;
  private running = false;
  /** While stop() waits for the stories: waits on mail and sign-in give up. */
  private stopping = false;
  private loops: Promise<void>[] = [];
  private workerToken: { token: string; at: number } | undefined;
  private emails = 0;

  constructor(
    private readonly options: {
      webUrl: string;
      mailTo: (email: string) => string | undefined;
      catalogue: Catalogue;
      worker: { email: string; password: string };
    },
  ) {}

  start(users: number): void {
    this.running = true;
    this.loops = Array.from({ length: users }, () => this.memberStories());
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    await Promise.all(this.loops);
    this.stopping = false;
  }

  /** Commands acknowledged so far. */
  get acknowledged(): number {
    return this.attempts.filter((a) => a.acknowledged).length;
  }

  private async memberStories(): Promise<void> {
    while (this.running) {
      try {
        const member = await this.newMember();
        for (let order = 0; member && order < 3 && this.running; order++) if (!(await this.orderStory(member))) break;
      } catch (error) {
        // A story that cannot go on (a mail that never came) is left; the next starts.
        await sleep(200);
        if (process.env.CHAOS_DEBUG) console.error(error);
      }
    }
  }

  /** A member registered, activated and signed in, with an address and a card (the probe of recovery is one). */
  aMember(): Promise<Member | undefined> {
    return this.newMember();
  }

  /** Signs the member in again (access tokens are short-lived; a run outlasts one). */
  async signIn(member: Member): Promise<void> {
    const grant = await this.passwordGrant(member.email, PASSWORD, member.from);
    if (grant) member.token = grant.token;
  }

  /** A profile change (the phone), acknowledged or not: the recovery probe's write. */
  async probeWrite(member: Member, phone: string): Promise<boolean> {
    return ok(await this.send('POST', '/api/userprofile', { token: member.token, from: member.from, json: { firstName: 'Chaos', lastName: 'Probe', phone } }));
  }

  /** The phone the query service's profile shows: the recovery probe's read. */
  async probeRead(member: Member): Promise<string | undefined> {
    const answer = await this.send('GET', '/api/userprofile', { token: member.token, from: member.from });
    return ok(answer) ? answer.body?.member?.phone : undefined;
  }

  private async newMember(): Promise<Member | undefined> {
    const n = ++this.emails;
    const email = `chaos-${process.pid}-${n}-${Date.now()}@example.test`;
    const from = memberAddress(n);
    const challenge = await this.send('GET', '/api/altcha/challenge', { from });
    if (!ok(challenge)) return undefined;
    const register = await this.command('register', 'MemberRegistered', 'POST', '/api/account/register', {
      json: { firstname: 'Chaos', lastname: 'Member', email, password: PASSWORD, confirmPassword: PASSWORD, reCAPTCHA: await solveChallengeForTests(challenge.body) },
      from,
    });
    if (!ok(register)) return undefined;
    const code = await this.activationCode(email);
    if (!code || !ok(await this.command('activate', 'MemberActivated', 'POST', '/api/users/activate', { json: { email, code }, from }))) return undefined;
    const token = await this.passwordGrant(email, PASSWORD, from);
    if (!token) return undefined;
    const address = await this.command('add address', 'AddressAdded', 'POST', '/api/userprofile/address', {
      token: token.token,
      from,
      json: { firstName: 'Chaos', lastName: 'Member', line1: '1 Main St', city: 'Springfield', stateProvince: 'IL', zipPostal: '62701', country: 'US', phone: '5555550100' },
    });
    if (!ok(address)) return undefined;
    const card = await this.command('add card', 'PaymentMethodAdded', 'POST', '/api/userprofile/paymethod', {
      token: token.token,
      from,
      json: { name: 'Chaos Member', cardNumber: TEST_CARDS.approved, cardCode: '846', expireMonth: 12, expireYear: new Date().getUTCFullYear() + 1 },
    });
    if (!ok(card)) return undefined;
    return { memberId: token.memberId, from, email, token: token.token, addressId: address.body.id, payMethodId: card.body.paymentMethodId };
  }

  /** Submit, receive, a declared value raised, the balance paid: false when the story cannot go on. */
  private async orderStory(member: Member): Promise<boolean> {
    const comics = [
      aLine({ uniqueId: 'asm', isCustomTitle: true, title: 'Amazing Spider-Man', issue: '300', year: 1988, publisher: 'Marvel', insuredCents: 10_000, tierId: 'MN' }),
      aLine({ uniqueId: 'hulk', isCustomTitle: true, title: 'Incredible Hulk', issue: '181', year: 1974, publisher: 'Marvel', insuredCents: 30_000, tierId: 'NW' }),
    ];
    const body = aSubmitOrderBody(this.options.catalogue, { comics, addressId: member.addressId, payMethodId: member.payMethodId });
    const submitted = await this.command('submit with payment', 'OrderSubmitted', 'POST', '/api/orders/submit', { token: member.token, from: member.from, json: body, idempotencyKey: `chaos-${randomUUID()}`, retries: 8 });
    if (!ok(submitted)) return false;
    const orderId = submitted.body.orderId as string;
    const worker = await this.worker();
    if (!worker) return false;
    const received = await this.command('staff: receive', 'OrderReceived', 'POST', `/api/staff/orders/${orderId}/receive`, { token: worker, json: { books: [1, 2].map((bookNo) => ({ bookNo, arrived: true })) } });
    if (!ok(received)) return false;
    const corrected = await this.command('staff: declared value', 'DeclaredValueCorrected', 'POST', `/api/staff/orders/${orderId}/declared-value`, {
      token: worker,
      json: { lineIndex: 1, insuredCents: 50_000, tierId: 'HV', reason: 'A recent sale puts it at $500.' },
    });
    if (!ok(corrected)) return false;
    const paid = await this.command('pay balance', 'BalancePaid', 'POST', '/api/orders/transaction', {
      token: member.token,
      from: member.from,
      json: { orderId, userId: member.memberId, authPaymentId: member.payMethodId, amountCents: corrected.body.balanceCents },
    });
    return ok(paid);
  }

  private async activationCode(email: string): Promise<string | undefined> {
    // The mail is sent by the command service; a bound on waiting for it, not a timing.
    for (let i = 0; i < 300 && !this.stopping; i++) {
      const code = this.options.mailTo(email);
      if (code) return code;
      await sleep(100);
    }
    return undefined;
  }

  private async passwordGrant(email: string, password: string, from?: string): Promise<{ token: string; memberId: string } | undefined> {
    for (let i = 0; i < 20 && !this.stopping; i++) {
      const grant = await this.send('POST', '/token', { form: { grant_type: 'password', client_id: 'public-prod', username: email, password }, from });
      if (ok(grant)) return { token: grant.body.access_token, memberId: JSON.parse(grant.body.claims).memberId };
      await sleep(500);
    }
    return undefined;
  }

  /** The worker's access token, signed in again every two minutes (tokens are short-lived). */
  private async worker(): Promise<string | undefined> {
    if (this.workerToken && Date.now() - this.workerToken.at < 120_000) return this.workerToken.token;
    const grant = await this.passwordGrant(this.options.worker.email, this.options.worker.password);
    if (grant) this.workerToken = { token: grant.token, at: Date.now() };
    return grant?.token;
  }

  /** A command, written down before it is sent; sent again (same correlation id) only when `retries` allow. */
  private async command(
    kind: string,
    expectedType: string,
    method: string,
    path: string,
    request: { token?: string; json?: unknown; idempotencyKey?: string; retries?: number; from?: string },
  ): Promise<Answer> {
    const attempt: Attempt = { correlationId: `chaos-${randomUUID()}`, kind, expectedType, trial: this.trial, acknowledged: false };
    this.attempts.push(attempt);
    for (let sent = 0; ; sent++) {
      const answer = await this.send(method, path, { ...request, correlationId: attempt.correlationId });
      attempt.acknowledged ||= ok(answer);
      attempt.status = answer === 'no answer' ? 0 : answer.status;
      if (!unsure(answer) || sent >= (request.retries ?? 0) || this.stopping) return answer;
      await sleep(1_000);
    }
  }

  private async send(
    method: string,
    path: string,
    request: { token?: string; json?: unknown; form?: Record<string, string>; idempotencyKey?: string; correlationId?: string; from?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    if (request.correlationId) headers['x-correlation-id'] = request.correlationId;
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    }
    try {
      const { status, text } = await httpRequest(this.options.webUrl + path, { method, headers, body, localAddress: request.from });
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: kept as text
      }
      return { status, body: parsed };
    } catch {
      return 'no answer';
    }
  }
}

/**
 * The loopback address the n-th member connects from (127.1.x.y): the platform throttles sign-ups and sign-ins per
 * client address, and members of a real site do not share one. Linux answers the whole of 127.0.0.0/8 on loopback.
 */
export const memberAddress = (n: number) => `127.1.${(n >> 8) & 255}.${(n & 255) || 1}`;

/** One request on a connection of its own from `localAddress`: a killed front breaks it, never a reused socket. */
function httpRequest(url: string, options: { method: string; headers: Record<string, string>; body?: string; localAddress?: string }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method, headers: options.headers, localAddress: options.localAddress, agent: false, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('no answer in 30 s')));
    request.on('error', reject);
    request.end(options.body);
  });
}
