import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WRITTEN_AT_HEADER } from '@certus/contracts';
import { migrate } from '@certus/projections';
import { awaitWrittenAt } from '@certus/query-service/consistency/await-written-at';
import { freshDatabase } from '../support/postgres.ts';

let db: Awaited<ReturnType<typeof freshDatabase>>;
let server: Server;
let baseUrl: string;

async function setCheckpoint(projection: string, txId: number, position: number) {
  await db.pool.query(
    `INSERT INTO projection_checkpoints (projection, tx_id, global_position) VALUES ($1, $2::text::xid8, $3)
     ON CONFLICT (projection) DO UPDATE SET tx_id = EXCLUDED.tx_id, global_position = EXCLUDED.global_position`,
    [projection, String(txId), position],
  );
}

beforeAll(async () => {
  db = await freshDatabase('ryw');
  await migrate(db.pool);
  const app = express()
    .use(awaitWrittenAt(db.pool, { projectionNames: ['members', 'addresses'], maxWaitMs: 1500, pollMs: 10 }))
    .get('/read', (_req, res) => res.json({ servedAt: Date.now() }));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

const read = (writtenAt?: string) => fetch(`${baseUrl}/read`, { headers: writtenAt ? { [WRITTEN_AT_HEADER]: writtenAt } : {} });

describe('read-your-writes on the query side', () => {
  it('given a read without a position, then it is served at once', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-certus-consistency')).toBeNull();
  });

  it('given projections behind the position, when they catch up, then the read is served after that, fresh', async () => {
    await setCheckpoint('members', 100, 10);
    await setCheckpoint('addresses', 100, 10);
    const pending = read('100.20');
    await new Promise((r) => setTimeout(r, 100));
    await setCheckpoint('members', 100, 25);
    const caughtUpAt = Date.now();
    await setCheckpoint('addresses', 101, 21); // a later transaction counts as past the position
    const response = await pending;
    const { servedAt } = (await response.json()) as { servedAt: number };
    expect(servedAt).toBeGreaterThanOrEqual(caughtUpAt);
    expect(response.headers.get('x-certus-consistency')).toBeNull();
  });

  it('given a projection that never catches up, then the read is still served, marked stale', async () => {
    await setCheckpoint('members', 100, 10);
    const response = await read('500.1');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-certus-consistency')).toBe('stale');
  });
});
