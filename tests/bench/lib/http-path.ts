import { fork, type ChildProcess } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance as nodePerformance } from 'node:perf_hooks';
import { pino } from 'pino';
import type { RecordedEvent } from '@certus/contracts';
import { DomainError, DomainEvent, PUBLIC_CLIENT_ID, SignInAuditQuery, accountMessages, memberStreamId } from '@certus/contracts';
import { Router } from 'express';
import {
  InProcessDelivery,
  PostgresEventStore,
  STREAM_EXISTS,
  createServiceApp,
  cryptoSecrets,
  parseOr400,
  requireUser,
  randomIds,
  systemClock,
  type AppendOptions,
  type AppendResult,
  type ExpectedVersion,
  type Mailer,
  type NewEvent,
  type PlatformConfig,
} from '@certus/infra';
import { commandRouter, composeCommandService, type CommandServiceDeps } from '@certus/command-service';
import { handleCommand } from '@certus/command-service/shared/command-handler';
import { memberDecider } from '@certus/command-service/members/member.decider';
import { memberIdForEmail } from '@certus/command-service/members/member-id';
import { sha256 } from '@certus/command-service/shared/hashing';
import { fold } from '@certus/command-service/shared/decider';
import { commandContext } from '@certus/command-service/shared/metadata';
import { queryRouter } from '@certus/query-service';
import { allProjections, migrate, runProjectionWorker } from '@certus/projections';
import type { LoadMode, LoadRequest, LoadResult, LoadTarget } from '../http-load-generator.ts';
import { cpuSince, cpuSnapshot, type CpuUse } from './cpu.ts';
import { sampleWaitEvents } from './wait-events.ts';
import { useAppendFunction } from './no-notify.ts';
import type { BenchPostgres } from './postgres.ts';
import { Samples, summarize } from './stats.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PASSWORD = 'bench-password-1';
const SEED_ACTOR = { userId: null, role: 'system' as const };

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
  /** MemberSignedIn events stored during the run (must equal the successful commands). */
  eventsStored: number;
  /** One member of the run (its stream grew during it). */
  sampleMember: string;
}

export interface HttpBench {
  baseUrl: string;
  jwtSecret: string;
  commands: CommandServiceDeps;
  store: TimedStore;
  pool: import('pg').Pool;
  run(
    label: string,
    concurrency: number,
    durationMs: number,
    options?: { members?: number; worker?: boolean; mode?: LoadMode; appendWithoutNotify?: boolean },
  ): Promise<HttpRunResult>;
  /** The same load generator against a bare node:http server answering a small JSON body: Node's own HTTP floor. */
  runBareNode(concurrency: number, durationMs: number): Promise<LoadResult & { serverCores: number }>;
  /** A member set registered and signed in (tokens), for micro-measurements and profiling. */
  prepareMembers(count: number): Promise<LoadTarget[]>;
  close(): Promise<void>;
}

/**
 * The platform's HTTP command side, composed as infra/platform/src/embedded.ts composes it
 * (createServiceApp + commandRouter(composeCommandService(...)) + queryRouter, projection workers
 * in-process), on a loopback port, with rate limits out of the way; the load comes from a forked process.
 */
export async function startHttpBench(pgServer: BenchPostgres): Promise<HttpBench> {
  const { url, pool } = await pgServer.database('bench_http', 40);
  await PostgresEventStore.ensureSchema(pool);
  await migrate(pool);
  // Same logger as createLogger (info level, pino-http line per request), written to /dev/null.
  const logger = pino(
    { name: 'certus', level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh_token'] },
    pino.destination({ dest: '/dev/null', sync: true }),
  );
  const config: PlatformConfig = {
    port: 0,
    publicOrigin: 'http://127.0.0.1',
    databaseUrl: url,
    natsUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Certus <no-reply@certus.test>',
    jwtSecret: undefined,
    altchaHmacKey: undefined,
    accessTokenTtlSeconds: 3600,
    refreshTokenTtlDays: 30,
    passwordResetTtlMinutes: 60,
    rateLimits: { tokenPerMinute: 1e9, accountPerMinute: 1e9 },
  };
  const store = new TimedStore(pool, { now: () => new Date() }, randomIds);
  const jwtSecret = cryptoSecrets.token(32);
  const mailer: Mailer = { send: async () => undefined, close: () => undefined }; // no command here sends mail
  const commands = await composeCommandService({
    config: { ...config, jwtSecret, altchaHmacKey: cryptoSecrets.token(32), smtpUrl: 'smtp://127.0.0.1:25?tls=off' },
    pool,
    store,
    logger,
    mailer,
  });

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

  const app = createServiceApp({
    logger,
    ids: randomIds,
    tokens: commands.tokens,
    publicOrigin: config.publicOrigin,
    routers: [commandRouter(commands), queryRouter({ pool })],
    // Bench-only experiment, mounted where the SPA would be (after every API route, so it changes nothing for them).
    fallbacks: [appendOnlyLoginRouter(commands)],
  });
  const server: http.Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Server-side request time, from the request event to the response's end.
  let requestTimes = new Samples();
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const t0 = performance.now();
    res.once('finish', () => requestTimes.push(performance.now() - t0));
  });

  const passwordHash = await commands.passwords.hash(PASSWORD);
  let memberSets = 0;
  const prepareMembers = async (count: number): Promise<LoadTarget[]> => {
    const set = memberSets++;
    const targets: LoadTarget[] = [];
    for (let i = 0; i < count; i++) {
      const email = `bench-${set}-${i}@bench.test`;
      await registerMember(commands, email, passwordHash);
      targets.push({ email, token: await passwordGrant(baseUrl, email) });
    }
    return targets;
  };

  const child = await startLoadGenerator();
  let closed = false;

  return {
    baseUrl,
    jwtSecret,
    commands,
    store,
    pool,
    prepareMembers,
    async run(label, concurrency, durationMs, options = {}) {
      const targets = await prepareMembers(options.members ?? 64);
      if (options.worker === false) await stopWorkers();
      else startWorkers();
      if (options.appendWithoutNotify && !(await useAppendFunction(pool, false))) throw new Error('cannot make the bench-only certus_append variant');
      const before = await countSignIns(pool);
      store.reset();
      requestTimes = new Samples();
      const waits = await sampleWaitEvents(url);
      const loopDelay = monitorEventLoopDelay({ resolution: 5 });
      loopDelay.enable();
      const elu0 = nodePerformance.eventLoopUtilization();
      const cpu0 = cpuSnapshot();
      const result = await child.run({ type: 'run', baseUrl, targets, concurrency, durationMs, mode: options.mode ?? 'login' });
      const cpu = cpuSince(cpu0);
      const elu = nodePerformance.eventLoopUtilization(elu0);
      loopDelay.disable();
      const waitEvents = await waits.stop();
      if (options.appendWithoutNotify) await useAppendFunction(pool, true);
      const after = await countSignIns(pool);
      const reads = summarize(store.reads.values());
      const appends = summarize(store.appends.values());
      const requests = summarize(requestTimes.values());
      startWorkers();
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
        eventsStored: after - before,
        sampleMember: targets[0]!.email,
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
      child.stop();
      server.close();
      server.closeAllConnections();
      await stopWorkers();
      await store.close();
      commands.mailer.close();
    },
  };
}

