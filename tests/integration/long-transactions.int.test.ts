import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponse } from '@certus/contracts/openapi/document';
import { AccessTokens, LongTransactionWatch, createLogger, createPool, createServiceApp, cryptoSecrets, randomIds, systemClock } from '@certus/infra';
import { freshDatabase } from '../support/postgres.ts';

/**
 * Issue [7/7]: a writing transaction left open anywhere holds every reader of the event log back; the services look
 * for one and report it on /api/health (the status stays ok: restarting the service would not end it).
 */
describe('a long-open transaction, seen by the services (real PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase('long_transactions');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('given a psql session that began writing and was left open, when the watch looks, then /api/health names it; once it ends, nothing', async () => {
    const forgotten = createPool(db.url, 1, 'psql');
    const client = await forgotten.connect();
    const watch = new LongTransactionWatch(db.pool, createLogger('test', 'silent'), { thresholdMs: 0 });
    const app = createServiceApp({
      logger: createLogger('test', 'silent'),
      ids: randomIds,
      tokens: new AccessTokens(cryptoSecrets.token(32), systemClock, 900),
      publicOrigin: 'http://127.0.0.1',
      checkResponses: true,
      longTransactions: () => watch.current(),
      routers: [],
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const health = async () => HealthResponse.parse(await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`)).json());
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_current_xact_id()'); // it holds a transaction id from here on, as a write does
      await watch.check();
      expect(await health()).toEqual({
        status: 'ok',
        longTransactions: [expect.objectContaining({ application: 'psql', state: 'idle in transaction', query: 'SELECT pg_current_xact_id()' })],
      });
      await client.query('COMMIT');
      await watch.check();
      expect(await health()).toEqual({ status: 'ok' });
    } finally {
      client.release();
      await forgotten.end();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
