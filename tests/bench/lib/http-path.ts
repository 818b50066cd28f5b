import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance as nodePerformance } from 'node:perf_hooks';
import type { RecordedEvent } from '@certus/contracts';
import { DomainEvent, PUBLIC_CLIENT_ID, memberStreamId, sessionStreamId } from '@certus/contracts';
import {
  InProcessDelivery,
  NO_STREAM,
  PostgresEventStore,
  randomIds,
  type AppendOptions,
  type AppendResult,
  type ExpectedVersion,
  type NewEvent,
} from '@certus/infra';
import type { CommandServiceDeps } from '@certus/command-service';
import { handleCommand } from '@certus/command-service/shared/command-handler';
import { memberDecider } from '@certus/command-service/members/member.decider';
import { sessionDecider } from '@certus/command-service/sessions/session.decider';
import { memberIdForEmail } from '@certus/command-service/members/member-id';
import { sha256 } from '@certus/command-service/shared/hashing';
import { fold } from '@certus/command-service/shared/decider';
import { allProjections, runProjectionWorker } from '@certus/projections';
import { projectionsCaughtUp } from './projections-caught-up.ts';
import type { LoadMode, LoadRequest, LoadResult, LoadTarget } from '../http-load-generator.ts';
import { composeBenchPlatform } from './bench-platform.ts';
import { cpuSince, cpuSnapshot, type CpuUse } from './cpu.ts';
import { forkLoadGenerator } from './load-generator.ts';
import { sampleWaitEvents } from './wait-events.ts';
import type { BenchPostgres } from './postgres.ts';
import { Samples, summarize } from './stats.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PASSWORD = 'bench-password-1';
const SEED_ACTOR = { userId: null, role: 'system' as const };
/** Members whose sessions the HTTP runs sign in (Login never touches the member stream any more). */
const MEMBERS = 64;
const SESSION_TTL_MS = 30 * 86_400_000;

/** The event store the app gets, timing readStream and append (two performance.now() calls each). */
class TimedStore extends PostgresEventStore {
  reads = new Samples();
  appends = new Samples();
  eventsRead = 0;
  reset() {
    this.reads = new Samples();
    this.appends = new Samples();
    this.eventsRead = 0;
  }
  override async readStream(streamId: string, range?: { from?: number; to?: number }): Promise<RecordedEvent[]> {
    const t0 = performance.now();
    const events = await super.readStream(streamId, range);
    this.reads.push(performance.now() - t0);
    this.eventsRead += events.length;
    return events;
  }
  override async append(streamId: string, expected: ExpectedVersion, events: NewEvent[], options?: AppendOptions): Promise<AppendResult> {
    const t0 = performance.now();
    const result = await super.append(streamId, expected, events, options);
    this.appends.push(performance.now() - t0);
    return result;
  }
}

export interface HttpRunResult {
  label: string;
  concurrency: number;
  workerRunning: boolean;
  commandsPerSecond: number;
  latencyMs: LoadResult['latencyMs'];
  errors: number;
  firstError?: string;
  seconds: number;
  /** Server-side means per command (ms): whole request inside Node, and the store calls within it. */
  server: {
    requestMeanMs: number;
    requestP99Ms: number;
    readStreamMeanMs: number;
    appendMeanMs: number;
    appendP99Ms: number;
    meanStreamLength: number;
    eventLoopUtilization: number;
    eventLoopDelayP99Ms: number;
  };
  cpu: CpuUse & { loadGenerator: number };
  /** Server CPU per successful request (ms). */
  serverCpuMsPerRequest: number;
  waitEvents: { samples: number; shares: { what: string; share: number }[] };
  /** Sessions (access tokens) the run was given, each started by a SessionStarted before the run. */
  sessions: number;
  /** MemberSignedIn stored in session streams during the run (must equal the successful commands). */
  eventsStored: number;
  /** Session streams that got a MemberSignedIn during the run, and the most any one got. */
  sessionsSignedIn: number;
  maxSignInsPerSession: number;
}

