/**
 * npm run bench:memory [-- --minutes 10] [--in-flight 8]: the embedded default's memory under a steady mixed load
 * (issue [6/7]: the Node process's RSS under 400 MB after 10 minutes, and no growth between minute 5 and minute 10).
 *
 * It starts `npm start`'s process (infra/platform/src/embedded.ts, demo data, on a fresh data folder in
 * .data/bench-memory and a free port), signs the demo member in, and keeps `--in-flight` requests going back to
 * back from this process: what a member's visit does (profile, address book, orders, graded comics, population
 * searches of today and of a past day, recording the search: a command) and what visitors read (the
 * registry's head, the events calendar). The server's RSS (/proc/<pid>/status VmRSS) is sampled every 5 s.
 *
 * Growth is the median RSS of the last tenth of the run less the median of the tenth that ends at its middle
 * (minute 5 of 10). The ceiling beside it is the same process's RSS once started, before any load. Nothing fails
 * on a figure; requests that do not answer 2xx are counted and printed, and make the exit code 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { PUBLIC_CLIENT_ID } from '@certus/contracts';
import { NATIVE_MEMORY_ENV } from '../../infra/platform/src/compact-heap.ts';
import { reportTable, type Row } from './lib/report.ts';
import { Samples, fmtMs, fmtRate, summarize } from './lib/stats.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../..');
const DATA_DIR = path.join(REPO, '.data', 'bench-memory');
const AIM_RSS_MB = 400;
/** "No growth": the second half's end within this share of its middle (RSS moves a little with every GC). */
const GROWTH_TOLERANCE = 0.05;
const SAMPLE_MS = 5_000;

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: process.env.BENCH_MEMORY_MINUTES ?? '10' }, 'in-flight': { type: 'string', default: '8' } },
});
const MINUTES = Number(values.minutes);
const IN_FLIGHT = Number(values['in-flight']);
if (!(MINUTES > 0) || !Number.isInteger(IN_FLIGHT) || IN_FLIGHT < 1) {
  console.error('usage: npm run bench:memory -- [--minutes M] [--in-flight K]');
  process.exit(2);
}

const started = performance.now();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s] ${message}`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The server's resident set, from the kernel (bytes). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) while starting`);
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * A member's visit and a visitor's reads, in turn; searches of today and of a past day among them. Not the sign-in
 * command: it is throttled per member (a 429 after a few), as it should be.
 */
