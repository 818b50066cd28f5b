export interface Row {
  metric: string;
  measured: string;
  ceiling: string;
  aim: string;
  /** Whether the aim is met (undefined when there is no aim). Informational only: nothing fails on it. */
  meets?: boolean;
}

/** metric | measured | ceiling (same run) | aim, as a plain-text table. */
export function formatTable(rows: Row[]): string {
  const headers = ['metric', 'measured', 'ceiling (same run)', 'aim'];
  const cells = rows.map((r) => [r.metric, r.measured, r.ceiling, r.aim + (r.meets === undefined ? '' : r.meets ? '  (met)' : '  (NOT met)')]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  const sep = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(headers), sep, ...cells.map(line)].join('\n');
}