/**
 * Bench-only experiment: POST /bench/login-append-only?Email= does what POST /api/account/Login does
 * (same middleware, same checks on the token and Email, same event and metadata) but appends with
 * STREAM_EXISTS instead of reading and folding the member stream first: the token was only issued to an
 * active member. It measures what the read-before-write costs; the real route is untouched.
 */
function appendOnlyLoginRouter(deps: CommandServiceDeps) {
  return Router().post('/bench/login-append-only', requireUser, async (req, res) => {
    const user = req.user!;
    const { Email } = parseOr400(SignInAuditQuery, req.query);
    if (Email !== user.email) throw new DomainError('forbidden', accountMessages.emailMismatch);
    const result = await deps.store.append(memberStreamId(user.userId), STREAM_EXISTS, [
      { type: 'MemberSignedIn', data: { memberId: user.userId, signedInAt: deps.clock.now().toISOString() }, metadata: commandContext(req).metadata },
    ]);
    res.json({ message: 'Signed in.', position: result.lastCheckpoint.position });
  });
}

async function countSignIns(pool: import('pg').Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM events WHERE type = 'MemberSignedIn'`);
  return Number(rows[0]?.n ?? 0);
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

/** The forked load generator (tests/bench/http-load-generator.ts, run by the same tsx loader). */
async function startLoadGenerator(): Promise<{ run(request: LoadRequest): Promise<LoadResult>; stop(): void }> {
  const child: ChildProcess = fork(path.join(HERE, '..', 'http-load-generator.ts'), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('load generator did not start in 30 s')), 30_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`load generator exited (${code})`)));
  });
  return {
    run: (request) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`load generator exited (${code})`));
        child.once('exit', onExit);
        child.once('message', (message: LoadResult | { type: 'failed'; error: string }) => {
          child.off('exit', onExit);
          if (message.type === 'result') resolve(message);
          else reject(new Error(`load generator failed: ${message.error}`));
        });
        child.send(request);
      }),
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}

/** Cheap measurements of the pieces of one Login command, outside the HTTP load. */
export async function measureCommandPieces(bench: HttpBench, target: LoadTarget, longStreamMember: LoadTarget) {
  const tokens = bench.commands.tokens;
  const timeIt = async (n: number, fn: () => Promise<unknown> | unknown) => {
    for (let i = 0; i < Math.min(50, n); i++) await fn();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await fn();
    return (performance.now() - t0) / n;
  };
  const jwtVerifyMs = await timeIt(5000, () => tokens.verify(target.token));
  // The same HS256 check with node:crypto directly (signature, then the claims JSON), for comparison.
  const key = Buffer.from(bench.jwtSecret);
  const hmacVerifyMs = await timeIt(5000, () => {
    const [h, p, sig] = target.token.split('.');
    const expected = createHmac('sha256', key).update(`${h}.${p}`).digest();
    const given = Buffer.from(sig ?? '', 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad signature');
    return JSON.parse(Buffer.from(p ?? '', 'base64url').toString('utf8')) as unknown;
  });
  const loadAndFold = (email: string) => async () => {
    const events = await bench.store.readStream(memberStreamId(memberIdForEmail(email)));
    return fold(memberDecider, events.map((e) => DomainEvent.parse({ type: e.type, data: e.data }) as never));
  };
  const streamLength = async (email: string) => (await bench.store.readStream(memberStreamId(memberIdForEmail(email)))).length;
  const shortLen = await streamLength(target.email);
  const longLen = await streamLength(longStreamMember.email);
  const shortLoadMs = await timeIt(300, loadAndFold(target.email));
  const longLoadMs = await timeIt(300, loadAndFold(longStreamMember.email));
  const longEvents = await bench.store.readStream(memberStreamId(memberIdForEmail(longStreamMember.email)));
  const parseUs = (await timeIt(200, () => longEvents.map((e) => DomainEvent.parse({ type: e.type, data: e.data })))) * 1000 / longEvents.length;
  return { jwtVerifyMs, hmacVerifyMs, shortLen, shortLoadMs, longLen, longLoadMs, zodParseUsPerEvent: parseUs };
}
