import { requireEnv } from '../config/env.ts';
import { applicationNameOf, createPool } from '../db/pool.ts';
import { NatsRelay } from '../delivery/nats/nats-relay.ts';
import { connectNats, resolveEventStreamOptions } from '../delivery/nats/connect.ts';
import { PostgresEventStore } from '../event-store/index.ts';
import { createLogger } from '../http/logger.ts';
import { randomIds, systemClock } from '../runtime/index.ts';

/**
 * npm run start:relay: publishes the event log to NATS JetStream (distributed mode).
 * Needs DATABASE_URL and NATS_URL. Run one relay per deployment.
 */
const SUMMARY_EVERY_MS = 10_000;

const logger = createLogger('relay');
const pool = createPool(requireEnv('DATABASE_URL'), 4, applicationNameOf('relay'));
// The relay may come up before any service has written: the tables it reads must exist.
await PostgresEventStore.ensureSchema(pool);
await NatsRelay.ensureSchema(pool);
const store = new PostgresEventStore(pool, systemClock, randomIds);
const nc = await connectNats(requireEnv('NATS_URL'), { name: 'certus-relay' });

void (async () => {
  for await (const status of nc.status()) {
    if (status.type === 'disconnect' || status.type === 'reconnect' || status.type === 'error') {
      logger.warn({ nats: status.type, server: 'server' in status ? status.server : undefined }, 'NATS connection changed');
    }
  }
})();

// One line per interval rather than per batch: a busy log would otherwise drown everything else.
let published = 0;
let duplicates = 0;
let publishedInTotal = 0;
let lastSummary = 0;
const relay = new NatsRelay({
  store,
  pool,
  nc,
  onError: (error) => logger.error({ err: error }, 'relay round failed; retrying from the stored checkpoint'),
  onBatch: (batch) => {
    published += batch.published;
    duplicates += batch.duplicates;
    publishedInTotal += batch.published;
    if (Date.now() - lastSummary < SUMMARY_EVERY_MS) return;
    lastSummary = Date.now();
    logger.info({ published, duplicates, checkpoint: batch.checkpoint, streamSequence: batch.lastStreamSequence }, 'relay progress');
    published = 0;
    duplicates = 0;
  },
});

const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'relay stopping');
    stop.abort();
  });
}

logger.info({ checkpoint: await relay.readCheckpoint(), server: nc.getServer(), stream: resolveEventStreamOptions() }, 'relay starting');
let exitCode = 0;
try {
  await relay.run(stop.signal);
} catch (error) {
  logger.fatal({ err: error }, 'relay stopped: NATS connection closed');
  exitCode = 1;
}
await nc.drain().catch(() => undefined);
await store.close();
await pool.end();
logger.info({ published: publishedInTotal }, 'relay stopped');
process.exit(exitCode);
