import { AccessTokens, createLogger, createPool, createServiceApp, loadPlatformConfig, randomIds, requireEnv, systemClock } from '@certus/infra';
import { queryRouter, trackerHubFor } from './query-router.ts';

/** npm run start:query: the query service alone (distributed mode), on QUERY_PORT (default 8082). */
const logger = createLogger('query-service');
const config = loadPlatformConfig(8082, process.env, 'QUERY_PORT');
const pool = createPool(requireEnv('DATABASE_URL'), 40);
const tokens = new AccessTokens(requireEnv('JWT_SECRET'), systemClock, config.accessTokenTtlSeconds);
const trackerHub = trackerHubFor(pool, (err) => logger.warn({ err }, 'order tracker LISTEN connection'));
const app = createServiceApp({ logger, ids: randomIds, tokens, publicOrigin: config.publicOrigin, corsOrigins: config.corsOrigins, routers: [queryRouter({ pool, trackerHub })] });
const server = app.listen(config.port, (error?: Error) => {
  if (!error) return logger.info({ port: config.port }, 'query-service listening');
  logger.fatal({ err: error, port: config.port }, 'query-service cannot listen');
  process.exit(1);
});
// Open tracker streams never end by themselves: the hub ends them (browsers reconnect to another process)
// and gives its LISTEN connection back, so the server can close and the pool end.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => void pool.end());
    void trackerHub.close();
  });
}
