import { appendFileSync } from 'node:fs';

export interface Row {
  metric: string;
  measured: string;
  ceiling: string;
  aim: string;
  /** Whether the aim is met (undefined when there is no aim). Informational only: nothing fails on it. */
  meets?: boolean;
  /** The figure over its ceiling measured in the same run (both as rates, higher is better), where the row has both. */
  ratio?: number;
}

/** metric | measured | ceiling (same run) | aim, as a plain-text table. */
export function formatTable(rows: Row[]): string {
  const headers = ['metric', 'measured', 'ceiling (same run)', 'aim'];
  const cells = rows.map((r) => [r.metric, r.measured, r.ceiling, r.aim + (r.meets === undefined ? '' : r.meets ? '  (met)' : '  (NOT met)')]);
  return formatCells(headers, cells);
}

/** Any header and rows of cells as a plain-text (Markdown) table, each column as wide as its widest cell. */
export function formatCells(headers: string[], cells: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  const sep = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(headers), sep, ...cells.map(line)].join('\n');
}

/** What one benchmark hands `npm run bench` (tests/bench/all.bench.ts): its name and its table's rows. */
export interface BenchResult {
  bench: string;
  rows: Row[];
}

/**
 * Prints a benchmark's table, and when `npm run bench` runs it (BENCH_RESULTS names a file), hands the rows over
 * as one JSON line there.
 */
export function reportTable(bench: string, rows: Row[]): void {
  console.log(formatTable(rows));
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify({ bench, rows } satisfies BenchResult)}\n`);
}
