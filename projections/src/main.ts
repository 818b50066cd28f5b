import {
  InProcessDelivery,
  NatsDelivery,
  PostgresEventStore,
  connectNats,
  createLogger,
  applicationNameOf,
  createPool,
  createSmtpMailer,
  loadPlatformConfig,
  randomIds,
  requireEnv,
  systemClock,
  type EventDelivery,
} from '@certus/infra';
import { migrate } from './migrate.ts';
import { projectionsNamed } from './registry.ts';
import { runProjectionWorker } from './runner/projection-worker.ts';
import { reactorsNamed, runReactor } from './reactors/index.ts';
import { runRegistryHeadSigner } from './registry/registry-head-signer.ts';
import { registryKeyOf } from '@certus/contracts/registry/registry-log';

/**
 * npm run start:projections: a projection worker process (distributed mode).
 * PROJECTIONS=members,… (default all); DELIVERY=nats (needs NATS_URL and a running relay) or in-process.
 * REACTORS=rewards-ledger,… (default all; none to run projections only): the reactors that append events
 * when others are recorded (see reactors/reactor.ts); each is active in one process, the others stand by.
 * The order-status-mail and staff-inbox-mail reactors run only with SMTP_URL (and PUBLIC_ORIGIN for their links,
 * MAIL_FROM; STAFF_MAIL_TO for the staff's). With REGISTRY_SIGNING_KEY, the process also signs the certificate
 * registry's heads (one process at a time; REGISTRY_KEY_ID, REGISTRY_HEAD_INTERVAL_SECONDS).
 */
/** The reactors' leader locks (a handful) and the batches' own connections. */
const CONNECTIONS_BESIDES_PROJECTION_LEADERS = 20;
const logger = createLogger('projections');
const projections = projectionsNamed(process.env.PROJECTIONS);
// Every projection worker and reactor holds one connection for its leader lock while it runs (infra
// db/leadership.ts); their batches, the migrations and the mail logs need connections besides. A fixed pool
// (20) deadlocked once the workers alone took all of it: sized by the workers instead.
const pool = createPool(requireEnv('DATABASE_URL'), projections.length + CONNECTIONS_BESIDES_PROJECTION_LEADERS, applicationNameOf('projections'));
const store = new PostgresEventStore(pool, systemClock, randomIds);
await PostgresEventStore.ensureSchema(pool);
await migrate(pool);
const nats = process.env.DELIVERY === 'nats' || (!process.env.DELIVERY && process.env.NATS_URL) ? await connectNats(requireEnv('NATS_URL')) : undefined;
const delivery: EventDelivery = nats ? new NatsDelivery(nats) : new InProcessDelivery(store);
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
// The port only makes the default origin (the site of `npm start`); set PUBLIC_ORIGIN in a deployment.
const config = loadPlatformConfig(8080);
const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
const reactors = reactorsNamed(store, process.env.REACTORS, mailer ? { mail: { pool, mailer, publicOrigin: config.publicOrigin, staffMailTo: config.staffMailTo } } : {});
let registryKey: ReturnType<typeof registryKeyOf>;
try {
  registryKey = registryKeyOf(config);
} catch (error) {
  logger.fatal((error as Error).message);
  process.exit(2);
}
const signingKey = registryKey?.privateKey ? { keyId: registryKey.keyId, privateKey: registryKey.privateKey } : undefined;
if (!signingKey) logger.warn('REGISTRY_SIGNING_KEY is not set: this process signs no registry heads (set it on one projections process at least)');
logger.info(
  { projections: projections.map((p) => p.name), reactors: reactors.map((r) => r.name), delivery: nats ? 'nats' : 'in-process', registryHeadSigner: signingKey?.keyId ?? null },
  'projection worker starting',
);
await Promise.all([
  ...projections.map((projection) => runProjectionWorker({ pool, delivery, projection, logger, signal: stop.signal })),
  ...reactors.map((reactor) => runReactor({ pool, delivery, reactor, logger, signal: stop.signal })),
  ...(signingKey ? [runRegistryHeadSigner({ pool, store, clock: systemClock, key: signingKey, intervalMs: config.registryHeadIntervalSeconds * 1000, logger, signal: stop.signal })] : []),
]);
await nats?.close();
mailer?.close();
await store.close();
await pool.end();