export interface HttpBench {
  baseUrl: string;
  jwtSecret: string;
  commands: CommandServiceDeps;
  store: TimedStore;
  pool: import('pg').Pool;
  /**
   * Runs the load generator for `durationMs`. Login runs get `sessions` fresh sessions (default: enough
   * for about one Login each at the best rate seen so far, as on the site, where Login follows the grant).
   */
  run(label: string, concurrency: number, durationMs: number, options?: { sessions?: number; worker?: boolean; mode?: LoadMode }): Promise<HttpRunResult>;
  /** The same load generator against a bare node:http server answering a small JSON body: Node's own HTTP floor. */
  runBareNode(concurrency: number, durationMs: number): Promise<LoadResult & { serverCores: number }>;
  /** New sessions of the bench's members (SessionStarted appended, access token issued). */
  openSessions(count: number): Promise<(LoadTarget & { sessionId: string })[]>;
  close(): Promise<void>;
}

/**
 * The platform's HTTP command side, composed as infra/platform/src/embedded.ts composes it
 * (createServiceApp + commandRouter(composeCommandService(...)) + queryRouter, projection workers
 * in-process), on a loopback port, with rate limits out of the way; the load comes from a forked process.
 */
export async function startHttpBench(pgServer: BenchPostgres): Promise<HttpBench> {
  const { url, pool, store, logger, jwtSecret, commands, listen } = await composeBenchPlatform(
    pgServer,
    'bench_http',
    (pool) => new TimedStore(pool, { now: () => new Date() }, randomIds),
  );

  // Projection workers, as embedded.ts runs them; they can be paused for a comparison run.
  let workers: { stop: AbortController; done: Promise<void>[] } | undefined;
  const startWorkers = () => {
    if (workers) return;
    const stop = new AbortController();
    const delivery = new InProcessDelivery(store);
    workers = {
      stop,
      done: allProjections.map((projection) =>
        runProjectionWorker({ pool, delivery, projection, logger, signal: stop.signal, standbyRetryMs: 1000 }),
      ),
    };
  };
  const stopWorkers = async () => {
    if (!workers) return;
    workers.stop.abort();
    await Promise.allSettled(workers.done);
    workers = undefined;
  };
  startWorkers();

  const { server, baseUrl } = await listen();

  // Server-side request time, from the request event to the response's end.
  let requestTimes = new Samples();
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const t0 = performance.now();
    res.once('finish', () => requestTimes.push(performance.now() - t0));
  });

  // The members: registered and activated through the member decider, each signed in once through the
  // real password grant (POST /token: argon2 verify, SessionStarted, access token), which proves the path.
  const passwordHash = await commands.passwords.hash(PASSWORD);
  const members: { memberId: string; email: string }[] = [];
  let spare: LoadTarget[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const email = `bench-${i}@bench.test`;
    await registerMember(commands, email, passwordHash);
    members.push({ memberId: memberIdForEmail(email), email });
    spare.push({ email, token: await passwordGrant(baseUrl, email) });
  }

  // Further sessions as the password grant starts them (the session decider's SessionStarted on a new
  // stream, an access token for it), without the argon2 check each grant pays: that is not Login's cost.
  let opened = 0;
  const openSessions = async (count: number) => {
    const targets: (LoadTarget & { sessionId: string })[] = new Array(count);
    let next = 0;
    const now = new Date();
    const lane = async () => {
      for (let i = next++; i < count; i = next++) {
        const member = members[opened++ % members.length]!;
        const sessionId = randomUUID();
        const events = sessionDecider.decide(
          {
            type: 'StartSession',
            sessionId,
            memberId: member.memberId,
            refreshTokenHash: sha256(`${sessionId}.${commands.secrets.token(32)}`),
            now: now.toISOString(),
            expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
          },
          sessionDecider.initialState(),
        );
        const commandId = `bench-session:${sessionId}`;
        await store.append(
          sessionStreamId(sessionId),
          NO_STREAM,
          events.map((e) => ({ type: e.type, data: e.data, metadata: { correlationId: commandId, causationId: commandId, actor: SEED_ACTOR } })),
        );
        const token = await commands.tokens.issue({ userId: member.memberId, email: member.email, role: 'authenticated', sessionId, displayName: 'Bench Member' });
        targets[i] = { email: member.email, token, sessionId };
      }
    };
    await Promise.all(Array.from({ length: 32 }, lane));
    return targets;
  };

  const child = await forkLoadGenerator<LoadRequest>(path.join(HERE, '..', 'http-load-generator.ts'));
  let closed = false;
  let bestRate = 0;

  return {
    baseUrl,
    jwtSecret,
    commands,
    store,
    pool,
    openSessions,
    async run(label, concurrency, durationMs, options = {}) {
      const mode = options.mode ?? 'login';
      const wanted = options.sessions ?? Math.ceil((Math.max(bestRate || 2000, 500) * durationMs * 1.5) / 1000);
      const targets = [...spare.splice(0, wanted)];
      targets.push(...(await openSessions(Math.max(concurrency, wanted) - targets.length)));
      if (options.worker === false) await stopWorkers();
      else {
        startWorkers();
        await projectionsCaughtUp(pool, store, 30_000);
      }
      const before = await signInPosition(pool);
      store.reset();
      requestTimes = new Samples();
      const waits = await sampleWaitEvents(url);
      const loopDelay = monitorEventLoopDelay({ resolution: 5 });
      loopDelay.enable();
      const elu0 = nodePerformance.eventLoopUtilization();
      const cpu0 = cpuSnapshot();
      const result = await child.run({ type: 'run', baseUrl, targets, concurrency, durationMs, mode });
      const cpu = cpuSince(cpu0);
      const elu = nodePerformance.eventLoopUtilization(elu0);
      loopDelay.disable();
      const waitEvents = await waits.stop();
      const signIns = await signInsAfter(pool, before);
      if (signIns.outsideSessions > 0) throw new Error(`${signIns.outsideSessions} MemberSignedIn events landed outside session streams`);
      const reads = summarize(store.reads.values());
      const appends = summarize(store.appends.values());
      const requests = summarize(requestTimes.values());
      startWorkers();
      if (mode === 'login' && options.worker !== false) bestRate = Math.max(bestRate, result.perSecond);
      return {
        label,
        concurrency,
        workerRunning: options.worker !== false,
        commandsPerSecond: result.perSecond,
        latencyMs: result.latencyMs,
        errors: result.errors,
        ...(result.firstError ? { firstError: result.firstError } : {}),
        seconds: result.seconds,
        server: {
          requestMeanMs: requests.mean,
          requestP99Ms: requests.p99,
          readStreamMeanMs: reads.mean,
          appendMeanMs: appends.mean,
          appendP99Ms: appends.p99,
          meanStreamLength: reads.count ? store.eventsRead / reads.count : 0,
          eventLoopUtilization: elu.utilization,
          eventLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        },
        cpu: { ...cpu, loadGenerator: result.cpuCores },
        serverCpuMsPerRequest: result.perSecond ? (cpu.self * 1000) / result.perSecond : Number.NaN,
        waitEvents,
        sessions: targets.length,
        eventsStored: signIns.stored,
        sessionsSignedIn: signIns.sessions,
        maxSignInsPerSession: signIns.maxPerSession,
      };
    },
    async runBareNode(concurrency, durationMs) {
      const bare = createServer((_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end('{"status":"ok"}');
      });
      await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
      try {
        const targets = Array.from({ length: concurrency }, (_, i) => ({ email: `bare-${i}@bench.test`, token: 'x' }));
        const cpu0 = cpuSnapshot();
        const result = await child.run({
          type: 'run',
          baseUrl: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
          targets,
          concurrency,
          durationMs,
          mode: 'frame',
        });
        return { ...result, serverCores: cpuSince(cpu0).self };
      } finally {
        bare.closeAllConnections();
        bare.close();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      spare = [];
      child.stop();
      server.close();
      server.closeAllConnections();
      await stopWorkers();
      await commands.close();
      await store.close();
      commands.mailer.close();
    },
  };
}

