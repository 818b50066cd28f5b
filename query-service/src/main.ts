import {
  AccessTokens,
  EndedSessions,
  PostgresEventStore,
  createLogger,
  LongTransactionWatch,
  applicationNameOf,
  createPool,
  numberEnv,
  createServiceApp,
  loadPlatformConfig,
  randomIds,
  requireEnv,
  systemClock,
  watchSessionEnds,
} from '@certus/infra';
import { queryRouter, trackerHubFor } from './query-router.ts';
import { ensureApiKeyUsageSchema } from './api-keys/index.ts';
import { registryKeyOf } from '@certus/contracts/registry/registry-log';

/** npm run start:query: the query service alone (distributed mode), on QUERY_PORT (default 8082). */
const logger = createLogger('query-service');
const config = loadPlatformConfig(8082, process.env, 'QUERY_PORT');
const pool = createPool(requireEnv('DATABASE_URL'), numberEnv('DATABASE_POOL_SIZE', 20), applicationNameOf('query'));
// The keyed API's daily call counts, shared by every query-service process (created if missing).
await ensureApiKeyUsageSchema(pool);
// Access tokens of sessions ended through any command service (logout, refresh-token reuse, password
// change) are refused here too: the session ends are read from the event log. The store wakes on new events
// and the audit routes read order streams through it. The query side writes one kind of event through it: the
// auditors' trail (AuditRecordOpened, audit/record-audited-reads.ts), appended as the command side appends, so
// the commit's NOTIFY wakes the projections and the relay in their own processes.
const endedSessions = new EndedSessions(systemClock, config.accessTokenTtlSeconds * 1000);
const wakeUps = new PostgresEventStore(pool, systemClock, randomIds, { idlePollMs: 250 });
const sessionEndWatch = await watchSessionEnds({ pool, store: wakeUps, ended: endedSessions, clock: systemClock, logger });
const tokens = new AccessTokens(requireEnv('JWT_SECRET'), systemClock, config.accessTokenTtlSeconds, endedSessions);
const trackerHub = trackerHubFor(pool, (err) => logger.warn({ err }, 'order tracker LISTEN connection'));
// The registry's public key (REGISTRY_PUBLIC_KEY, or that of REGISTRY_SIGNING_KEY): served for checking its heads.
let registryKeys: { keyId: string; publicKey: string }[];
try {
  const key = registryKeyOf(config);
  registryKeys = key ? [{ keyId: key.keyId, publicKey: key.publicKey }] : [];
} catch (error) {
  logger.fatal((error as Error).message);
  process.exit(2);
}
if (registryKeys.length === 0) logger.warn('REGISTRY_PUBLIC_KEY is not set: /api/registry/keys lists no key, so no one can check the registry heads this service serves');
// Each new certificate's slab is drawn as the census gets it, not when its first buyer opens the page.
const stopPredrawing = new AbortController();
const predrawSlabs = { signal: stopPredrawing.signal, onError: (err: unknown) => logger.warn({ err }, 'slab not drawn ahead') };
// A transaction left open anywhere holds every reader of the log back: looked for, and reported by /api/health.
const longTransactions = new LongTransactionWatch(pool, logger).start();
const app = createServiceApp({ logger, ids: randomIds, tokens, publicOrigin: config.publicOrigin, corsOrigins: config.corsOrigins, checkResponses: config.checkResponses, longTransactions: () => longTransactions.current(), routers: [queryRouter({ pool, eventStore: wakeUps, trackerHub, publicOrigin: config.publicOrigin, predrawSlabs, logger, registryKeys, apiKeyDailyQuota: config.apiKeyDailyQuota })] });
const server = app.listen(config.port, (error?: Error) => {
  if (!error) return logger.info({ port: config.port }, 'query-service listening');
  logger.fatal({ err: error, port: config.port }, 'query-service cannot listen');
  process.exit(1);
});
// Open tracker streams never end by themselves: the hub ends them (browsers reconnect to another process)
// and gives its LISTEN connection back, so the server can close and the pool end.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopPredrawing.abort();
    longTransactions.stop();
    server.close(async () => {
      await sessionEndWatch.stop();
      await wakeUps.close();
      await pool.end();
    });
    void trackerHub.close();
  });
}
