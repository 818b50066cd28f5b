import { describe, expect, it } from 'vitest';
import type { TableComparison } from './compare-table.ts';
import type { VerifyReport } from './verify-read-models.ts';
import { exitCodeOf, formatReport, summaryLine } from './verify-report.ts';

const NONE = { changed: 0, missing: 0, extra: 0 };

function aTable(overrides: Partial<TableComparison> = {}): TableComparison {
  return { table: 'members', projection: 'members', liveRows: 3, replayedRows: 3, counts: NONE, differences: [], ...overrides };
}

function aReport(tables: TableComparison[]): VerifyReport {
  return {
    head: { txId: '9', position: '1234' },
    events: 1234,
    projections: [{ projection: 'members', comparedAt: { txId: '9', position: '1234' }, pausedLiveWorker: false }],
    tables,
    notCompared: [{ table: 'projection_checkpoints', reason: 'how far each live projection has got' }],
    drift: tables.some((t) => t.problem !== undefined || t.counts.changed + t.counts.missing + t.counts.extra > 0),
  };
}

describe('the audit:verify report', () => {
  it('given every table equal to its replay, then the summary says so and the exit code is 0', () => {
    const report = aReport([aTable(), aTable({ table: 'addresses', projection: 'address-book', liveRows: 2, replayedRows: 2 })]);

    expect(exitCodeOf(report)).toBe(0);
    expect(summaryLine(report)).toBe('no drift: 2 tables of 1 projection, 5 live rows identical to a replay of 1,234 events');
    expect(formatReport(report)).toContain('projection_checkpoints: how far each live projection has got');
  });

  it('given a changed, a missing and an extra row, then each is listed under its table by key, the changed one with both values, and the exit code is 1', () => {
    const report = aReport([
      aTable({
        table: 'orders',
        projection: 'orders',
        counts: { changed: 1, missing: 0, extra: 0 },
        differences: [{ kind: 'changed', key: { order_id: '25-DEMOC03' }, columns: [{ column: 'balance_cents', live: 5400, replayed: 5300 }] }],
      }),
      aTable({ table: 'certified_comics', projection: 'certified-comics', liveRows: 9, replayedRows: 10, counts: { changed: 0, missing: 1, extra: 0 }, differences: [{ kind: 'missing', key: { certification_id: 'C-1' }, replayed: { certification_id: 'C-1' } }] }),
      aTable({ table: 'member_dashboard', projection: 'orders', liveRows: 4, counts: { changed: 0, missing: 0, extra: 1 }, differences: [{ kind: 'extra', key: { member_id: 'stray' }, live: { member_id: 'stray' } }] }),
    ]);

    const text = formatReport(report);

    expect(exitCodeOf(report)).toBe(1);
    expect(text).toContain('changed  order_id=25-DEMOC03: balance_cents live 5400, replayed 5300');
    expect(text).toContain('missing  certification_id=C-1: the replay has this row, the live table does not');
    expect(text).toContain('extra    member_id=stray: the live table has this row, no event accounts for it');
    expect(text.split('\n').at(-1)).toBe(
      'DRIFT in 3 of 3 tables (orders, certified_comics, member_dashboard): 3 rows differ (1 changed, 1 missing, 1 extra); replayed 1,234 events',
    );
  });

  it('given a projection whose live worker had not reached the head of the log, then the report says it was compared behind it', () => {
    const report = { ...aReport([aTable()]), projections: [{ projection: 'members', comparedAt: { txId: '9', position: '1200' }, pausedLiveWorker: false }] };

    expect(formatReport(report)).toContain('compared behind the head of the log (their live workers had not got there yet): members');
    expect(formatReport(aReport([aTable()]))).not.toContain('compared behind');
  });

  it('given more differences than were listed, then it says how many more; given a table whose columns differ, then that is drift with its reason', () => {
    const report = aReport([
      aTable({ counts: { changed: 5, missing: 0, extra: 0 }, differences: [{ kind: 'changed', key: { member_id: 'm-1' }, columns: [{ column: 'email', live: 'a@x.test', replayed: 'b@x.test' }] }] }),
      aTable({ table: 'stores', projection: 'stores', problem: 'columns differ: live has notes text; the migrations give nothing else' }),
    ]);

    const text = formatReport(report);

    expect(text).toContain('… and 4 more');
    expect(text).toContain('columns differ: live has notes text');
    expect(summaryLine(report)).toContain('1 table not comparable');
    expect(exitCodeOf(report)).toBe(1);
  });
});
