import { LongTransactionWatch, PostgresEventStore, applicationNameOf, createLogger, createPool, numberEnv, createServiceApp, loadPlatformConfig, randomIds, requireEnv, systemClock } from '@certus/infra';
import { commandRouter } from './command-router.ts';
import { composeCommandService } from './compose.ts';
import { runPaymentReconciler } from './payments/payment-reconciler.ts';
import { oidcProvidersFromEnv } from './external-login/oidc-providers-config.ts';

/** npm run start:command: the command service alone (distributed mode), on COMMAND_PORT (default 8081). */
const logger = createLogger('command-service');
const config = loadPlatformConfig(8081, process.env, 'COMMAND_PORT');
const pool = createPool(requireEnv('DATABASE_URL'), numberEnv('DATABASE_POOL_SIZE', 20), applicationNameOf('command'));
await PostgresEventStore.ensureSchema(pool);
const store = new PostgresEventStore(pool, systemClock, randomIds);
const deps = await composeCommandService({
  config: { ...config, jwtSecret: requireEnv('JWT_SECRET'), altchaHmacKey: requireEnv('ALTCHA_HMAC_KEY'), smtpUrl: requireEnv('SMTP_URL') },
  pool,
  store,
  logger,
  oidcProviders: oidcProvidersFromEnv(process.env),
});
// One command service at a time finishes the payments a crash left half way; the others stand by.
const stopReconciler = new AbortController();
const reconciler = runPaymentReconciler({ deps, pool, signal: stopReconciler.signal, graceMs: config.paymentReconcileAfterSeconds * 1000 });
// A transaction left open anywhere holds every reader of the log back: looked for, and reported by /api/health.
const longTransactions = new LongTransactionWatch(pool, logger).start();
const app = createServiceApp({ logger, ids: randomIds, tokens: deps.tokens, publicOrigin: config.publicOrigin, corsOrigins: config.corsOrigins, checkResponses: config.checkResponses, longTransactions: () => longTransactions.current(), routers: [commandRouter(deps)] });
const server = app.listen(config.port, (error?: Error) => {
  if (!error) return logger.info({ port: config.port }, 'command-service listening');
  logger.fatal({ err: error, port: config.port }, 'command-service cannot listen');
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(async () => {
    stopReconciler.abort();
    longTransactions.stop();
    await reconciler;
    await deps.close();
    await store.close();
    await pool.end();
  }));
}
