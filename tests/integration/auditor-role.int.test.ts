import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, PUBLIC_CLIENT_ID, TokenResponse, roleMessages, sessionStreamId } from '@certus/contracts';
import { DEMO_ACCOUNTS, commandRouter, seedDemoAccounts } from '@certus/command-service';
import { AUDITOR_SESSION_COMMANDS } from '../../command-service/src/shared/auditors-change-nothing.ts';
import { DEMO_ORDER_ID } from '../../command-service/src/demo/seed-demo-order.ts';
import { accessOf, readRouteTable } from '../fuzz/lib/route-table.ts';
import { startTestPlatform } from '../support/test-platform.ts';

/**
 * Issue [4/7], the auditor role: an account that reads and changes nothing. Every route the command router really
 * mounts (walked from its router stack, so a route added later is tried too) is sent by the demo auditor, signed in
 * through POST /token like anyone; each but the session commands answers 403 with the reason, and the event log
 * does not grow. No projection or reactor runs here, so nothing else appends while the log is watched.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
type Account = (typeof DEMO_ACCOUNTS)[number];

const accountOf = (role: Account['role']) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const AUDITOR = accountOf('auditor');
/** A path the route matches: each parameter given a plain value (the guard answers before any is read). */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x1');
const isSessionCommand = (method: string, path: string) => AUDITOR_SESSION_COMMANDS.some((c) => c.method === method && c.path === path);
const anAddress = { firstName: 'Demo', lastName: 'Auditor', line1: '1 Main St', city: 'Springfield', stateProvince: 'IL', zipPostal: '62701', country: 'US', phone: '5555550100' };

describe('the auditor role: reads, and changes nothing (issue [4/7])', () => {
  let platform: Platform;

  const grant = async (form: Record<string, string>) => {
    const answer = await platform.api('/token', { form: { client_id: PUBLIC_CLIENT_ID, ...form } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return TokenResponse.parse(answer.body);
  };
  const signIn = (account: Account) => grant({ grant_type: 'password', username: account.email, password: account.password });
  /** One request with a Bearer token and, but for a GET, a JSON body; the answer's body as JSON when it is JSON. */
  const send = async (method: string, path: string, token: string, body?: unknown) => {
    const withBody = body !== undefined && method !== 'GET';
    const response = await fetch(platform.baseUrl + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      ...(withBody ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    return { status: response.status, body: json ?? { text: text.slice(0, 60) } };
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ projections: false });
    await seedDemoAccounts(platform.deps);
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given every route the command router mounts, when the demo auditor sends each with a body, then each but the session commands answers 403 with the reason, and the event log has not grown nor a mail gone out', async () => {
    const routes = readRouteTable(commandRouter(platform.deps) as never).routes.map((r) => ({ method: r.method.toUpperCase(), path: r.path }));
    expect(routes.length).toBeGreaterThan(40);
    // Each session command is a route the router really mounts: the exceptions are not a stale list.
    for (const command of AUDITOR_SESSION_COMMANDS) expect(routes).toContainEqual({ method: command.method, path: command.path });
    const { access_token: token } = await signIn(AUDITOR);
    const head = await platform.store.headCheckpoint();
    const mails = platform.sink.messages().length;

    const answers: string[] = [];
    for (const route of routes.filter((r) => !isSessionCommand(r.method, r.path))) {
      const answer = await send(route.method, concrete(route.path), token, { note: 'an auditor tries to change something' });
      const shaped = ErrorBody.strict().safeParse(answer.body).success ? 'error shape' : 'no error shape';
      answers.push(`${route.method} ${route.path}: ${answer.status}, ${shaped}, ${answer.body?.message}`);
    }

    expect(answers.filter((a) => !a.endsWith(`: 403, error shape, ${roleMessages.auditorChangesNothing}`))).toEqual([]);
    expect(await platform.store.headCheckpoint()).toEqual(head);
    expect(platform.sink.messages()).toHaveLength(mails);
  });

  it('given the route table the access matrix and the fuzz read, then it shows the guard: an auditor refused on every command route but the session commands', () => {
    const routes = readRouteTable(commandRouter(platform.deps) as never).routes;
    const auditorAccess = routes.map((r) => `${r.method.toUpperCase()} ${r.path}: ${accessOf(r).auditor}`);
    const expected = routes.map((r) => `${r.method.toUpperCase()} ${r.path}: ${isSessionCommand(r.method.toUpperCase(), r.path) ? 'pass' : 403}`);
    expect(auditorAccess).toEqual(expected);
  });

  it('given the demo auditor, when they sign in, record the sign-in, refresh and sign out, then each works and their session stream holds it; the ended token is then refused as nobody (401)', async () => {
    const signedIn = await signIn(AUDITOR);
    expect(signedIn.userRole).toBe('auditor');
    const email = encodeURIComponent(AUDITOR.email);
    expect((await send('POST', `/api/account/Login?Email=${email}`, signedIn.access_token)).status).toBe(200);

    const refreshed = await grant({ grant_type: 'refresh_token', refresh_token: signedIn.refresh_token });
    expect(refreshed.userRole).toBe('auditor');
    expect((await send('POST', `/api/account/Logout?Email=${email}`, refreshed.access_token)).status).toBe(200);

    const sessionId = signedIn.refresh_token.split('.')[0]!;
    const session = await platform.store.readStream(sessionStreamId(sessionId));
    expect(session.map((e) => e.type)).toEqual(['SessionStarted', 'MemberSignedIn', 'RefreshTokenRotated', 'SessionRevoked']);
    // The grants are made by nobody yet (no access token); the sign-in record and the sign-out by the auditor.
    expect(session.map((e) => e.metadata.actor.role)).toEqual(['anonymous', 'auditor', 'anonymous', 'auditor']);
    expect((await send('POST', '/api/userprofile/address', refreshed.access_token, anAddress)).status).toBe(401);
  });

  it('given the demo auditor, when they read (a GET, and the population search, a query with a body), then the reads are answered', async () => {
    const { access_token: token } = await signIn(AUDITOR);
    expect(await send('GET', '/api/orders/userorders/10', token)).toMatchObject({ status: 200, body: [] });
    expect((await send('POST', '/api/popreport/search', token, { RequestTitle: 'spider' })).status).toBe(200);
  });

  it("given the same commands, when a member and a worker send them, then the new guard lets them through to the route's own answer", async () => {
    const auditor = (await signIn(AUDITOR)).access_token;
    const member = (await signIn(accountOf('authenticated'))).access_token;
    const worker = (await signIn(accountOf('worker'))).access_token;

    expect(await send('POST', '/api/userprofile/address', auditor, anAddress)).toMatchObject({ status: 403, body: { message: roleMessages.auditorChangesNothing } });
    expect((await send('POST', '/api/userprofile/address', member, anAddress)).status).toBe(200);

    // The demo order was received long ago: the worker gets the order's own refusal, not the auditor's.
    const receive = `/api/staff/orders/${DEMO_ORDER_ID}/receive`;
    const books = { books: [1, 2, 3, 4].map((bookNo) => ({ bookNo, arrived: true })) };
    expect(await send('POST', receive, auditor, books)).toMatchObject({ status: 403, body: { message: roleMessages.auditorChangesNothing } });
    const byWorker = await send('POST', receive, worker, books);
    expect(byWorker.status).toBe(409);
    expect(byWorker.body.message).not.toBe(roleMessages.auditorChangesNothing);
  });
});
