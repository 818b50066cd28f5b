import fc from 'fast-check';
import { fuzzCases, type FuzzCase } from './cases.ts';
import { examples } from './examples.ts';
import { materialize } from './materialize.ts';
import { judge } from './oracle.ts';
import { fuzzOperations, type FuzzOperation } from './operations.ts';
import { readRouteTable } from './route-table.ts';
import { describeWire, NoAnswer, send, type WireRequest, type WireResponse } from './wire.ts';
import type { FuzzWorld } from './world.ts';

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** How long to shrink each distinct failure, at most (ms). */
  shrinkBudgetMs: number;
  /** How many distinct failures to shrink (the rest are shown as they were sent). */
  maxShrunk: number;
  /** Sign in again, re-read who owns what and solve bot checks every this many requests. */
  maintainEvery?: number;
  progress?: (line: string) => void;
  /** Sees every case and what became of it (for looking into what the fuzz reaches). */
  onOutcome?: (fuzzCase: FuzzCase, outcome: Outcome) => void;
}

export interface DistinctFailure {
  signature: string;
  operationId: string;
  method: string;
  path: string;
  status: number;
  problem: string;
  cause: string;
  count: number;
  firstIndex: number;
  sent: string;
  /** The smallest request found that fails the same way, or undefined when it did not fail again on its own. */
  minimal?: string;
  shrinkNote?: string;
}

export interface FuzzReport {
  seed: number;
  runs: number;
  operations: { total: number; covered: number; missing: string[] };
  strayRequests: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx' | 'no answer', number>;
  byStyle: Record<string, { sent: number; ok2xx: number }>;
  perOperation: Map<string, { sent: number; '2xx': number; '3xx': number; '4xx': number; '5xx': number; 'no answer': number }>;
  serverErrors: number;
  shapeless4xx: number;
  failures: DistinctFailure[];
  uncorrelatedErrors: string[];
  healthProblems: string[];
  durationMs: number;
}

export interface Outcome {
  wire: WireRequest;
  response?: WireResponse;
  statusClass: keyof FuzzReport['byClass'];
  failure?: { signature: string; status: number; problem: string; cause: string };
}

