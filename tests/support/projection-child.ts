import { InProcessDelivery, PostgresEventStore, createLogger, createPool, randomIds, systemClock } from '@certus/infra';
import { projectionsNamed, runProjectionWorker } from '@certus/projections';

/** A projection worker in its own process, so a test can kill it with SIGKILL in the middle of its work. */
const pool = createPool(process.env.DATABASE_URL!, 4);
const store = new PostgresEventStore(pool, systemClock, randomIds, { idlePollMs: 10 });
const stop = new AbortController();
process.once('SIGTERM', () => stop.abort());
const batchSize = Number(process.env.BATCH_SIZE ?? 200);
await Promise.all(
  projectionsNamed(process.env.PROJECTIONS).map((projection) =>
    runProjectionWorker({ pool, delivery: new InProcessDelivery(store), projection, logger: createLogger('child', 'silent'), signal: stop.signal, batchSize }),
  ),
);
await store.close();
await pool.end();
