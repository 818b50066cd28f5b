import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../support/postgres.ts';

const db = await freshDatabase('socket');
afterAll(() => db.drop());

describe.skipIf(process.env.TEST_DATABASE_ADMIN_URL !== undefined || process.platform === 'win32')('the embedded PostgreSQL', () => {
  it('given the URL it hands out, when a client connects, then it comes in through the Unix socket, not TCP', async () => {
    // inet_client_addr() is the peer's IP address, and null for a connection through the socket.
    const { rows } = await db.pool.query<{ address: string | null }>('SELECT inet_client_addr()::text AS address');

    expect(rows[0]!.address).toBeNull();
    expect(new URL(db.url).searchParams.get('host')).toBe('/tmp');
  });
});
