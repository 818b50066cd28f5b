import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxResponse, LandingCounts, LandingLeadList, leadMessages, type InboxItem } from '@certus/contracts';
import { InProcessDelivery, createLogger } from '@certus/infra';
import { landingCountsProjection, postgresStaffInboxMailLog, runReactor, staffInboxMailReactor, staffInboxProjection } from '@certus/projections';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '@certus/command-service';
import { BOT_CHECK_FAILED } from '../../command-service/src/bot-check/require-solved.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const STAFF_MAILBOX = 'staff-desk@certus.test';

let counter = 0;
const anAddress = () => `collector-${++counter}-${Date.now()}@example.test`;

describe('leads over HTTP: landing, dealer and call-back forms, problem reports, the staff inbox and its mail (real PostgreSQL and SMTP)', () => {
  let platform: Platform;
  const stopMail = new AbortController();
  let mailReactor: Promise<void>;
  const tokens: Record<string, string> = {};

  const signIn = async (email: string, password: string) =>
    (await platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: email, password } })).body.access_token as string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    await seedDemoAccounts(platform.deps);
    for (const account of DEMO_ACCOUNTS) tokens[account.role] = await signIn(account.email, account.password);
    // The staff's mail, as the embedded default runs it: the reactor on the platform's store, through its SMTP sink.
    mailReactor = runReactor({
      pool: platform.pool,
      delivery: new InProcessDelivery(platform.store, 50),
      reactor: staffInboxMailReactor({ mailer: platform.deps.mailer, to: STAFF_MAILBOX, publicOrigin: 'http://certus.test', log: postgresStaffInboxMailLog(platform.pool) }),
      logger: createLogger('test', 'silent'),
      signal: stopMail.signal,
    });
  }, 120_000);
  afterAll(async () => {
    stopMail.abort();
    await mailReactor;
    await platform?.stop();
  });

  const aLead = async (overrides: Record<string, unknown> = {}) => ({
    Name: 'Rosa Diaz',
    Email: anAddress(),
    Phone: '(214) 555-0117',
    Location: 'Dallas, Texas',
    Message: 'About 40 Silver Age books to grade.',
    Page: 'services',
    reCAPTCHA: await platform.solvedBotCheck(),
    ...overrides,
  });
  const send = (body: unknown) => platform.api('/api/landings/', { json: body });

  async function inbox(role = 'worker', status = 'all'): Promise<InboxResponse> {
    const answer = await platform.api(`/api/staff/inbox?status=${status}`, { token: tokens[role]! });
    expect(answer.status).toBe(200);
    return InboxResponse.parse(answer.body);
  }

  async function inboxItemWhen(find: (item: InboxItem) => boolean): Promise<InboxItem> {
    for (let i = 0; i < 200; i++) {
      const item = (await inbox()).items.find(find);
      if (item) return item;
      await sleep(25);
    }
    throw new Error('the item never reached the inbox');
  }

  async function staffMailAbout(text: string) {
    for (let i = 0; i < 200; i++) {
      const mail = platform.sink.messages().find((m) => m.to.includes(STAFF_MAILBOX) && m.text.includes(text));
      if (mail) return mail;
      await sleep(25);
    }
    throw new Error(`no staff mail about ${text}`);
  }

  it('given a new address, when the landing form is sent, then it is received, reaches the inbox and the staff mailbox; sent again (any case, another page), then the duplicate message', async () => {
    const lead = await aLead();

    expect(await send(lead)).toMatchObject({ status: 200, body: { message: leadMessages.received, position: expect.any(String) } });
    const item = await inboxItemWhen((i) => i.email === lead.Email);
    expect(item).toMatchObject({ kind: 'Lead', name: 'Rosa Diaz', phone: '(214) 555-0117', location: 'Dallas, Texas', page: 'services', handledAt: null });
    const mail = await staffMailAbout(lead.Email as string);
    expect(mail.subject).toBe('New lead: Rosa Diaz (/services)');
    expect(mail.replyTo).toBe(lead.Email);
    expect(mail.text).toContain('http://certus.test/staff/inbox');

    const again = await send(await aLead({ Email: (lead.Email as string).toUpperCase(), Page: 'submission-form' }));
    expect(again).toMatchObject({ status: 409, body: { message: leadMessages.duplicate } });
  });

  it('given a form without a solved bot check, or with one used already, when sent, then 400 on the bot check and nothing is recorded', async () => {
    const lead = await aLead();
    expect(await send({ ...lead, reCAPTCHA: '' })).toMatchObject({ status: 400, body: { modelState: { 'model.reCAPTCHA': ['Please complete the bot check.'] } } });
    expect(await send(lead)).toMatchObject({ status: 200 });
    expect(await send({ ...lead, Email: anAddress() })).toMatchObject({ status: 400, body: { modelState: { 'model.reCAPTCHA': [BOT_CHECK_FAILED] } } });
  });

  it('given malformed fields, when the landing form is sent, then 400 names each field with its message', async () => {
    const answer = await send(await aLead({ Name: ' ', Email: 'not-an-address', Phone: 'call me', Page: 'elsewhere' }));
    expect(answer.status).toBe(400);
    expect(answer.body.modelState).toMatchObject({
      'model.Name': [leadMessages.nameRequired],
      'model.Email': ['The Email field is not a valid e-mail address.'],
      'model.Phone': [leadMessages.phoneInvalid],
      'model.Page': [expect.any(String)],
    });
  });

  it('given the dealer form, when sent without the business, then 400; when sent whole, then a dealer request, even from an address that sent the landing form; twice, the duplicate message', async () => {
    const email = anAddress();
    expect(await send(await aLead({ Email: email }))).toMatchObject({ status: 200 });
    const dealer = async () => ({ ...(await aLead({ Email: email, Page: 'become-dealer' })), Company: 'Capital City Comics', Website: 'capitalcitycomics.example', BusinessType: 'Comic shop' });

    const missing = await send({ ...(await dealer()), Company: '', BusinessType: undefined });
    expect(missing).toMatchObject({ status: 400, body: { modelState: { 'model.Company': [leadMessages.companyRequired], 'model.BusinessType': [leadMessages.businessTypeRequired] } } });

    expect(await send(await dealer())).toMatchObject({ status: 200, body: { message: leadMessages.dealerReceived } });
    expect(await inboxItemWhen((i) => i.email === email && i.kind === 'DealerRequest')).toMatchObject({
      company: 'Capital City Comics',
      website: 'capitalcitycomics.example',
      businessType: 'Comic shop',
      page: 'become-dealer',
    });
    expect(await send(await dealer())).toMatchObject({ status: 409, body: { message: leadMessages.duplicate } });
  });

  it('given a call-back request, when the same number asks again (typed otherwise), then it is pending; once handled, the number may ask again', async () => {
    const digits = String(2_000_000_000 + Math.floor(Math.random() * 999_999_999));
    const typed = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const ask = (phone: string) => platform.api('/api/landings/AddCallInfo/', { json: { CallName: 'Alan Brooks', CallPhone: phone } });

    expect(await ask(typed)).toMatchObject({ status: 200, body: { message: leadMessages.callbackReceived } });
    expect(await ask(digits)).toMatchObject({ status: 409, body: { message: leadMessages.callbackPending } });
    const item = await inboxItemWhen((i) => i.kind === 'Callback' && i.phone === typed);
    expect((await staffMailAbout(typed)).subject).toBe(`Call-back request: Alan Brooks, ${typed}`);

    expect(await platform.api(`/api/staff/inbox/${item.id}/handled`, { method: 'POST', token: tokens.editor! })).toMatchObject({ status: 200, body: { message: leadMessages.handled } });
    expect(await ask(digits)).toMatchObject({ status: 200 });
    expect(await ask('12')).toMatchObject({ status: 400, body: { modelState: { 'model.CallPhone': [leadMessages.phoneInvalid] } } });
  });

  it("given a signed-in member, when a problem is reported, then it is theirs whatever the body claims; the spec's two messages guard the description; nobody is refused", async () => {
    const report = (body: unknown, token?: string) => platform.api('/api/userprofile/ReportProblem', { json: body, ...(token ? { token } : {}) });
    const description = `My order page shows no tracker (${anAddress()}).`;

    expect(await report({ Description: description })).toMatchObject({ status: 401 });
    expect(await report({ Description: '   ' }, tokens.authenticated)).toMatchObject({ status: 400, body: { modelState: { 'model.Description': [leadMessages.descriptionRequired] } } });
    expect(await report({ Description: 'x'.repeat(501) }, tokens.authenticated)).toMatchObject({ status: 400, body: { modelState: { 'model.Description': [leadMessages.descriptionTooLong] } } });
    expect(await report({ Description: 'x'.repeat(500) }, tokens.authenticated)).toMatchObject({ status: 200 });

    const forged = { Description: description, UserId: 'someone-else', UserName: 'Someone Else', Email: 'someone@example.test' };
    expect(await report(forged, tokens.authenticated)).toMatchObject({ status: 200, body: { message: leadMessages.problemReceived } });
    const item = await inboxItemWhen((i) => i.message === description);
    expect(item).toMatchObject({ kind: 'ProblemReport', name: 'Demo Member', email: 'member@demo.test', memberId: expect.not.stringMatching('someone-else') });
    const { rows } = await platform.pool.query("SELECT data FROM events WHERE type = 'ProblemReported' AND data->>'description' = $1", [description]);
    expect(rows[0].data).toMatchObject({ userName: 'Demo Member', email: 'member@demo.test' });
    expect(rows[0].data.memberId).not.toBe('someone-else');
    expect((await staffMailAbout(description)).replyTo).toBe('member@demo.test');
  });

  it('given the staff roles, when they read the inbox and the leads, then the worker and the editor may; an auditor and a member are forbidden and nobody unauthorized; handling shows who and when', async () => {
    const lead = await aLead();
    await send(lead);
    const item = await inboxItemWhen((i) => i.email === lead.Email);

    for (const path of ['/api/staff/inbox', '/api/landings', `/api/landings/${encodeURIComponent(lead.Email as string)}`]) {
      expect((await platform.api(path)).status).toBe(401);
      expect((await platform.api(path, { token: tokens.authenticated! })).status).toBe(403);
      // People's contact details are not an auditor's business: staff, but not among the inbox's roles.
      expect((await platform.api(path, { token: tokens.auditor! })).status).toBe(403);
      const answer = await platform.api(path, { token: tokens.editor! });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    const leads = LandingLeadList.parse((await platform.api('/api/landings', { token: tokens.worker! })).body);
    expect(leads.map((l) => l.kind)).not.toContain('Callback');
    expect(leads.map((l) => l.kind)).not.toContain('ProblemReport');
    const ofAddress = LandingLeadList.parse((await platform.api(`/api/landings/${encodeURIComponent((lead.Email as string).toUpperCase())}`, { token: tokens.worker! })).body);
    expect(ofAddress.map((l) => l.id)).toEqual([item.id]);
    expect(await platform.api('/api/landings/not-an-address', { token: tokens.worker! })).toMatchObject({ status: 400 });

    const before = await inbox();
    const newestFirst = before.items.map((i) => i.submittedAt);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    expect(new Set(before.items.map((i) => i.kind))).toEqual(new Set(['Lead', 'DealerRequest', 'Callback', 'ProblemReport']));

    expect(await platform.api(`/api/staff/inbox/${item.id}/handled`, { method: 'POST', token: tokens.authenticated! })).toMatchObject({ status: 403 });
    expect(await platform.api(`/api/staff/inbox/${item.id}/handled`, { method: 'POST', token: tokens.auditor! })).toMatchObject({ status: 403 });
    expect(await platform.api(`/api/staff/inbox/${item.id}/handled`, { method: 'POST', token: tokens.worker! })).toMatchObject({ status: 200 });
    expect(await platform.api(`/api/staff/inbox/${item.id}/handled`, { method: 'POST', token: tokens.editor! })).toMatchObject({ status: 200 });
    expect(await platform.api('/api/staff/inbox/no-such-item/handled', { method: 'POST', token: tokens.worker! })).toMatchObject({ status: 404, body: { message: leadMessages.itemNotFound } });
    const handled = await inboxItemWhen((i) => i.id === item.id && i.handledAt !== null);
    expect(handled.handledBy).toBe('Demo Worker');
    const after = await inbox('worker', 'open');
    expect(after.items.map((i) => i.id)).not.toContain(item.id);
    expect(after.open).toBe(after.items.length);
    expect((await inbox('worker', 'handled')).items.map((i) => i.id)).toContain(item.id);
    expect(await platform.api('/api/staff/inbox?status=someday', { token: tokens.worker! })).toMatchObject({ status: 400 });
    const { rows } = await platform.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'InboxItemHandled' AND data->>'itemId' = $1", [item.id]);
    expect(rows[0].n).toBe(1);
  });

  it('given the events, when the counts are asked by anyone, then they equal the certificates, pressed books and activated members counted from the log, cacheable 300 s', async () => {
    const head = await platform.store.headCheckpoint();
    const expected = async () => {
      const { rows } = await platform.pool.query(`SELECT
        (SELECT count(DISTINCT data->>'certificationId') FROM events WHERE type = 'ComicCertified')::int AS graded_comic_count,
        (SELECT count(DISTINCT (data->>'orderId') || ':' || (data->>'bookNo')) FROM events WHERE type = 'BookPressed')::int AS pressing_comic_count,
        (SELECT count(DISTINCT data->>'memberId') FROM events WHERE type = 'MemberActivated')::int AS customer_count`);
      return rows[0];
    };
    let answer = await platform.api('/api/landings/counts');
    for (let i = 0; i < 200 && JSON.stringify(answer.body) !== JSON.stringify(await expected()); i++) {
      await sleep(25);
      answer = await platform.api('/api/landings/counts');
    }
    expect(head).toBeTruthy();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const counts = LandingCounts.parse(answer.body);
    expect(counts).toEqual(await expected());
    expect(counts.graded_comic_count).toBeGreaterThan(2_000);
    expect(counts.pressing_comic_count).toBeGreaterThanOrEqual(1);
    expect(counts.customer_count).toBeGreaterThanOrEqual(3);
  });

  it('given the live staff_inbox and landing_counts tables, when the log is applied again and when rebuilt from 0, then the rows are the same', async () => {
    await expectReplayAndRebuildIdentical(platform, staffInboxProjection, 'staff_inbox', 'item_id');
    await expectReplayAndRebuildIdentical(platform, landingCountsProjection, 'landing_counts', 'counter');
  });

  it('given the demo seed run again, then the demo leads are stored once and each mailed to the staff once', async () => {
    await seedDemoAccounts(platform.deps);
    const { rows } = await platform.pool.query("SELECT count(*)::int AS n FROM events WHERE command_id LIKE 'demo-seed:leads:%' AND type IN ('LeadSubmitted', 'DealerRequestSubmitted', 'CallbackRequested', 'ProblemReported')");
    expect(rows[0].n).toBe(4);
    await staffMailAbout('marcus@capitalcitycomics.example');
    expect(platform.sink.messages().filter((m) => m.subject === 'Dealer request: Capital City Comics (Marcus Webb)')).toHaveLength(1);
  });
});