/** The highest global position so far: the run's sign-ins are the MemberSignedIn events after it. */
async function signInPosition(pool: import('pg').Pool): Promise<string> {
  const { rows } = await pool.query<{ p: string }>(`SELECT coalesce(max(global_position), 0)::text AS p FROM events`);
  return rows[0]?.p ?? '0';
}

async function signInsAfter(pool: import('pg').Pool, position: string) {
  const { rows } = await pool.query<{ stored: number; outside: number; sessions: number; max_per: number }>(
    `SELECT coalesce(sum(n) FILTER (WHERE stream_id LIKE 'Session-%'), 0)::int AS stored,
            coalesce(sum(n) FILTER (WHERE stream_id NOT LIKE 'Session-%'), 0)::int AS outside,
            count(*) FILTER (WHERE stream_id LIKE 'Session-%')::int AS sessions,
            coalesce(max(n), 0)::int AS max_per
     FROM (SELECT stream_id, count(*) AS n FROM events
           WHERE type = 'MemberSignedIn' AND global_position > $1::bigint GROUP BY stream_id) AS s`,
    [position],
  );
  const r = rows[0]!;
  return { stored: r.stored, outsideSessions: r.outside, sessions: r.sessions, maxPerSession: r.max_per };
}

/** Registers and activates a member through the member decider, the way seedDemoAccounts does. */
async function registerMember(deps: CommandServiceDeps, email: string, passwordHash: string): Promise<void> {
  const memberId = memberIdForEmail(email);
  const stream = memberStreamId(memberId);
  const code = deps.secrets.token(24);
  const now = deps.clock.now().toISOString();
  const context = (step: string) => {
    const commandId = `bench-seed:${email}:${step}`;
    return { commandId, metadata: { correlationId: 'bench-seed', causationId: commandId, commandId, actor: SEED_ACTOR } };
  };
  await handleCommand(deps.store, stream, memberDecider, {
    type: 'RegisterMember',
    memberId,
    email,
    userName: email,
    firstName: 'Bench',
    lastName: 'Member',
    phone: '',
    passwordHash,
    activationCodeHash: sha256(code),
    now,
  }, context('register'));
  await handleCommand(deps.store, stream, memberDecider, { type: 'ActivateMember', activationCodeHash: sha256(code), now }, context('activate'));
}

