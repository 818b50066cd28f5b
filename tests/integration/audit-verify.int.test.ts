import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateStreamId, type Checkpoint } from '@certus/contracts';
import { EMBEDDED_DATABASE_URL_FILE, NO_STREAM } from '@certus/infra';
import { seedDemoAccounts } from '@certus/command-service';
import { allProjections } from '@certus/projections';
import { VERIFY_SCHEMA } from '@certus/projections/verify/scratch-schema';
import { hasDrift } from '@certus/projections/verify/compare-table';
import { exitCodeOf } from '@certus/projections/verify/verify-report';
import { verifyReadModels, type VerifyReport } from '@certus/projections/verify/verify-read-models';
import { DEMO_ORDER_ID } from '../../command-service/src/demo/seed-demo-order.ts';
import { takeCensus } from '../../command-service/src/demo/census-generator.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { runCli } from '../support/run-cli.ts';
import { untilQuiet } from '../support/until-quiet.ts';

/**
 * Issue [4/7], trust in the read models: `npm run audit:verify` replays the whole log into a scratch schema and
 * compares every projection's tables with the live ones by primary key. On the demo data it finds nothing; after
 * three rows are changed by hand (a balance, a deleted certificate, a stray dashboard row) it names exactly those
 * keys in exactly those tables, and the CLI exits 1. The platform's projections and reactors run throughout.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const CLI = 'projections/src/cli/audit-verify.ts';

const driftOf = (report: VerifyReport) => report.tables.filter(hasDrift).map((t) => ({ table: t.table, counts: t.counts, differences: t.differences, problem: t.problem }));

async function scratchSchemaExists(platform: Platform): Promise<boolean> {
  const { rowCount } = await platform.pool.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [VERIFY_SCHEMA]);
  return rowCount === 1;
}

describe('audit:verify: every read model against a replay of the whole log (issue [4/7])', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startTestPlatform();
    await seedDemoAccounts(platform.deps);
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given the demo data just seeded (the projections and reactors may still be at work on it), when verify runs, then it reports no drift in any table and exit code 0', async () => {
    const report = await verifyReadModels(platform.pool, platform.store);

    expect(driftOf(report)).toEqual([]);
    expect(report.drift).toBe(false);
    expect(exitCodeOf(report)).toBe(0);
    // Every table of every projection was compared, the demo's own among them with rows in them.
    expect(report.tables.map((t) => t.table).sort()).toEqual(allProjections.flatMap((p) => p.tables).sort());
    const rows = Object.fromEntries(report.tables.map((t) => [t.table, t.liveRows]));
    for (const table of ['orders', 'certified_comics', 'population_copies', 'members']) expect(rows[table], table).toBeGreaterThan(0);
    expect(report.events).toBeGreaterThan(2_500);
    // The checkpoint tables and the reactors' mail logs are left out, each with why.
    expect(report.notCompared.map((n) => n.table)).toEqual(expect.arrayContaining(['projection_checkpoints', 'reactor_checkpoints', 'order_status_mails', 'staff_inbox_mails']));
    for (const { reason } of report.notCompared) expect(reason).not.toBe('');
    expect(await scratchSchemaExists(platform)).toBe(false);
  });

  it('given the same data replayed in small batches, with a few rows held at a time by each rebuild session, then still no drift', async () => {
    // Each document projection's session then writes what it holds many times over, reading back rows it wrote.
    const report = await verifyReadModels(platform.pool, platform.store, { batchSize: 97, heldRows: 11 });

    expect(driftOf(report)).toEqual([]);
    expect(report.events).toBeGreaterThan(2_500);
  });

  it('given certificates recorded while verify reads the log, when it runs, and when it holds each live worker from the start, then it compares each projection at one checkpoint and finds no drift', async () => {
    const copies = takeCensus({ seed: 11, now: platform.deps.clock.now() }, 80);
    let recorded = 0;
    // Before each read of the log verify makes, another certificate is recorded: the live projections move meanwhile.
    const recordOne = async () => {
      const copy = copies[recorded];
      if (!copy) return;
      recorded++;
      const commandId = `audit-verify-test:${copy.certificationId}`;
      const metadata = { correlationId: commandId, causationId: commandId, commandId, actor: { userId: null, role: 'system' as const } };
      await platform.store.append(certificateStreamId(copy.certificationId), NO_STREAM, [{ type: 'ComicCertified', data: copy, metadata }], { commandId });
    };
    const whileCertifying = new Proxy(platform.store, {
      get(store, property) {
        if (property === 'readAll') return async (after: Checkpoint, limit: number) => (await recordOne(), store.readAll(after, limit));
        const value = Reflect.get(store, property) as unknown;
        return typeof value === 'function' ? value.bind(store) : value;
      },
    });

    const moving = await verifyReadModels(platform.pool, whileCertifying);
    const held = await verifyReadModels(platform.pool, whileCertifying, { triesBeforePausing: 0 });

    expect(recorded).toBeGreaterThan(1);
    expect(driftOf(moving)).toEqual([]);
    expect(driftOf(held)).toEqual([]);
    expect(held.projections.every((p) => p.pausedLiveWorker)).toBe(true);
  });

  it('given a balance changed, a certificate row deleted and a stray row inserted by hand, when verify runs, then it reports exactly those keys by table, leaves the live rows as they were, and the CLI exits 1', async () => {
    await untilQuiet(platform);
    const { rows: orders } = await platform.pool.query<{ balance_cents: number }>('SELECT balance_cents FROM orders WHERE order_id = $1', [DEMO_ORDER_ID]);
    const balance = orders[0]!.balance_cents;
    const { rows: certificates } = await platform.pool.query<{ certification_id: string }>('SELECT certification_id FROM certified_comics ORDER BY certification_id LIMIT 1');
    const deletedCertificate = certificates[0]!.certification_id;
    const strayMember = `stray-${randomUUID()}`;

    await platform.pool.query('UPDATE orders SET balance_cents = balance_cents + 100 WHERE order_id = $1', [DEMO_ORDER_ID]);
    await platform.pool.query('DELETE FROM certified_comics WHERE certification_id = $1', [deletedCertificate]);
    await platform.pool.query('INSERT INTO member_dashboard (member_id, open_orders, completed_orders, total_orders) VALUES ($1, 1, 0, 1)', [strayMember]);

    const report = await verifyReadModels(platform.pool, platform.store);

    expect(driftOf(report)).toEqual([
      {
        table: 'certified_comics',
        counts: { changed: 0, missing: 1, extra: 0 },
        differences: [{ kind: 'missing', key: { certification_id: deletedCertificate }, replayed: expect.objectContaining({ certification_id: deletedCertificate }) }],
        problem: undefined,
      },
      {
        table: 'orders',
        counts: { changed: 1, missing: 0, extra: 0 },
        differences: [{ kind: 'changed', key: { order_id: DEMO_ORDER_ID }, columns: [{ column: 'balance_cents', live: balance + 100, replayed: balance }] }],
        problem: undefined,
      },
      {
        table: 'member_dashboard',
        counts: { changed: 0, missing: 0, extra: 1 },
        differences: [{ kind: 'extra', key: { member_id: strayMember }, live: { member_id: strayMember, open_orders: 1, completed_orders: 0, total_orders: 1 } }],
        problem: undefined,
      },
    ]);
    expect(exitCodeOf(report)).toBe(1);
    // Verify only reads the live tables: the hand-made changes are still there.
    const { rows: after } = await platform.pool.query<{ balance_cents: number }>('SELECT balance_cents FROM orders WHERE order_id = $1', [DEMO_ORDER_ID]);
    expect(after[0]!.balance_cents).toBe(balance + 100);
    expect(await scratchSchemaExists(platform)).toBe(false);

    // The CLI as an operator runs it beside `npm start`: no DATABASE_URL, the embedded server's URL read from the
    // data folder where the running platform wrote it. The same three keys in its JSON, exit code 1.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'certus-verify-'));
    await writeFile(path.join(dataDir, EMBEDDED_DATABASE_URL_FILE), platform.databaseUrl);
    const { DATABASE_URL: _none, ...environment } = process.env;
    const cli = await runCli(CLI, ['--json'], { ...environment, CERTUS_DATA_DIR: dataDir }).finally(() => rm(dataDir, { recursive: true, force: true }));
    expect(cli.code, cli.stderr).toBe(1);
    const printed = JSON.parse(cli.stdout) as VerifyReport;
    expect(printed.drift).toBe(true);
    expect(printed.tables.filter((t) => t.counts.changed + t.counts.missing + t.counts.extra > 0).map((t) => [t.table, t.differences.map((d) => [d.kind, d.key])])).toEqual([
      ['certified_comics', [['missing', { certification_id: deletedCertificate }]]],
      ['orders', [['changed', { order_id: DEMO_ORDER_ID }]]],
      ['member_dashboard', [['extra', { member_id: strayMember }]]],
    ]);
    expect(cli.stderr).toContain('replay  [');
  });
});