const classOf = (status: number): keyof FuzzReport['byClass'] => (status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx');

/** A cause without the ids, numbers and quoted values that differ from one request to the next. */
export const normaliseCause = (cause: string) =>
  cause
    // The bad parameter itself, quotes and all, is the request's.
    .replace(/(Failed to decode param ).*/, '$1…')
    // Quoted input (a parameter, a value) differs per request; a short quoted word (a charset, "UTF8") tells the cause.
    .replace(/'[^']*'|"[^"]*"/g, (quoted) => (quoted.length > 18 || quoted.includes('%') ? '…' : quoted))
    .replace(/\b[0-9a-f]{8}-[0-9a-f-]{27,}\b/gi, '…')
    .replace(/\d{4,}/g, 'N')
    .slice(0, 200);

export class Fuzzer {
  readonly operations: FuzzOperation[];
  readonly arbitrary: fc.Arbitrary<FuzzCase>;

  constructor(readonly world: FuzzWorld) {
    this.operations = fuzzOperations(readRouteTable(world.platform.app as never));
    this.arbitrary = fuzzCases(this.operations, examples(world.catalogue));
  }

  /** Sends one case and judges the answer; the world follows what it changed. */
  async execute(fuzzCase: FuzzCase): Promise<Outcome> {
    if ([...this.world.actors.values()].some((a) => a.stale)) await this.world.reviveActors();
    const { wire, actor, resolvedBody, validToken } = materialize(fuzzCase, this.world);
    let response: WireResponse;
    try {
      response = await send(this.world.baseUrl, wire);
    } catch (error) {
      const cause = error instanceof NoAnswer ? error.message : String(error);
      return { wire, statusClass: 'no answer', failure: { signature: `${fuzzCase.method} ${fuzzCase.pathTemplate} no answer ${normaliseCause(cause)}`, status: 0, problem: 'no answer', cause } };
    }
    this.world.noteAnswer(fuzzCase.operationId, actor, resolvedBody, response.status);
    const operation = this.operations.find((o) => o.operationId === fuzzCase.operationId);
    if (validToken && response.status === 401 && operation?.bearer && fuzzCase.auth.kind === 'actor') this.world.noteRefused(actor);
    const verdict = judge(wire.method, wire.path, response);
    if (verdict.ok) return { wire, response, statusClass: classOf(response.status) };
    const correlationId = String(response.headers['x-correlation-id'] ?? '') || undefined;
    const cause =
      verdict.problem === 'no error shape'
        ? `no error shape: ${response.text.slice(0, 120) || '(empty body)'}${correlationId ? '' : ' (no correlation id: answered before the app)'}`
        : (this.world.logs.causeOf(correlationId) ?? `nothing logged${correlationId ? '' : ' (no correlation id: answered before the app)'}: ${response.text.slice(0, 120)}`);
    const signature = `${fuzzCase.method} ${fuzzCase.pathTemplate} ${response.status} ${verdict.problem} ${normaliseCause(cause)}`;
    return { wire, response, statusClass: classOf(response.status), failure: { signature, status: response.status, problem: verdict.problem, cause } };
  }

  async run(options: FuzzOptions): Promise<FuzzReport> {
    const started = performance.now();
    const logMark = this.world.logs.size;
    const cases = fc.sample(this.arbitrary, { seed: options.seed, numRuns: options.runs });
    const report: FuzzReport = {
      seed: options.seed,
      runs: options.runs,
      operations: { total: this.operations.length, covered: 0, missing: [] },
      strayRequests: 0,
      byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 },
      byStyle: {},
      perOperation: new Map(),
      serverErrors: 0,
      shapeless4xx: 0,
      failures: [],
      uncorrelatedErrors: [],
      healthProblems: [],
      durationMs: 0,
    };
    const distinct = new Map<string, DistinctFailure>();
    const maintainEvery = options.maintainEvery ?? 100;
    for (const [index, fuzzCase] of cases.entries()) {
      if (index > 0 && index % maintainEvery === 0) {
        await this.world.maintain();
        options.progress?.(`${index} / ${options.runs} requests, ${distinct.size} distinct failures so far`);
      }
      const outcome = await this.execute(fuzzCase);
      options.onOutcome?.(fuzzCase, outcome);
      report.byClass[outcome.statusClass]++;
      const style = (report.byStyle[fuzzCase.style] ??= { sent: 0, ok2xx: 0 });
      style.sent++;
      if (outcome.statusClass === '2xx') style.ok2xx++;
      if (fuzzCase.operationId === 'stray') report.strayRequests++;
      else {
        const row = report.perOperation.get(fuzzCase.operationId) ?? { sent: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 };
        row.sent++;
        row[outcome.statusClass]++;
        report.perOperation.set(fuzzCase.operationId, row);
      }
      const failure = outcome.failure;
      if (!failure) continue;
      if (failure.problem === 'no error shape') report.shapeless4xx++;
      else report.serverErrors++;
      const known = distinct.get(failure.signature);
      if (known) known.count++;
      else {
        distinct.set(failure.signature, {
          ...failure,
          operationId: fuzzCase.operationId,
          method: fuzzCase.method,
          path: fuzzCase.pathTemplate,
          count: 1,
          firstIndex: index,
          sent: describeWire(outcome.wire),
        });
      }
    }
    report.operations.covered = report.perOperation.size;
    report.operations.missing = this.operations.map((o) => o.operationId).filter((id) => !report.perOperation.has(id));
    report.failures = [...distinct.values()].sort((a, b) => a.cause.localeCompare(b.cause) || a.path.localeCompare(b.path));

    // One failure per cause first (its minimal request is what the report shows), then the others while the budget lasts.
    const firstOfCause = new Map<string, DistinctFailure>();
    for (const f of report.failures) if (!firstOfCause.has(normaliseCause(f.cause))) firstOfCause.set(normaliseCause(f.cause), f);
    const shrinkOrder = [...firstOfCause.values(), ...report.failures.filter((f) => ![...firstOfCause.values()].includes(f))];
    for (const failure of shrinkOrder.slice(0, options.maxShrunk)) {
      await this.world.maintain();
      await this.shrink(failure, options);
    }
    report.uncorrelatedErrors = [...new Set(this.world.logs.uncorrelatedErrorsSince(logMark))];
    report.healthProblems = await this.world.healthCheck();
    report.durationMs = performance.now() - started;
    return report;
  }

  /**
   * Replays the failing case (fast-check's seed and path name it) and shrinks it while it still fails the
   * same way (same operation, status and cause), within the time budget.
   */
  private async shrink(failure: DistinctFailure, options: FuzzOptions) {
    let smallest: WireRequest | undefined;
    const result = await fc.check(
      fc.asyncProperty(this.arbitrary, async (fuzzCase) => {
        if (fuzzCase.operationId !== failure.operationId) return true;
        const outcome = await this.execute(fuzzCase);
        if (outcome.failure?.signature !== failure.signature) return true;
        smallest = outcome.wire;
        return false;
      }),
      { seed: options.seed, path: String(failure.firstIndex), interruptAfterTimeLimit: options.shrinkBudgetMs, markInterruptAsFailure: false },
    );
    if (smallest) failure.minimal = describeWire(smallest);
    failure.shrinkNote = !smallest ? 'did not fail again on its own (it needed the state the run had built)' : result.interrupted ? 'shrinking stopped at the time budget' : undefined;
  }
}

