import { AccessTokens, createLogger, createPool, createServiceApp, loadPlatformConfig, randomIds, requireEnv, systemClock } from '@certus/infra';
import { queryRouter } from './query-router.ts';

/** npm run start:query: the query service alone (distributed mode), on QUERY_PORT (default 8082). */
const logger = createLogger('query-service');
const config = loadPlatformConfig(8082, process.env, 'QUERY_PORT');
const pool = createPool(requireEnv('DATABASE_URL'), 40);
const tokens = new AccessTokens(requireEnv('JWT_SECRET'), systemClock, config.accessTokenTtlSeconds);
const app = createServiceApp({ logger, ids: randomIds, tokens, publicOrigin: config.publicOrigin, routers: [queryRouter({ pool })] });
const server = app.listen(config.port, (error?: Error) => {
  if (!error) return logger.info({ port: config.port }, 'query-service listening');
  logger.fatal({ err: error, port: config.port }, 'query-service cannot listen');
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => void pool.end()));