function mixedCalls(): Call[] {
  const search = (title: string, asOf?: string) => ({ RequestTitle: title, SearchPattern: 'any', ...(asOf ? { AsOf: asOf } : {}) });
  return [
    { method: 'GET', path: '/api/userprofile' },
    { method: 'POST', path: '/api/popreport/search', body: search('spider') },
    { method: 'GET', path: '/api/data/address' },
    { method: 'POST', path: '/api/popreport/search', body: search('batman', '2025-06-30') },
    { method: 'GET', path: '/api/orders/userorders/10' },
    { method: 'POST', path: '/api/popreport/userrequest', body: search('x-men') },
    { method: 'GET', path: '/api/comics/user/default/10' },
    { method: 'GET', path: '/api/registry/heads/latest' },
    { method: 'POST', path: '/api/popreport/search', body: search('amazing', '2024-01-15') },
    { method: 'GET', path: '/api/conventions/-5' },
  ];
}

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: PUBLIC_CLIENT_ID, username, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!res.ok || !body.access_token) throw new Error(`POST /token: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

rmSync(DATA_DIR, { recursive: true, force: true });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
log(`starting the embedded default on ${baseUrl} (data in ${path.relative(REPO, DATA_DIR)})`);
const server = spawn(process.execPath, [...process.execArgv, path.join(REPO, 'infra', 'platform', 'src', 'embedded.ts')], {
  cwd: REPO,
  // As `npm start` starts it (its C library settings too).
  env: { ...process.env, ...NATIVE_MEMORY_ENV, PORT: String(port), PUBLIC_ORIGIN: baseUrl, CERTUS_DATA_DIR: DATA_DIR, CERTUS_DEMO_DATA: '1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.once('SIGINT', () => (stopServer(), process.exit(130)));

try {
  await waitForHealth(baseUrl, server, 180_000);
  // The projections' first catch-up over the demo data is part of a start, not of the load.
  await new Promise((r) => setTimeout(r, 10_000));
  const idleRss = rssOf(server.pid!);
  log(`up; RSS before any load ${mb(idleRss)}`);

  const email = 'member@demo.test';
  const token = await signIn(baseUrl, email, 'demo-member-1');
  const calls = mixedCalls();
  const runMs = MINUTES * 60_000;
  const samples: { atMs: number; rss: number }[] = [];
  const latencies = new Samples();
  const failures = new Map<string, number>();
  let ok = 0;
  let next = 0;
  const loadStarted = performance.now();
  const sampler = setInterval(() => {
    const rss = rssOf(server.pid!);
    samples.push({ atMs: performance.now() - loadStarted, rss });
    if (samples.length % 12 === 0) log(`   minute ${(samples.at(-1)!.atMs / 60_000).toFixed(0)}: RSS ${mb(rss)}, ${ok} answers so far`);
  }, SAMPLE_MS);
  const lane = async () => {
    while (performance.now() - loadStarted < runMs) {
      const call = calls[next++ % calls.length]!;
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}${call.path}`, {
        method: call.method,
        headers: { Authorization: `Bearer ${token}`, ...(call.body ? { 'Content-Type': 'application/json' } : {}) },
        body: call.body ? JSON.stringify(call.body) : call.method === 'POST' ? '' : undefined,
      }).catch((error: unknown) => ({ ok: false, status: 0, text: async () => String(error) }) as const);
      await res.text();
      latencies.push(performance.now() - t0);
      if (res.ok) ok++;
      else failures.set(`${call.method} ${call.path.split('?')[0]} ${res.status}`, (failures.get(`${call.method} ${call.path.split('?')[0]} ${res.status}`) ?? 0) + 1);
    }
  };
  log(`${IN_FLIGHT} requests in flight for ${MINUTES} min: ${calls.map((c) => `${c.method} ${c.path.split('?')[0]}`).join(', ')}`);
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  clearInterval(sampler);

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const window = runMs / 10;
  const rssBetween = (fromMs: number, toMs: number) => median(samples.filter((s) => s.atMs >= fromMs && s.atMs <= toMs).map((s) => s.rss));
  const middle = rssBetween(runMs / 2 - window, runMs / 2);
  const end = rssBetween(runMs - window, runMs);
  const growth = end - middle;
  const peak = Math.max(...samples.map((s) => s.rss));
  const stats = summarize(latencies.values());
  const rows: Row[] = [
    {
      metric: `requests, ${IN_FLIGHT} in flight for ${MINUTES} min (mixed: member pages, searches, commands)`,
      measured: `${fmtRate(ok / (runMs / 1000))}; p50 ${fmtMs(stats.p50)}, p99 ${fmtMs(stats.p99)}; ${[...failures.values()].reduce((a, b) => a + b, 0)} not 2xx`,
      ceiling: '-',
      aim: '-',
    },
    {
      metric: `RSS of the Node process at the end (peak ${mb(peak)})`,
      measured: mb(end),
      ceiling: `before any load ${mb(idleRss)}`,
      aim: `< ${AIM_RSS_MB} MB`,
      meets: end < AIM_RSS_MB * 1024 * 1024,
    },
    {
      metric: `RSS growth, minute ${(MINUTES / 2).toFixed(1).replace(/\.0$/, '')} to ${MINUTES}`,
      measured: `${growth >= 0 ? '+' : ''}${mb(growth)} (${((growth / middle) * 100).toFixed(1)}%)`,
      ceiling: `middle ${mb(middle)}`,
      aim: `none (within ${GROWTH_TOLERANCE * 100}%)`,
      meets: growth <= middle * GROWTH_TOLERANCE,
    },
  ];
  console.log(`\nmemory of the embedded default under mixed load\n`);
  reportTable('memory', rows);
  console.log(`\nRSS every minute: ${samples.filter((_, i) => (i + 1) % 12 === 0).map((s) => mb(s.rss)).join(', ')}`);
  if (failures.size > 0) {
    console.error(`answers that were not 2xx: ${[...failures].map(([k, n]) => `${k} x${n}`).join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  stopServer();
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(undefined)));
}
