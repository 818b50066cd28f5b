import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditFeeLedger,
  AuditOrderHistory,
  FEE_LEDGER_CSV_COLUMNS,
  OrderCustody,
  PUBLIC_CLIENT_ID,
  TokenResponse,
  custodyMessages,
  orderStreamId,
} from '@certus/contracts';
import { AuditEventLine, auditExportMessages } from '@certus/contracts/audit/audit-exports';
import { csvRecordsOf } from '@certus/contracts/rules/testing/csv-records';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '@certus/command-service';
import { memberIdForEmail } from '../../command-service/src/members/member-id.ts';
import { DEMO_ORDER_ID } from '../../command-service/src/demo/seed-demo-order.ts';
import { aJpeg, staffStep, uploadCover } from '../../command-service/src/orders/testing/order-journeys.ts';
import { aSignedInMember, type SignedInMember } from '../support/member-setup.ts';
import { startTestPlatform } from '../support/test-platform.ts';

/**
 * The fee ledger, the books' custody and the auditors' exports (issue [4/7]), over HTTP against the whole platform
 * on real PostgreSQL with the demo data: the demo order 25-DEMOC03 (received, the Hulk's declared value corrected
 * to $500, pre-graded, the Spider-Man pressed, two books graded), whose Spider-Man the demo worker photographs and
 * encapsulates here so a book has been sealed. The demo member, worker and auditor sign in through POST /token
 * with their demo passwords, as on the site.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const CORRECTION_REASON = 'Recent sales put this copy at $500.';
const SPIDER_MAN_CERTIFICATE = `${DEMO_ORDER_ID}-001`;
const WORKER_ID = memberIdForEmail('worker@demo.test');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('audit ledger, custody and exports of the demo order (issue [4/7])', () => {
  let platform: Platform;
  let member: string;
  let auditor: string;
  let stranger: SignedInMember;

  const signIn = async (role: (typeof DEMO_ACCOUNTS)[number]['role']) => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    const answer = await platform.api('/token', { form: { grant_type: 'password', client_id: PUBLIC_CLIENT_ID, username: account.email, password: account.password } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return TokenResponse.parse(answer.body).access_token;
  };
  const read = (path: string, token?: string) => platform.api(path, token ? { token } : {});
  /** A download as its bytes, with its headers. */
  const download = async (path: string, token: string) => {
    const response = await fetch(platform.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  /** A GET until `ready` holds (the read models follow the log by a few milliseconds). */
  async function readWhen(path: string, token: string, ready: (answer: { status: number; body: any }) => boolean) {
    let last: unknown;
    for (let i = 0; i < 400; i++) {
      const answer = await read(path, token);
      last = answer;
      if (ready(answer)) return answer;
      await sleep(25);
    }
    throw new Error(`${path} never became ready: ${JSON.stringify(last)}`);
  }

  beforeAll(async () => {
    platform = await startTestPlatform();
    await seedDemoAccounts(platform.deps);
    [member, auditor] = [await signIn('authenticated'), await signIn('auditor')];
    const worker = { token: await signIn('worker') };
    expect((await uploadCover(platform, worker.token, DEMO_ORDER_ID, 1, aJpeg())).status).toBe(200);
    expect((await staffStep(platform, worker, DEMO_ORDER_ID, 'books/1/encapsulate')).status).toBe(200);
    stranger = await aSignedInMember(platform, { prefix: 'stranger' });
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given the demo order, when an auditor reads its ledger, then the +$53.00 correction is there with the worker and the reason, and the ledger ends at the balance the member is shown', async () => {
    // The members model follows the log by a few milliseconds: wait until it names the demo worker.
    const answer = await readWhen(`/api/audit/orders/${DEMO_ORDER_ID}/ledger`, auditor, (a) => a.status === 200 && a.body.people.every((p: { name: unknown }) => p.name !== null));
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const ledger = AuditFeeLedger.parse(answer.body);
    const correction = ledger.entries.find((e) => e.eventType === 'DeclaredValueCorrected')!;
    expect(correction).toMatchObject({
      version: 3,
      actor: { userId: WORKER_ID, role: 'worker' },
      kind: 'change',
      label: 'Declared value corrected: line 2, The Incredible Hulk #181',
      amountCents: 5_300,
      balanceCents: 5_300,
    });
    expect(ledger.people).toContainEqual({ id: WORKER_ID, role: 'worker', name: 'Demo Worker', email: 'worker@demo.test' });
    expect(ledger.people).toContainEqual({ id: memberIdForEmail('member@demo.test'), role: 'authenticated', name: 'Demo Member', email: 'member@demo.test' });
    expect(correction.note).toContain(`$300.00 to $500.00 a book`);
    expect(correction.note).toContain(`Reason: ${CORRECTION_REASON}`);

    const order = await readWhen(`/api/orders/${DEMO_ORDER_ID}`, member, (a) => a.status === 200);
    expect(order.body.balanceCents).toBe(5_300);
    expect(ledger.balanceCents).toBe(order.body.balanceCents);
    expect(ledger.entries.at(-1)!.balanceCents).toBe(order.body.balanceCents);
  });

  it("given the ledger as CSV and the events as JSON lines, then each downloads as a named attachment that reads back as the ledger and the order's events", async () => {
    const csv = await download(`/api/audit/orders/${DEMO_ORDER_ID}/ledger.csv`, auditor);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${DEMO_ORDER_ID}-ledger.csv"`);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const [header, ...records] = csvRecordsOf(csv.text);
    expect(header).toEqual([...FEE_LEDGER_CSV_COLUMNS]);
    const correction = records.find((r) => r[2] === 'DeclaredValueCorrected')!;
    expect(correction.slice(3, 6)).toEqual(['worker', WORKER_ID, 'Demo Worker']);
    expect(correction.slice(9)).toEqual(['53.00', '53.00', 'USD']);
    expect(correction[8]).toContain(`Reason: ${CORRECTION_REASON}`);
    expect(records.at(-1)![10]).toBe('53.00');

    const jsonl = await download(`/api/audit/orders/${DEMO_ORDER_ID}/events.jsonl`, auditor);
    expect(jsonl.status).toBe(200);
    expect(jsonl.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(jsonl.headers.get('content-disposition')).toBe(`attachment; filename="${DEMO_ORDER_ID}-events.jsonl"`);
    expect(jsonl.text.endsWith('\n')).toBe(true);
    const lines = jsonl.text.trimEnd().split('\n').map((line) => AuditEventLine.parse(JSON.parse(line)));
    const recorded = await platform.store.readStream(orderStreamId(DEMO_ORDER_ID));
    expect(lines.map((l) => [l.orderId, l.version, l.eventId, l.type, l.data])).toEqual(recorded.map((r) => [DEMO_ORDER_ID, r.streamVersion, r.eventId, r.type, r.data]));
    const history = AuditOrderHistory.parse((await read(`/api/audit/orders/${DEMO_ORDER_ID}/history`, auditor)).body);
    // The file is the record alone: its lines name people by id, where the history names them from the members model.
    const withoutSummary = ({ summary: _s, ...entry }: { summary: string }) => entry;
    expect(lines.map(({ orderId: _o, data: _d, ...entry }) => withoutSummary(entry))).toEqual(history.events.map(withoutSummary));
    const correctionLine = lines.find((l) => l.type === 'DeclaredValueCorrected')!;
    expect(correctionLine.summary).toMatch(new RegExp(`^Worker ${WORKER_ID} corrected`));
    expect(history.events.find((e) => e.type === 'DeclaredValueCorrected')!.summary).toMatch(new RegExp(`^Worker Demo Worker \\(${WORKER_ID.slice(0, 8)}\\) corrected`));
  });

  it('given the day the demo order was recorded, then the period exports hold its events and its ledger; a reversed or too long period is refused with 400', async () => {
    const recorded = await platform.store.readStream(orderStreamId(DEMO_ORDER_ID));
    const day = recorded[0]!.recordedAt.slice(0, 10);
    const lastDay = recorded.at(-1)!.recordedAt.slice(0, 10);

    const events = await download(`/api/audit/events.jsonl?from=${day}&to=${lastDay}`, auditor);
    expect(events.status).toBe(200);
    expect(events.headers.get('content-disposition')).toBe(`attachment; filename="order-events-${day}-to-${lastDay}.jsonl"`);
    const lines = events.text.trimEnd().split('\n').map((line) => AuditEventLine.parse(JSON.parse(line)));
    expect(lines.filter((l) => l.orderId === DEMO_ORDER_ID).map((l) => l.eventId)).toEqual(recorded.map((r) => r.eventId));
    expect(lines.find((l) => l.type === 'DeclaredValueCorrected' && l.orderId === DEMO_ORDER_ID)).toMatchObject({ balanceCents: 5_300, data: { reason: CORRECTION_REASON } });

    const ledgers = await download(`/api/audit/ledger.csv?from=${day}&to=${lastDay}`, auditor);
    expect(ledgers.status).toBe(200);
    expect(ledgers.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...records] = csvRecordsOf(ledgers.text);
    expect(header).toEqual(['order_id', ...FEE_LEDGER_CSV_COLUMNS]);
    const demo = records.filter((r) => r[0] === DEMO_ORDER_ID);
    expect(demo.find((r) => r[3] === 'DeclaredValueCorrected')!.slice(5, 7)).toEqual([WORKER_ID, 'Demo Worker']);
    expect(demo.find((r) => r[3] === 'DeclaredValueCorrected')!.slice(10, 12)).toEqual(['53.00', '53.00']);

    const dayBefore = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    const quarterAndADay = new Date(Date.parse(day) + 92 * 86_400_000).toISOString().slice(0, 10);
    for (const file of ['events.jsonl', 'ledger.csv']) {
      expect(await read(`/api/audit/${file}?from=${day}&to=${dayBefore}`, auditor)).toMatchObject({ status: 400, body: { modelState: { 'model.to': [auditExportMessages.toBeforeFrom] } } });
      expect(await read(`/api/audit/${file}?from=${day}&to=${quarterAndADay}`, auditor)).toMatchObject({ status: 400, body: { modelState: { 'model.to': [auditExportMessages.tooLong] } } });
      expect(await read(`/api/audit/${file}?from=yesterday&to=${day}`, auditor)).toMatchObject({ status: 400, body: { modelState: { 'model.from': [auditExportMessages.dateFormat] } } });
    }
    // A period with nothing recorded in it is an empty file, not an error.
    const empty = await download(`/api/audit/events.jsonl?from=2001-01-01&to=2001-01-31`, auditor);
    expect(empty).toMatchObject({ status: 200, text: '' });
  });

  it("given a sealed demo book, when an auditor reads the order's custody, then it was received, graded and encapsulated under its certification id, by the worker named in full", async () => {
    const answer = await readWhen(`/api/audit/orders/${DEMO_ORDER_ID}/custody`, auditor, (a) => a.status === 200 && a.body.books[0].steps[1].by.name !== null);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const custody = OrderCustody.parse(answer.body);
    const spiderMan = custody.books[0]!;
    expect(spiderMan).toMatchObject({ bookNo: 1, title: 'The Amazing Spider-Man', certificationId: SPIDER_MAN_CERTIFICATE, declaredValueCents: 15_000, correctedValueCents: null });
    expect(spiderMan.steps.map((s) => s.kind)).toEqual(['submitted', 'received', 'pre-graded', 'pressed', 'graded', 'imaged', 'encapsulated']);
    const worker = { id: WORKER_ID, name: 'Demo Worker' };
    expect(spiderMan.steps.find((s) => s.kind === 'received')).toMatchObject({ by: worker, detail: 'Received, declared at $150.00. Note: Demo box: all four books arrived.' });
    expect(spiderMan.steps.find((s) => s.kind === 'graded')).toMatchObject({ by: worker, detail: 'Graded 9.6 Certified' });
    expect(spiderMan.steps.find((s) => s.kind === 'encapsulated')).toMatchObject({ by: worker, detail: `Encapsulated under certification ${SPIDER_MAN_CERTIFICATE}` });
    expect(custody.books[1]).toMatchObject({ declaredValueCents: 30_000, correctedValueCents: 50_000 });
  });

  it("given the demo member, then their order's custody and their sealed comic's custody show staff by initials and id; another member gets 404, nobody signed in 401", async () => {
    const order = await read(`/api/orders/${DEMO_ORDER_ID}/custody`, member);
    expect(order.status).toBe(200);
    expect(order.headers.get('cache-control')).toBe('private, no-store');
    const custody = OrderCustody.parse(order.body);
    expect(custody.books).toHaveLength(4);
    expect(custody.books[0]!.steps[1]!.by).toEqual({ id: WORKER_ID, name: 'D. W.' });
    expect(custody.books[0]!.steps[0]!.by).toEqual({ id: memberIdForEmail('member@demo.test'), name: 'D. M.' });

    // The comic is in the member's comics once the certificates reactor and the projection have taken the seal in.
    const comic = await readWhen(`/api/comics/user/${SPIDER_MAN_CERTIFICATE.toLowerCase()}/custody`, member, (a) => a.status === 200);
    expect(comic.headers.get('cache-control')).toBe('private, no-store');
    const one = OrderCustody.parse(comic.body);
    expect(one).toEqual({ orderId: DEMO_ORDER_ID, books: [custody.books[0]] });

    for (const path of [`/api/orders/${DEMO_ORDER_ID}/custody`, `/api/comics/user/${SPIDER_MAN_CERTIFICATE}/custody`]) {
      expect((await read(path, stranger.token)).status, path).toBe(404);
      expect((await read(path)).status, path).toBe(401);
    }
    // A book not sealed yet is no comic of the member's, and an id that cannot be one is not found either.
    for (const id of [`${DEMO_ORDER_ID}-003`, 'not-a-comic']) expect(await read(`/api/comics/user/${id}/custody`, member), id).toMatchObject({ status: 404, body: { message: 'Comic not found.' } });
    // The demo member's comics brought over from earlier records are theirs, but no order of ours followed them.
    const imported = await readWhen('/api/comics/user/19-DEMOA01-001/custody', member, (a) => a.status !== 404 || a.body.message !== 'Comic not found.');
    expect(imported).toMatchObject({ status: 404, body: { message: custodyMessages.noTimeline } });
    expect((await read('/api/orders/25-NOSUCH1/custody', member)).status).toBe(404);
  });

  it('given a member, then every new audit read answers 403; an auditor with an unknown or malformed order id gets 404', async () => {
    const reads = ['ledger', 'ledger.csv', 'events.jsonl', 'custody'].map((r) => `/api/audit/orders/${DEMO_ORDER_ID}/${r}`);
    reads.push('/api/audit/events.jsonl?from=2025-01-01&to=2025-01-02', '/api/audit/ledger.csv?from=2025-01-01&to=2025-01-02');
    for (const path of reads) {
      expect((await read(path, member)).status, path).toBe(403);
      expect((await read(path)).status, path).toBe(401);
    }
    for (const id of ['25-NOSUCH1', 'not-an-order']) {
      for (const r of ['ledger', 'ledger.csv', 'events.jsonl', 'custody']) {
        expect(await read(`/api/audit/orders/${id}/${r}`, auditor), `${id} ${r}`).toMatchObject({ status: 404, body: { message: 'Order not found.' } });
      }
    }
  });
});