// --- The report as text --------------------------------------------------------------------------------------

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padStart = (s: string | number, n: number) => String(s).padStart(n);

export function formatReport(report: FuzzReport, options: { perOperation?: boolean; reproduce: string }): string {
  const lines: string[] = [];
  const seconds = (report.durationMs / 1000).toFixed(1);
  const c = report.byClass;
  lines.push(`API fuzz: seed ${report.seed}, ${report.runs} requests in ${seconds} s (${(report.runs / (report.durationMs / 1000)).toFixed(0)} requests/s)`);
  lines.push('');
  lines.push(`  operations covered        ${report.operations.covered} / ${report.operations.total}${report.operations.missing.length ? ` (missing: ${report.operations.missing.join(', ')})` : ''}`);
  lines.push(`  requests sent             ${report.runs} (${report.strayRequests} to paths no operation has)`);
  for (const [style, s] of Object.entries(report.byStyle)) lines.push(`    ${pad(style, 24)}${padStart(s.sent, 6)}   answered 2xx: ${((100 * s.ok2xx) / Math.max(1, s.sent)).toFixed(0)}%`);
  lines.push(`  answers                   2xx ${c['2xx']} · 3xx ${c['3xx']} · 4xx ${c['4xx']} · 5xx ${c['5xx']} · no answer ${c['no answer']}`);
  lines.push(`  5xx or no answer          ${report.serverErrors} (${report.failures.filter((f) => f.problem !== 'no error shape').length} distinct)`);
  lines.push(`  4xx without error shape   ${report.shapeless4xx} (${report.failures.filter((f) => f.problem === 'no error shape').length} distinct)`);
  lines.push(`  server healthy after      ${report.healthProblems.length === 0 ? 'yes (health 200, a valid sign-in and a read work)' : `NO: ${report.healthProblems.join('; ')}`}`);
  if (report.uncorrelatedErrors.length) lines.push(`  errors logged outside requests: ${report.uncorrelatedErrors.length}`, ...report.uncorrelatedErrors.slice(0, 10).map((e) => `    ${e}`));
  if (options.perOperation) {
    lines.push('', `  ${pad('operation', 32)}${padStart('sent', 6)}${padStart('2xx', 6)}${padStart('3xx', 6)}${padStart('4xx', 6)}${padStart('5xx', 6)}`);
    for (const [id, row] of [...report.perOperation.entries()].sort()) {
      lines.push(`  ${pad(id, 32)}${padStart(row.sent, 6)}${padStart(row['2xx'], 6)}${padStart(row['3xx'], 6)}${padStart(row['4xx'], 6)}${padStart(row['5xx'] + row['no answer'], 6)}`);
    }
  }
  if (report.failures.length) {
    lines.push('', 'Distinct failures, grouped by cause:');
    const byCause = new Map<string, DistinctFailure[]>();
    for (const f of report.failures) byCause.set(normaliseCause(f.cause), [...(byCause.get(normaliseCause(f.cause)) ?? []), f]);
    for (const [, group] of [...byCause.entries()].sort((a, b) => sum(b[1]) - sum(a[1]))) {
      lines.push('', `● ${normaliseCause(group[0]!.cause)}  (${sum(group)} requests)`);
      for (const f of group) lines.push(`    ${pad(`${f.method} ${f.path}`, 70)} ${f.status || 'no answer'} ×${f.count}`);
      const shown = group.find((f) => f.minimal) ?? group[0]!;
      lines.push(`  ${shown.minimal ? 'minimal request' : 'request sent'}${shown.shrinkNote ? ` (${shown.shrinkNote})` : ''}:`);
      lines.push(...(shown.minimal ?? shown.sent).split('\n').map((l) => `      ${l}`));
    }
  }
  lines.push('', `Reproduce: ${options.reproduce}`);
  return lines.join('\n');
}

const sum = (group: DistinctFailure[]) => group.reduce((n, f) => n + f.count, 0);
