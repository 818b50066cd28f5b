import { compareCheckpoints } from '@certus/contracts';
import { differenceCount, hasDrift, type Row, type RowDifference, type TableComparison } from './compare-table.ts';
import type { VerifyReport } from './verify-read-models.ts';

/** The exit code of audit:verify: 0 when every read model equals its replay, 1 on drift (2 is for not being able to tell). */
export const exitCodeOf = (report: Pick<VerifyReport, 'drift'>): 0 | 1 => (report.drift ? 1 : 0);

const count = (n: number) => n.toLocaleString('en-US');
const counted = (n: number, thing: string) => `${count(n)} ${thing}${n === 1 ? '' : 's'}`;

/** A value as one short line: long documents (a jsonb view of an order) are cut. */
function shortValue(value: unknown, width = 60): string {
  const text = value === undefined ? '(none)' : JSON.stringify(value);
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

const keyText = (key: Row) =>
  Object.entries(key)
    .map(([column, value]) => `${column}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

function differenceLine(d: RowDifference): string {
  if (d.kind === 'changed') {
    const columns = d.columns.map((c) => `${c.column} live ${shortValue(c.live)}, replayed ${shortValue(c.replayed)}`).join('; ');
    return `changed  ${keyText(d.key)}: ${columns}`;
  }
  if (d.kind === 'missing') return `missing  ${keyText(d.key)}: the replay has this row, the live table does not`;
  return `extra    ${keyText(d.key)}: the live table has this row, no event accounts for it`;
}

function kindsText(counts: TableComparison['counts']): string {
  const parts = [
    counts.changed ? `${count(counts.changed)} changed` : '',
    counts.missing ? `${count(counts.missing)} missing` : '',
    counts.extra ? `${count(counts.extra)} extra` : '',
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** The per-table lines, each table's differences under it, what was left out and why, and a summary line. */
export function formatReport(report: VerifyReport): string {
  const header = ['table', 'projection', 'live rows', 'replayed rows', 'differences'];
  const cells = report.tables.map((t) => [t.table, t.projection, count(t.liveRows), count(t.replayedRows), t.problem ? 'not comparable' : `${count(differenceCount(t))}${kindsText(t.counts)}`]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i >= 2 && i <= 3 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ').trimEnd();
  const lines = [line(header), line(widths.map((w) => '-'.repeat(w)))];
  report.tables.forEach((t, i) => {
    lines.push(line(cells[i]!));
    if (t.problem) lines.push(`    ${t.problem}`);
    for (const d of t.differences) lines.push(`    ${differenceLine(d)}`);
    const unlisted = differenceCount(t) - t.differences.length;
    if (unlisted > 0) lines.push(`    … and ${count(unlisted)} more (--json lists up to --limit per table)`);
  });
  if (report.notCompared.length) {
    lines.push('', 'not compared:');
    for (const n of report.notCompared) lines.push(`  ${n.table}: ${n.reason}`);
  }
  // Each projection is compared where its live worker stood: one that had not reached the head is verified up to there only.
  const behind = report.projections.filter((p) => compareCheckpoints(p.comparedAt, report.head) < 0).map((p) => p.projection);
  if (behind.length) lines.push('', `compared behind the head of the log (their live workers had not got there yet): ${behind.join(', ')}`);
  const paused = report.projections.filter((p) => p.pausedLiveWorker).map((p) => p.projection);
  if (paused.length) lines.push('', `live workers held for their comparison (they kept moving): ${paused.join(', ')}`);
  lines.push('', summaryLine(report));
  return lines.join('\n');
}

export function summaryLine(report: VerifyReport): string {
  const drifted = report.tables.filter(hasDrift);
  const rows = report.tables.reduce((n, t) => n + t.liveRows, 0);
  if (drifted.length === 0) {
    return `no drift: ${counted(report.tables.length, 'table')} of ${counted(report.projections.length, 'projection')}, ${counted(rows, 'live row')} identical to a replay of ${counted(report.events, 'event')}`;
  }
  const totals = drifted.reduce((sum, t) => ({ changed: sum.changed + t.counts.changed, missing: sum.missing + t.counts.missing, extra: sum.extra + t.counts.extra }), { changed: 0, missing: 0, extra: 0 });
  const differing = totals.changed + totals.missing + totals.extra;
  const uncomparable = drifted.filter((t) => t.problem).length;
  return (
    `DRIFT in ${drifted.length} of ${counted(report.tables.length, 'table')} (${drifted.map((t) => t.table).join(', ')}): ${counted(differing, 'row')} differ${kindsText(totals)}` +
    `${uncomparable ? `, ${counted(uncomparable, 'table')} not comparable` : ''}; replayed ${counted(report.events, 'event')}`
  );
}
