import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '@certus/projections';
import { recordedStream } from '../../projections/src/testing/recorded.ts';
import { freshDatabase } from '../support/postgres.ts';

/**
 * A document projection's rebuild session holds the rows it folds across batches and writes them when it holds
 * enough, reading back only rows an earlier write put in the table. Whatever the batches and the rows held, its table
 * must end as live batches leave it: rows made, changed over many batches, deleted before and after being written.
 */
const tally = documentProjection({
  name: 'tally',
  table: 'tally',
  keyColumn: 'id',
  columns: ['id', 'n', 'tags'],
  keyOf: (event) => (event.data as { id: string }).id,
  eventTypes: ['Opened', 'Bumped', 'Closed'],
  evolve: (row: Row | null, event: RecordedEvent): Row | null => {
    const data = event.data as { id: string; tag: string };
    if (event.type === 'Opened') return { id: data.id, n: 0, tags: '' };
    if (event.type === 'Closed') return null;
    return row ? { ...row, n: (row.n as number) + 1, tags: `${row.tags as string}${data.tag}` } : null;
  },
});

const step = fc.record({
  type: fc.constantFrom('Opened', 'Bumped', 'Bumped', 'Bumped', 'Closed', 'Ignored'),
  data: fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), tag: fc.constantFrom('x', 'y', '\t', '"') }),
});

describe('a document projection rebuilt with rows held across batches (real PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase('doc_rebuild');
    for (const schema of ['live', 'rebuilt']) {
      await db.pool.query(`CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.tally (id text PRIMARY KEY, n integer NOT NULL, tags text NOT NULL)`);
    }
  });
  afterAll(() => db?.drop());

  async function inSchema(schema: string, work: (client: import('pg').PoolClient) => Promise<void>) {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL search_path TO ${schema}`);
      await work(client);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }
  const rows = async (schema: string) => (await db.pool.query(`SELECT id, n, tags FROM ${schema}.tally ORDER BY id`)).rows;

  it('given any history, batch size and rows held, when rebuilt, then the table equals the one live batches leave', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 6 }), async (history, batch, heldRows) => {
        await db.pool.query('TRUNCATE live.tally, rebuilt.tally');
        const events = recordedStream('tally', history);
        const batches = Array.from({ length: Math.ceil(events.length / batch) }, (_, i) => events.slice(i * batch, (i + 1) * batch));

        for (const events of batches) await inSchema('live', (client) => tally.applyBatch(client, events));
        const session = tally.startRebuild!({ heldRows });
        for (const events of batches) await inSchema('rebuilt', (client) => session.applyBatch(client, events));
        await inSchema('rebuilt', (client) => session.finish(client));

        expect(await rows('rebuilt')).toEqual(await rows('live'));
      }),
      { numRuns: 60 },
    );
  });

  it('given events of a type it does not name, then it does not read them, even where keyOf would give a key', () => {
    const [ignored] = recordedStream('tally', [{ type: 'Ignored', data: { id: 'a', tag: 'x' } }]);
    expect(tally.handles!(ignored!)).toBe(false);
    expect(tally.eventTypes).toEqual(['Opened', 'Bumped', 'Closed']);
  });
});
