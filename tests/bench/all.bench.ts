/**
 * npm run bench [-- --full] [--only backbone,submit,...]: every benchmark of the platform, one after another, then
 * one table of the figures that have an aim or a ceiling (figure, ceiling measured in the same run, their ratio,
 * the aim), appended to bench/history.csv with the commit, so a regression shows against earlier runs.
 *
 * Short (the default, about ten minutes on a laptop): shorter runs, and the population report on 100,000 copies
 * (kept in .data/bench-popreport-short). Full (--full, about half an hour here): the sizes the aims are set at,
 * a million copies among them (seeded once into .data/bench-popreport, then reused).
 *
 * Each benchmark runs as its own process, its whole output kept in .tmp/bench-logs/<name>.txt; it hands its rows
 * over through the file named by BENCH_RESULTS (lib/report.ts). Nothing here fails on a timing: the exit code
 * says only whether every benchmark ran.
 */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { formatCells, type BenchResult } from './lib/report.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../..');
const HISTORY = path.join(REPO, 'bench', 'history.csv');
const LOGS = path.join(REPO, '.tmp', 'bench-logs');

type Mode = 'short' | 'full';
interface Run {
  args?: string[];
  env?: Record<string, string>;
}
interface Bench {
  name: string;
  file: string;
  short: Run;
  full: Run;
}

const BENCHES: Bench[] = [
  { name: 'backbone', file: 'backbone.bench.ts', short: { env: { BENCH_SECONDS: '2' } }, full: { env: { BENCH_SECONDS: '5' } } },
  { name: 'submit', file: 'submit.bench.ts', short: { env: { BENCH_SECONDS: '2' } }, full: { env: { BENCH_SECONDS: '5' } } },
  {
    name: 'popreport',
    file: 'popreport.bench.ts',
    short: { args: ['--copies', '100000', '--seconds', '3'], env: { BENCH_DATA_DIR: path.join(REPO, '.data', 'bench-popreport-short') } },
    full: { args: ['--copies', '1000000', '--seconds', '10'] },
  },
  { name: 'storelocator', file: 'storelocator.bench.ts', short: { args: ['--seconds', '2'] }, full: { args: ['--seconds', '5'] } },
  { name: 'audit', file: 'audit.bench.ts', short: { env: { BENCH_SMALL: '1' } }, full: {} },
  { name: 'memory', file: 'memory.bench.ts', short: { args: ['--minutes', '2'] }, full: { args: ['--minutes', '10'] } },
];

const { values } = parseArgs({ options: { full: { type: 'boolean', default: false }, only: { type: 'string' } } });
const mode: Mode = values.full ? 'full' : 'short';
const only = values.only?.split(',').map((s) => s.trim()).filter(Boolean);
const unknown = only?.filter((name) => !BENCHES.some((b) => b.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const chosen = BENCHES.filter((b) => !only || only.includes(b.name));

/** Runs one benchmark as its own process (the same tsx loader), its output into its log; resolves with its exit code. */
function runBench(bench: Bench, resultsFile: string): Promise<{ code: number; seconds: number }> {
  const run = bench[mode];
  const logFile = path.join(LOGS, `${bench.name}.txt`);
  const out = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, [...process.execArgv, path.join(HERE, bench.file), ...(run.args ?? [])], {
    cwd: REPO,
    env: { ...process.env, ...run.env, BENCH_RESULTS: resultsFile },
    stdio: ['ignore', out, out],
  });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 })));
}

/** The commit measured: its short hash, marked when the work tree had changes; "unknown" outside a git checkout. */
function commitMeasured(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${hash}+changes` : hash;
  } catch {
    return 'unknown';
  }
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const HISTORY_HEADER = 'run_at,commit,mode,cores,bench,figure,measured,ceiling,ratio,aim,met';

mkdirSync(LOGS, { recursive: true });
const resultsFile = path.join(LOGS, 'results.jsonl');
rmSync(resultsFile, { force: true });
const commit = commitMeasured();
const runAt = new Date().toISOString();
console.log(`npm run bench (${mode}) at ${commit}: ${chosen.map((b) => b.name).join(', ')}; each benchmark's output in ${path.relative(REPO, LOGS)}/`);
const failures: string[] = [];
for (const bench of chosen) {
  process.stdout.write(`  ${bench.name.padEnd(13)} ...`);
  const { code, seconds } = await runBench(bench, resultsFile);
  console.log(` ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
  if (code !== 0) failures.push(bench.name);
}

const results: BenchResult[] = existsSync(resultsFile)
  ? readFileSync(resultsFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as BenchResult)
  : [];
// The figures that say something against a goal: those with an aim or with a ceiling to be read against.
const figures = results.flatMap(({ bench, rows }) => rows.filter((r) => r.aim !== '-' || r.ratio !== undefined).map((row) => ({ bench, row })));
const met = (meets: boolean | undefined) => (meets === undefined ? '-' : meets ? 'met' : 'NOT met');
const ratioText = (ratio: number | undefined) => (ratio === undefined ? '-' : `${ratio.toFixed(2)}x`);
console.log(`\nCertus benchmarks, ${mode} mode, commit ${commit}, ${os.cpus().length} cores, ${runAt}\n`);
console.log(
  formatCells(
    ['bench', 'figure', 'measured', 'ceiling (same run)', 'ratio', 'aim', ''],
    figures.map(({ bench, row }) => [bench, row.metric, row.measured, row.ceiling, ratioText(row.ratio), row.aim, met(row.meets)]),
  ),
);

if (!existsSync(HISTORY)) writeFileSync(HISTORY, `${HISTORY_HEADER}\n`);
appendFileSync(
  HISTORY,
  figures
    .map(({ bench, row }) =>
      [runAt, commit, mode, String(os.cpus().length), bench, row.metric, row.measured, row.ceiling, row.ratio === undefined ? '' : row.ratio.toFixed(3), row.aim, met(row.meets)]
        .map(csvCell)
        .join(','),
    )
    .map((line) => `${line}\n`)
    .join(''),
);
console.log(`\n${figures.length} figures appended to ${path.relative(REPO, HISTORY)}`);
if (failures.length > 0) {
  console.error(`benchmarks that did not finish: ${failures.join(', ')} (see ${path.relative(REPO, LOGS)}/)`);
  process.exitCode = 1;
}