async function passwordGrant(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: PUBLIC_CLIENT_ID, username: email, password: PASSWORD }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`POST /token for ${email}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Cheap measurements of the pieces of one Login command, outside the HTTP load. */
export async function measureCommandPieces(bench: HttpBench) {
  const tokens = bench.commands.tokens;
  const timeIt = async (n: number, fn: (i: number) => Promise<unknown> | unknown) => {
    for (let i = 0; i < Math.min(50, n); i++) await fn(i);
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await fn(i);
    return (performance.now() - t0) / n;
  };
  const [fresh] = await bench.openSessions(1);
  const target = fresh!;
  // tokens.verify keeps verified tokens: a token's first request pays the signature check, later ones a Map lookup.
  const cachedVerifyMs = await timeIt(5000, () => tokens.verify(target.token));
  const unseen = await Promise.all(
    Array.from({ length: 2050 }, (_, i) =>
      tokens.issue({ userId: `u-${i}`, email: `verify-${i}@bench.test`, role: 'authenticated', sessionId: randomUUID(), displayName: 'Bench' }),
    ),
  );
  const jwtVerifyMs = await timeIt(2000, (i) => tokens.verify(unseen[i]!));
  // The same HS256 check with node:crypto directly (signature, then the claims JSON), for comparison.
  const key = Buffer.from(bench.jwtSecret);
  const hmacVerifyMs = await timeIt(5000, () => {
    const [h, p, sig] = target.token.split('.');
    const expected = createHmac('sha256', key).update(`${h}.${p}`).digest();
    const given = Buffer.from(sig ?? '', 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad signature');
    return JSON.parse(Buffer.from(p ?? '', 'base64url').toString('utf8')) as unknown;
  });
  // What Login loads: the session stream. A fresh one holds SessionStarted; the longest one the runs left behind.
  const { rows } = await bench.pool.query<{ stream_id: string }>(
    `SELECT stream_id FROM events WHERE stream_id LIKE 'Session-%' GROUP BY stream_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const longStream = rows[0]?.stream_id ?? sessionStreamId(target.sessionId);
  const loadAndFold = (streamId: string) => async () => {
    const events = await bench.store.readStream(streamId);
    return fold(sessionDecider, events.map((e) => DomainEvent.parse({ type: e.type, data: e.data }) as never));
  };
  const streamLength = async (streamId: string) => (await bench.store.readStream(streamId)).length;
  const shortStream = sessionStreamId(target.sessionId);
  const shortLen = await streamLength(shortStream);
  const longLen = await streamLength(longStream);
  const shortLoadMs = await timeIt(300, loadAndFold(shortStream));
  const longLoadMs = await timeIt(300, loadAndFold(longStream));
  const longEvents = await bench.store.readStream(longStream);
  const parseUs = (await timeIt(200, () => longEvents.map((e) => DomainEvent.parse({ type: e.type, data: e.data })))) * 1000 / longEvents.length;
  return { jwtVerifyMs, cachedVerifyMs, hmacVerifyMs, shortLen, shortLoadMs, longLen, longLoadMs, zodParseUsPerEvent: parseUs };
}
