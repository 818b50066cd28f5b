import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  type Clock,
  type EventStore,
  type Logger,
  FolderFileStorage,
  InProcessDelivery,
  PostgresEventStore,
  createLogger,
  loadPlatformConfig,
  randomIds,
  startSmtpSink,
  systemClock,
} from '@certus/infra';
import { allProjections, allReactors, migrate, runProjectionWorker, runReactor } from '@certus/projections';
import type pg from 'pg';
import { composeCommandService, type OidcProviderConfig, type ThrottlePolicyOverrides } from '@certus/command-service';
import { createPlatformApp } from '@certus/platform';
import type { ForumSsoConfig } from '@certus/query-service';
import type { Catalogue } from '@certus/contracts';
import { solveChallengeForTests } from '../../command-service/src/bot-check/solve-for-tests.ts';
import { freshDatabase } from './postgres.ts';

/** The site's origin as the test platform's links and redirects name it (not where it listens: see baseUrl). */
export const TEST_PUBLIC_ORIGIN = 'http://certus.test';
/** Signs the test platform's access tokens; a second process of the same platform (a test's child) needs it too. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-42';

/** Per-address budgets raised: every test request comes from 127.0.0.1. Per-account ones stay as in production. */
const RAISED_ADDRESS_THROTTLES: ThrottlePolicyOverrides = {
  'sign-in:address': { attemptsBeforeDelay: 1_000_000 },
  'recover:address': { attemptsBeforeDelay: 1_000_000 },
  'resend:address': { attemptsBeforeDelay: 1_000_000 },
  'register:address': { attemptsBeforeDelay: 1_000_000 },
};

export interface TestPlatformOptions {
  projections?: boolean;
  oidcProviders?: OidcProviderConfig[];
  clock?: Clock;
  /** Published at start instead of the repo's catalogue file. */
  catalogue?: Catalogue;
  /** Production's per-minute limits and per-address throttles instead of raised ones. */
  productionLimits?: boolean;
  /** TRUSTED_PROXIES of this platform (none by default). */
  trustedProxies?: string[];
  /** Another platform's database: two command services on one store, as in distributed mode. */
  shareDatabaseOf?: { pool: pg.Pool; databaseUrl: string };
  /** What the command side writes through, around the real store (a fault injected between two steps). */
  commandStore?: (store: EventStore) => EventStore;
  /** Where the services log (silent when not given): the fuzz suite reads the cause of a 500 from it. */
  logger?: Logger;
  /** The forum of the single sign-on (none by default, as the environment of the tests names none). */
  forum?: ForumSsoConfig;
}

/** The bot check's work in the test platform (command-service/src/bot-check/bot-check.ts has the real defaults). */
const TEST_BOT_CHECK_WORK = { counterRange: [1, 10] } as const;

/**
 * The whole platform in-process, as `npm start` composes it, on a fresh database and a real SMTP sink:
 * for API-level journeys. Nothing is mocked; rate limits are raised so tests can call freely. A test may
 * pass the external sign-in providers and a clock of its own (the command side then runs on it).
 */
export async function startTestPlatform(options: TestPlatformOptions = {}) {
  const shared = options.shareDatabaseOf;
  const db = shared ? { url: shared.databaseUrl, pool: shared.pool, drop: async () => undefined } : await freshDatabase('platform');
  await PostgresEventStore.ensureSchema(db.pool);
  await migrate(db.pool);
  const sink = await startSmtpSink();
  const logger = options.logger ?? createLogger('test', 'silent');
  const store = new PostgresEventStore(db.pool, systemClock, randomIds, { idlePollMs: 10 });
  const config = loadPlatformConfig(0, {});
  // Uploaded files (covers) go to a folder of this platform's own, removed at stop.
  const storageDir = await mkdtemp(path.join(tmpdir(), 'certus-storage-'));
  const deps = await composeCommandService({
    config: {
      ...config,
      publicOrigin: TEST_PUBLIC_ORIGIN,
      ...(options.productionLimits ? {} : { rateLimits: { tokenPerMinute: 100_000, accountPerMinute: 100_000 } }),
      jwtSecret: TEST_JWT_SECRET,
      altchaHmacKey: 'test-altcha-key',
      smtpUrl: sink.url,
    },
    pool: db.pool,
    store: options.commandStore ? options.commandStore(store) : store,
    logger,
    storage: new FolderFileStorage(storageDir),
    ...(options.oidcProviders ? { oidcProviders: options.oidcProviders } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
    ...(options.productionLimits ? {} : { throttlePolicies: RAISED_ADDRESS_THROTTLES }),
    // A few attempts per challenge instead of 100-400: the tests solve hundreds of them through the real check.
    botCheckWork: TEST_BOT_CHECK_WORK,
  });
  const stopWorkers = new AbortController();
  const workers =
    options.projections === false
      ? []
      : [
          ...allProjections.map((projection) =>
            runProjectionWorker({ pool: db.pool, delivery: new InProcessDelivery(store, 200), projection, logger, signal: stopWorkers.signal }),
          ),
          ...allReactors(store).map((reactor) =>
            runReactor({ pool: db.pool, delivery: new InProcessDelivery(store, 200), reactor, logger, signal: stopWorkers.signal }),
          ),
        ];
  const app = createPlatformApp({
    logger,
    commands: deps,
    pool: db.pool,
    trustedProxies: options.trustedProxies ?? [],
    ...(options.forum ? { forum: options.forum } : {}),
    // Every answer the tests get must be exactly what its contract says (infra/src/http/response-contract.ts).
    checkResponses: true,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api = async (
    path: string,
    init: { method?: string; json?: unknown; form?: Record<string, string>; token?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(baseUrl + path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };

  /** Fetches a challenge and solves it for real, as the widget in the browser does. */
  const solvedBotCheck = async () => solveChallengeForTests((await api('/api/altcha/challenge')).body);

  /** Waits until a mail to `to` arrives at the sink and returns the newest one. */
  const mailTo = async (to: string, count = 1) => {
    for (let i = 0; i < 200; i++) {
      const mails = sink.messages().filter((m) => m.to.includes(to));
      if (mails.length >= count) return mails[0]!;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no mail to ${to}`);
  };

  return {
    baseUrl,
    /** The Express app served (its router stacks are the route table the access matrix reads). */
    app,
    api,
    solvedBotCheck,
    mailTo,
    sink,
    store,
    pool: db.pool,
    databaseUrl: db.url,
    deps,
    storageDir,
    stop: async () => {
      stopWorkers.abort();
      await Promise.allSettled(workers);
      await new Promise((r) => server.close(r));
      await deps.close();
      deps.mailer.close();
      await sink.stop();
      await store.close();
      await db.drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
