/**
 * npm run bench:backbone: what the platform's backbone does on this machine, each figure beside the
 * raw PostgreSQL ceiling measured in the same run (same server, same settings). It prints figures; it
 * never fails on a timing (only on errors that make a figure meaningless).
 *
 *   1. raw PostgreSQL: single-row INSERT commits/s (node-postgres, 1 and 32 clients; pgbench if installed),
 *      and the plain "read a short stream, insert the next version" path at 8 clients
 *   2. event store appends/s and latency, 1 and 32 writers
 *   3. the HTTP command path (POST /api/account/Login with a Bearer token, one append per command),
 *      driven from a forked load generator
 *   4. projection lag (members projection, runProjectionWorker + InProcessDelivery) at a steady 200 events/s
 *   5. rebuild of the members projection over 200,000+ events
 *
 * Knobs (environment): BENCH_SECONDS (HTTP and lag run length, default 5), BENCH_PROFILE=1 (always take
 * a CPU profile of the server during an extra HTTP run; otherwise only when throughput is far below the aim).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchPostgres, type BenchPostgres } from './lib/postgres.ts';
import { measureRawCeilings } from './lib/raw-ceiling.ts';
import { measureStoreAppends } from './lib/store-appends.ts';
import { measureCommandPieces, startHttpBench, type HttpBench, type HttpRunResult } from './lib/http-path.ts';
import { measureNotifyLatency, measureProjectionLag } from './lib/projection-lag.ts';
import { measureRebuild } from './lib/rebuild.ts';
import { profileWhile, type ProfileSummary } from './lib/profile.ts';
import { formatTable, type Row } from './lib/report.ts';
import { fmtMs, fmtRate } from './lib/stats.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(REPO, '.tmp');
const RUN_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const RAW_MS = 3000;
const AIM = { commandsPerSecond: 2000, commandP99Ms: 25, lagP99Ms: 50, rebuildPerSecond: 50_000 };

const started = performance.now();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

let pgServer: BenchPostgres | undefined;
let http: HttpBench | undefined;
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await http?.close().catch(() => undefined);
    await pgServer?.stop().catch(() => undefined);
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the temp folder`);
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  log(`starting embedded PostgreSQL (${os.cpus().length} cores, Node ${process.version})`);
  pgServer = await startBenchPostgres();

  log('1/5 raw PostgreSQL ceilings');
  const raw = await measureRawCeilings(pgServer, RAW_MS);

  log('2/5 event store appends');
  const appends = await measureStoreAppends(pgServer, RAW_MS);

  log('3/5 HTTP command path (app in this process, load generator forked)');
  http = await startHttpBench(pgServer);
  await http.run('warm-up', 16, 2000);
  const httpRuns: HttpRunResult[] = [];
  for (const k of [8, 32]) {
    const r = await http.run(`K=${k}`, k, RUN_MS);
    httpRuns.push(r);
    log(`   K=${k}: ${fmtRate(r.commandsPerSecond)}, p50 ${fmtMs(r.latencyMs.p50)}, p99 ${fmtMs(r.latencyMs.p99)}, errors ${r.errors}`);
  }
  const noWorker = await http.run('K=32, projection worker paused', 32, RUN_MS, { worker: false });
  log(`   K=32 without the projection worker: ${fmtRate(noWorker.commandsPerSecond)}, p99 ${fmtMs(noWorker.latencyMs.p99)}`);
  const fresh = await http.prepareMembers(1);
  const longStream = { email: httpRuns[1]!.sampleMember, token: '' }; // a member of the K=32 run: its stream grew during it
  const pieces = await measureCommandPieces(http, fresh[0]!, longStream);
  const best = Math.max(...httpRuns.map((r) => r.commandsPerSecond));
  let profile: ProfileSummary | undefined;
  if (process.env.BENCH_PROFILE === '1' || best < AIM.commandsPerSecond / 2) {
    log('   profiling the server during one more K=32 run');
    mkdirSync(OUT_DIR, { recursive: true });
    const bench = http;
    const { result, summary } = await profileWhile(
      () => bench.run('K=32, profiled', 32, 3000),
      path.join(OUT_DIR, 'bench-backbone-server.cpuprofile'),
    );
    profile = summary;
    log(`   profiled run: ${fmtRate(result.commandsPerSecond)} (sampling profiler on)`);
  }
  await http.close();
  http = undefined;

  log('4/5 projection lag');
  const notify = await measureNotifyLatency(pgServer, 300);
  const lag = await measureProjectionLag(pgServer, 'bench_lag', { ratePerSecond: 200, durationMs: RUN_MS });
  const lagNotifyOnly = await measureProjectionLag(pgServer, 'bench_lag_slowpoll', { ratePerSecond: 200, durationMs: Math.min(RUN_MS, 3000), idlePollMs: 1000 });

  log('5/5 rebuild (generating 220,000 events first)');
  const rebuild = await measureRebuild(pgServer, { members: 20_000, eventsPerMember: 11 });

  // ---- report ----
  const [k8, k32] = httpRuns as [HttpRunResult, HttpRunResult];
  const pgb = (clients: number) => raw.pgbench?.find((p) => p.clients === clients);
  const pgbText = (clients: number) => (pgb(clients) ? `; pgbench ${fmtRate(pgb(clients)!.tps)}` : '');
  const rows: Row[] = [
    { metric: 'raw INSERT commits, 1 client (node-pg)', measured: fmtRate(raw.insert1.perSecond), ceiling: `(is the ceiling)${pgbText(1)}`, aim: '-' },
    { metric: 'raw INSERT commits, 32 clients (node-pg)', measured: fmtRate(raw.insert32.perSecond), ceiling: `(is the ceiling)${pgbText(32)}`, aim: '-' },
    { metric: 'raw read stream + insert next version, 8 clients', measured: fmtRate(raw.readInsert8.perSecond), ceiling: `(is the ceiling) p99 ${fmtMs(raw.readInsert8.latencyMs.p99)}`, aim: '-' },
    { metric: 'store appends, 1 writer', measured: fmtRate(appends.writers1.perSecond), ceiling: `raw INSERT 1 client ${fmtRate(raw.insert1.perSecond)}`, aim: '-' },
    { metric: 'store appends, 32 writers', measured: fmtRate(appends.writers32.perSecond), ceiling: `raw INSERT 32 clients ${fmtRate(raw.insert32.perSecond)}`, aim: '-' },
    {
      metric: 'store append latency p50 / p99, 1 writer',
      measured: `${fmtMs(appends.writers1.latencyMs.p50)} / ${fmtMs(appends.writers1.latencyMs.p99)}`,
      ceiling: `raw INSERT ${fmtMs(raw.insert1.latencyMs.p50)} / ${fmtMs(raw.insert1.latencyMs.p99)}`,
      aim: '-',
    },
    {
      metric: 'store append latency p50 / p99, 32 writers',
      measured: `${fmtMs(appends.writers32.latencyMs.p50)} / ${fmtMs(appends.writers32.latencyMs.p99)}`,
      ceiling: `raw INSERT ${fmtMs(raw.insert32.latencyMs.p50)} / ${fmtMs(raw.insert32.latencyMs.p99)}`,
      aim: '-',
    },
    ...httpRuns.flatMap((r): Row[] => [
      {
        metric: `HTTP Login commands, ${r.concurrency} in flight`,
        measured: fmtRate(r.commandsPerSecond),
        ceiling: `raw read+insert 8 clients ${fmtRate(raw.readInsert8.perSecond)}`,
        aim: `>= ${fmtRate(AIM.commandsPerSecond)}`,
        meets: r.commandsPerSecond >= AIM.commandsPerSecond,
      },
      {
        metric: `HTTP Login latency p50 / p99, ${r.concurrency} in flight`,
        measured: `${fmtMs(r.latencyMs.p50)} / ${fmtMs(r.latencyMs.p99)}`,
        ceiling: `raw read+insert ${fmtMs(raw.readInsert8.latencyMs.p50)} / ${fmtMs(raw.readInsert8.latencyMs.p99)}`,
        aim: `p99 < ${AIM.commandP99Ms} ms`,
        meets: r.latencyMs.p99 < AIM.commandP99Ms,
      },
      { metric: `HTTP errors, ${r.concurrency} in flight`, measured: String(r.errors), ceiling: '-', aim: '0', meets: r.errors === 0 },
    ]),
    {
      metric: 'HTTP Login, 32 in flight, projection worker paused',
      measured: `${fmtRate(noWorker.commandsPerSecond)}, p99 ${fmtMs(noWorker.latencyMs.p99)}`,
      ceiling: `raw read+insert 8 clients ${fmtRate(raw.readInsert8.perSecond)}`,
      aim: `>= ${fmtRate(AIM.commandsPerSecond)}`,
      meets: noWorker.commandsPerSecond >= AIM.commandsPerSecond,
    },
    {
      metric: 'projection lag p50 / p99 (200 ev/s, default idlePollMs)',
      measured: `${fmtMs(lag.lagMs.p50)} / ${fmtMs(lag.lagMs.p99)}`,
      ceiling: `NOTIFY->LISTEN ${fmtMs(notify.p50)} / ${fmtMs(notify.p99)}`,
      aim: `p99 < ${AIM.lagP99Ms} ms`,
      meets: lag.lagMs.p99 < AIM.lagP99Ms,
    },
    {
      metric: 'projection lag p50 / p99 (idlePollMs 1000: NOTIFY only)',
      measured: `${fmtMs(lagNotifyOnly.lagMs.p50)} / ${fmtMs(lagNotifyOnly.lagMs.p99)}`,
      ceiling: `NOTIFY->LISTEN ${fmtMs(notify.p50)} / ${fmtMs(notify.p99)}`,
      aim: `p99 < ${AIM.lagP99Ms} ms`,
      meets: lagNotifyOnly.lagMs.p99 < AIM.lagP99Ms,
    },
    {
      metric: `rebuild members projection (${rebuild.events.toLocaleString('en-US')} events)`,
      measured: fmtRate(rebuild.rebuildEventsPerSecond),
      ceiling: [
        rebuild.copyOutEventsPerSecond ? `COPY out ${fmtRate(rebuild.copyOutEventsPerSecond)}` : undefined,
        `store.readAll ${fmtRate(rebuild.readAllEventsPerSecond)}`,
        `scan ${fmtRate(rebuild.scanEventsPerSecond)}`,
      ].filter(Boolean).join('; '),
      aim: `>= ${fmtRate(AIM.rebuildPerSecond)}`,
      meets: rebuild.rebuildEventsPerSecond >= AIM.rebuildPerSecond,
    },
  ];

  console.log('\nCertus backbone benchmark (figures only; nothing here passes or fails)\n');
  console.log(formatTable(rows));

  console.log('\nDetails');
  for (const r of [...httpRuns, noWorker]) {
    const s = r.server;
    console.log(
      `  HTTP ${r.label}${r.workerRunning ? '' : ''}: server-side request mean ${fmtMs(s.requestMeanMs)} (p99 ${fmtMs(s.requestP99Ms)}), ` +
        `readStream mean ${fmtMs(s.readStreamMeanMs)} over ${s.meanStreamLength.toFixed(0)} events/stream, append mean ${fmtMs(s.appendMeanMs)} (p99 ${fmtMs(s.appendP99Ms)}); ` +
        `event loop ${(s.eventLoopUtilization * 100).toFixed(0)}% busy (delay p99 ${fmtMs(s.eventLoopDelayP99Ms)}); ` +
        `CPU cores: machine ${r.cpu.machineCores.toFixed(2)}/${os.cpus().length} = server ${r.cpu.serverCores.toFixed(2)} + load generator ${r.cpu.loadGeneratorCores.toFixed(2)} + PostgreSQL/other ${r.cpu.restCores.toFixed(2)}; ` +
        `MemberSignedIn stored ${r.eventsStored} for ${Math.round(r.commandsPerSecond * r.seconds)} OK responses` +
        (r.firstError ? `; first error: ${r.firstError}` : ''),
    );
  }
  console.log(
    `  Command pieces (no load): JWT verify ${fmtMs(pieces.jwtVerifyMs)}; readStream+parse+fold ${fmtMs(pieces.shortLoadMs)} at ${pieces.shortLen} events, ` +
      `${fmtMs(pieces.longLoadMs)} at ${pieces.longLen} events; zod DomainEvent.parse ${(pieces.zodParseUsPerEvent).toFixed(1)} µs/event`,
  );
  console.log(
    `  Store appends: 1 writer ${appends.writers1.cpu.machine.toFixed(2)} cores busy (Node ${appends.writers1.cpu.self.toFixed(2)}); ` +
      `32 writers ${appends.writers32.cpu.machine.toFixed(2)} cores busy (Node ${appends.writers32.cpu.self.toFixed(2)}); ` +
      `raw INSERT 32 clients ${raw.insert32.cpu.machine.toFixed(2)} cores busy (Node ${raw.insert32.cpu.self.toFixed(2)})`,
  );
  for (const l of [lag, lagNotifyOnly]) {
    console.log(
      `  Lag (idlePollMs ${l.idlePollMs}): ${l.applied}/${l.appended} applied at ${l.ratePerSecond.toFixed(0)} ev/s in ${l.batches} batches ` +
        `(mean ${l.meanBatchSize.toFixed(1)} events); from append call p50/p99 ${fmtMs(l.lagFromCallMs.p50)} / ${fmtMs(l.lagFromCallMs.p99)}; ` +
        `applied before append returned: ${l.appliedBeforeReturn}; append p50/p99 ${fmtMs(l.appendMs.p50)} / ${fmtMs(l.appendMs.p99)}; max lag ${fmtMs(l.lagMs.max)}`,
    );
  }
  const b = rebuild.breakdown;
  console.log(
    `  Rebuild: ${rebuild.events} events of ${rebuild.members} members in ${rebuild.rebuildSeconds.toFixed(2)} s = readAll ${b.readAll.toFixed(2)} s + ` +
      `applyBatch JS (zod parse, evolve, JSON) ${b.applyBatchJs.toFixed(2)} s + applyBatch SQL ${b.applyBatchSql.toFixed(2)} s + other ${b.other.toFixed(2)} s; ` +
      `members rows ${rebuild.membersRows} (${rebuild.activeWithSignIn} active with a sign-in); events generated in ${rebuild.generateSeconds.toFixed(1)} s`,
  );
  if (profile) {
    console.log(`  Server CPU profile (K=32, ${profile.sampledMs.toFixed(0)} ms busy sampled; ${profile.file ?? ''}):`);
    console.log(`    self time by place: ${profile.byPlace.map((p) => `${p.place} ${(p.share * 100).toFixed(1)}%`).join(', ')}`);
    console.log('    top functions (self):');
    for (const f of profile.topFunctions) console.log(`      ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.fn}  [${f.place}]`);
  }

  mkdirSync(OUT_DIR, { recursive: true });
  const jsonPath = path.join(OUT_DIR, 'bench-backbone.json');
  writeFileSync(
    jsonPath,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
        aims: AIM,
        table: rows,
        raw,
        appends,
        http: { runs: httpRuns, noWorker, pieces, profile },
        lag: { notify, default: lag, notifyOnly: lagNotifyOnly },
        rebuild,
        totalSeconds: (performance.now() - started) / 1000,
      },
      null,
      2,
    ),
  );
  console.log(`\nJSON: ${path.relative(process.cwd(), jsonPath)}; total ${((performance.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error('benchmark failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
// Anything left (a pool's idle timer, a stray socket) must not keep the process alive.
process.exit(process.exitCode ?? 0);
