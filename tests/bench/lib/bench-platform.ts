import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { pino, type Logger } from 'pino';
import { PostgresEventStore, createServiceApp, cryptoSecrets, loadPlatformConfig, randomIds, type Mailer, type PlatformConfig } from '@certus/infra';
import { commandRouter, composeCommandService, type CommandServiceDeps } from '@certus/command-service';
import { queryRouter } from '@certus/query-service';
import { migrate } from '@certus/projections';
import type { BenchPostgres } from './postgres.ts';

export interface BenchPlatform<Store extends PostgresEventStore> {
  url: string;
  pool: pg.Pool;
  store: Store;
  logger: Logger;
  jwtSecret: string;
  commands: CommandServiceDeps;
  /** The HTTP app (createServiceApp + commandRouter + queryRouter) listening on a loopback port. */
  listen(): Promise<{ server: http.Server; baseUrl: string }>;
}

const PUBLIC_ORIGIN = 'http://127.0.0.1';

/**
 * The platform's command side as infra/platform/src/embedded.ts composes it, on a new database of the bench's
 * PostgreSQL (event store schema and read models migrated), with rate limits out of the way and a mailer that
 * sends nothing. The logger is createLogger's (info level, a line per request), written to /dev/null.
 */
export async function composeBenchPlatform<Store extends PostgresEventStore>(
  pgServer: BenchPostgres,
  database: string,
  newStore: (pool: pg.Pool) => Store,
): Promise<BenchPlatform<Store>> {
  const { url, pool } = await pgServer.database(database, 40);
  await PostgresEventStore.ensureSchema(pool);
  await migrate(pool);
  const logger = pino(
    { name: 'certus', level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh_token'] },
    pino.destination({ dest: '/dev/null', sync: true }),
  );
  // The defaults of every setting, with what the bench needs instead: no limits in the way of the load.
  const config: PlatformConfig = {
    ...loadPlatformConfig(0, {}),
    publicOrigin: PUBLIC_ORIGIN,
    databaseUrl: url,
    accessTokenTtlSeconds: 3600,
    rateLimits: { tokenPerMinute: 1e9, accountPerMinute: 1e9 },
  };
  const store = newStore(pool);
  const jwtSecret = cryptoSecrets.token(32);
  const mailer: Mailer = { send: async () => undefined, close: () => undefined };
  const commands = await composeCommandService({
    config: { ...config, jwtSecret, altchaHmacKey: cryptoSecrets.token(32), smtpUrl: 'smtp://127.0.0.1:25?tls=off' },
    pool,
    store,
    logger,
    mailer,
  });
  const listen = async () => {
    const app = createServiceApp({ logger, ids: randomIds, tokens: commands.tokens, publicOrigin: PUBLIC_ORIGIN, routers: [commandRouter(commands), queryRouter({ pool })] });
    const server: http.Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  return { url, pool, store, logger, jwtSecret, commands, listen };
}
