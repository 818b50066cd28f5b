import type { AddressInfo } from 'node:net';
import { AccessTokens, EndedSessions, createLogger, createPool, createServiceApp, randomIds, systemClock } from '@certus/infra';
import { queryRouter } from '@certus/query-service';

/**
 * A query service of its own, in its own process, on DATABASE_URL, with API_KEY_DAILY_QUOTA calls a key a day: a
 * test starts two of these to show the keyed API's quota is one count in PostgreSQL, not one per process. It tells
 * its parent its port over IPC ({ port }) and stops on SIGTERM.
 */
const pool = createPool(process.env.DATABASE_URL!, 4);
const logger = createLogger('keyed-api-child', 'silent');
const tokens = new AccessTokens(process.env.JWT_SECRET!, systemClock, 900, new EndedSessions(systemClock, 900_000));
const app = createServiceApp({
  logger,
  ids: randomIds,
  tokens,
  publicOrigin: 'http://certus.test',
  routers: [queryRouter({ pool, apiKeyDailyQuota: Number(process.env.API_KEY_DAILY_QUOTA), logger })],
});
const server = app.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
process.once('SIGTERM', () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
