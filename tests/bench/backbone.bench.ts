/**
 * npm run bench:backbone: what the platform's backbone does on this machine, each figure beside the
 * raw PostgreSQL ceiling measured in the same run (same server, same settings). It prints figures; it
 * never fails on a timing (only on errors that make a figure meaningless).
 *
 *   1. raw PostgreSQL: single-row INSERT commits/s (node-postgres, 1 and 32 clients; pgbench if installed),
 *      and the plain "read a short stream, insert the next version" path at 8 clients
 *   2. event store appends/s and latency, 1 and 32 writers (NOTIFY after commit, coalesced, as in production)
 *   3. the HTTP command path (POST /api/account/Login with a Bearer token: read the session stream, append
 *      MemberSignedIn to it), driven from a forked load generator, about one Login per session as on the site
 *   4. projection lag (members projection, runProjectionWorker + InProcessDelivery) at a steady 200
 *      MemberSignedIn/s into session streams; the worker in this process (woken in-process) and as a
 *      separate process would run it (own pool and store, woken by the NOTIFY sent after commit)
 *   5. rebuild of the members projection over 220,000 events (member streams and session streams)
 *
 * Rows marked "diag:" are experiments that explain the main figures (pg_notify inside an INSERT's
 * transaction, which is why the store notifies after commit; the HTTP frame without the database; the
 * rebuild with the old, smaller batches). They run in this folder's own databases; no application code is changed.
 * Besides the table: CPU split per phase (this process, the load generator, our PostgreSQL, other processes),
 * pg_stat_activity wait events, and a CPU profile of the server (.tmp/bench-backbone-server.cpuprofile).
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
import { measureNotifyLatency, measureProjectionLag, type LagResult } from './lib/projection-lag.ts';
import { measureRebuild, rebuildEvents, type RebuildShape } from './lib/rebuild.ts';
import { profileWhile, type ProfileSummary } from './lib/profile.ts';
import { reportTable, type Row } from './lib/report.ts';
import { fmtMs, fmtRate } from './lib/stats.ts';
import { fmtCpu, otherCores } from './lib/cpu.ts';
import { fmtWaits } from './lib/wait-events.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(REPO, '.tmp');
const RUN_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const RAW_MS = 3000;
const AIM = { commandsPerSecond: 2000, commandP99Ms: 25, lagP99Ms: 50, rebuildPerSecond: 100_000 };
/** 20,000 members x (2 member events + 4 sessions x (SessionStarted, MemberSignedIn) + 1 SessionRevoked) = 220,000 events. */
const REBUILD: RebuildShape = { members: 20_000, sessionsPerMember: 4, signedOutEvery: 4 };

const started = performance.now();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

let pgServer: BenchPostgres | undefined;
let http: HttpBench | undefined;
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.race([http?.close().catch(() => undefined), new Promise((r) => setTimeout(r, 10_000).unref())]);
    await pgServer?.stop().catch(() => undefined);
  })();
  return cleaning;
}
let interrupted = false;
let failed = false;
// A Ctrl-C also reaches PostgreSQL, which then drops every connection, and a connection's 'error' with
// nobody listening would end the process before the temp folder is gone: clean up first, then exit.
process.on('uncaughtException', (error) => {
  if (failed) return;
  failed = true;
  if (!interrupted) console.error('benchmark failed:', error);
  void cleanup().finally(() => process.exit(interrupted ? 130 : 1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // process.on, not once: Ctrl-C reaches us twice (from the terminal and relayed by tsx), and a second
  // signal with no listener left would kill the process before it has cleaned up.
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and removing the temp folder`);
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  log(`starting embedded PostgreSQL (${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  pgServer = await startBenchPostgres();

  log('1/5 raw PostgreSQL ceilings');
  const raw = await measureRawCeilings(pgServer, RAW_MS);

  log('2/5 event store appends');
  const appends = await measureStoreAppends(pgServer, RAW_MS);

  log('3/5 HTTP command path (app in this process, load generator forked)');
  http = await startHttpBench(pgServer);
  await http.run('warm-up', 16, 2000, { sessions: 2000 });
  const httpRuns: HttpRunResult[] = [];
  for (const k of [8, 32]) {
    const r = await http.run(`K=${k}`, k, RUN_MS);
    httpRuns.push(r);
    log(`   K=${k}: ${fmtRate(r.commandsPerSecond)}, p50 ${fmtMs(r.latencyMs.p50)}, p99 ${fmtMs(r.latencyMs.p99)}, errors ${r.errors}${r.firstError ? ` (first: ${r.firstError})` : ''}`);
  }
  const noWorker = await http.run('K=32, projection worker paused', 32, RUN_MS, { worker: false });
  log(`   K=32 without the projection worker: ${fmtRate(noWorker.commandsPerSecond)}, p99 ${fmtMs(noWorker.latencyMs.p99)}`);
  const bare = await http.runBareNode(32, 3000);
  log(`   bare node:http server (Node's HTTP floor): ${fmtRate(bare.perSecond)}, p99 ${fmtMs(bare.latencyMs.p99)}`);
  const frame = await http.run('GET /api/health + Bearer, K=32 (HTTP frame, no database)', 32, 3000, { mode: 'frame', sessions: 32 });
  log(`   HTTP frame only (cached access-token check + middleware, no database): ${fmtRate(frame.commandsPerSecond)}, p99 ${fmtMs(frame.latencyMs.p99)}`);
  const pieces = await measureCommandPieces(http);
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
  const lagSeparate = await measureProjectionLag(pgServer, 'bench_lag_separate', { ratePerSecond: 200, durationMs: Math.min(RUN_MS, 3000), reader: 'separate' });
  const lagNotifyOnly = await measureProjectionLag(pgServer, 'bench_lag_notify', {
    ratePerSecond: 200,
    durationMs: Math.min(RUN_MS, 3000),
    idlePollMs: 1000,
    reader: 'separate',
  });
  const lagRow = (l: LagResult, what: string): Row => ({
    metric: `projection lag p50 / p99 (${what})`,
    measured: `${fmtMs(l.lagMs.p50)} / ${fmtMs(l.lagMs.p99)}`,
    ceiling: `NOTIFY->LISTEN ${fmtMs(notify.p50)} / ${fmtMs(notify.p99)}`,
    aim: `p99 < ${AIM.lagP99Ms} ms`,
    meets: l.lagMs.p99 < AIM.lagP99Ms,
  });

  log(`5/5 rebuild (generating ${rebuildEvents(REBUILD).toLocaleString('en-US')} events first)`);
  const rebuild = await measureRebuild(pgServer, REBUILD);

  // ---- report ----
  const pgb = (clients: number) => raw.pgbench?.find((p) => p.clients === clients);
  const pgbText = (clients: number) => (pgb(clients) ? `; pgbench ${fmtRate(pgb(clients)!.tps)}` : '');
  const rows: Row[] = [
    { metric: 'raw INSERT commits, 1 client (node-pg)', measured: fmtRate(raw.insert1.perSecond), ceiling: `(is the ceiling)${pgbText(1)}`, aim: '-' },
    { metric: 'raw INSERT commits, 32 clients (node-pg)', measured: fmtRate(raw.insert32.perSecond), ceiling: `(is the ceiling)${pgbText(32)}`, aim: '-' },
    {
      metric: 'diag: raw INSERT + pg_notify, 32 clients',
      measured: fmtRate(raw.insertNotify32.perSecond),
      ceiling: `raw INSERT 32 clients ${fmtRate(raw.insert32.perSecond)}`,
      aim: '-',
    },
    {
      metric: 'diag: raw INSERT, then pg_notify as its own statement, 32 clients',
      measured: fmtRate(raw.insertThenNotify32.perSecond),
      ceiling: `raw INSERT 32 clients ${fmtRate(raw.insert32.perSecond)}`,
      aim: '-',
    },
    {
      metric: 'diag: raw INSERT, 1 client, synchronous_commit off',
      measured: fmtRate(raw.insert1Async.perSecond),
      ceiling: `raw INSERT 1 client ${fmtRate(raw.insert1.perSecond)}`,
      aim: '-',
    },
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
        ratio: r.commandsPerSecond / raw.readInsert8.perSecond,
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
      metric: 'diag: HTTP frame only (GET /api/health + Bearer), 32 in flight',
      measured: `${fmtRate(frame.commandsPerSecond)}, p99 ${fmtMs(frame.latencyMs.p99)}`,
      ceiling: `bare node:http ${fmtRate(bare.perSecond)}, p99 ${fmtMs(bare.latencyMs.p99)}`,
      aim: '-',
    },
    lagRow(lag, '200 ev/s, worker in the appending process'),
    lagRow(lagSeparate, '200 ev/s, worker as a separate process'),
    lagRow(lagNotifyOnly, 'separate process, idlePollMs 1000: NOTIFY only'),
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
      ratio: rebuild.rebuildEventsPerSecond / rebuild.readAllEventsPerSecond,
    },
    {
      metric: `diag: rebuild again with batchSize ${rebuild.smallBatchSize.toLocaleString('en-US')} (the old default)`,
      measured: fmtRate(rebuild.smallBatchEventsPerSecond),
      ceiling: rebuild.copyOutEventsPerSecond ? `COPY out ${fmtRate(rebuild.copyOutEventsPerSecond)}` : '-',
      aim: '-',
    },
  ];

  console.log('\nCertus backbone benchmark (figures only; nothing here passes or fails)\n');
  reportTable('backbone', rows);

  const noise = [
    ['raw INSERT 1 client', otherCores(raw.insert1.cpu)],
    ['raw INSERT 32 clients', otherCores(raw.insert32.cpu)],
    ['raw read+insert', otherCores(raw.readInsert8.cpu)],
    ['store appends 1 writer', otherCores(appends.writers1.cpu)],
    ['store appends 32 writers', otherCores(appends.writers32.cpu)],
    ...[...httpRuns, noWorker, frame].map((r) => [`HTTP ${r.label}`, otherCores(r.cpu, r.cpu.loadGenerator)] as const),
  ] as const;
  const worst = noise.reduce((a, b) => (b[1] > a[1] ? b : a));
  const meanNoise = noise.reduce((a, b) => a + b[1], 0) / noise.length;
  console.log(
    `\nShared machine: processes other than this benchmark and its PostgreSQL used ${meanNoise.toFixed(2)} of ${os.cpus().length} cores on average ` +
      `during the measured phases (most: ${worst[1].toFixed(2)} during ${worst[0]}). The higher that is, the more pessimistic every figure.`,
  );
  console.log('\nDetails');
  console.log(`  Raw INSERT 32 clients: ${fmtCpu(raw.insert32.cpu)}; backends: ${fmtWaits(raw.insert32.waitEvents!)}`);
  console.log(`  Raw INSERT + pg_notify 32 clients: ${fmtCpu(raw.insertNotify32.cpu)}; backends: ${fmtWaits(raw.insertNotify32.waitEvents!)}`);
  console.log(`  Raw INSERT then pg_notify (own statement) 32 clients: ${fmtCpu(raw.insertThenNotify32.cpu)}; backends: ${fmtWaits(raw.insertThenNotify32.waitEvents!)}`);
  const perAppend = (r: typeof appends.writers1) => `${r.notifies.toLocaleString('en-US')} NOTIFYs for ${r.ops.toLocaleString('en-US')} appends`;
  console.log(`  Store appends 1 writer: ${fmtCpu(appends.writers1.cpu)}; ${perAppend(appends.writers1)}`);
  console.log(`  Store appends 32 writers: ${fmtCpu(appends.writers32.cpu)}; ${perAppend(appends.writers32)}; backends: ${fmtWaits(appends.writers32.waitEvents!)}`);
  console.log(`  Bare node:http, 32 in flight: ${fmtRate(bare.perSecond)}; server CPU ${fmtMs((bare.serverCores * 1000) / bare.perSecond)} per request; load generator ${bare.cpuCores.toFixed(2)} cores`);
  for (const r of [...httpRuns, noWorker, frame]) {
    const s = r.server;
    console.log(
      `  HTTP ${r.label}: ${fmtRate(r.commandsPerSecond)}; server CPU ${fmtMs(r.serverCpuMsPerRequest)} per request; ` +
        `server-side request mean ${fmtMs(s.requestMeanMs)} (p99 ${fmtMs(s.requestP99Ms)})` +
        (r.label.includes('frame')
          ? ''
          : `, readStream mean ${fmtMs(s.readStreamMeanMs)} over ${s.meanStreamLength.toFixed(0)} events/stream, append mean ${fmtMs(s.appendMeanMs)} (p99 ${fmtMs(s.appendP99Ms)})`) +
        `; event loop ${(s.eventLoopUtilization * 100).toFixed(0)}% busy (delay p99 ${fmtMs(s.eventLoopDelayP99Ms)}); ` +
        `CPU ${fmtCpu(r.cpu, { 'load generator': r.cpu.loadGenerator })}; backends: ${fmtWaits(r.waitEvents)}` +
        (r.label.includes('frame')
          ? ''
          : `; MemberSignedIn stored in session streams ${r.eventsStored} for ${Math.round(r.commandsPerSecond * r.seconds)} OK responses, ` +
            `on ${r.sessionsSignedIn} of the ${r.sessions} sessions prepared (at most ${r.maxSignInsPerSession} on one)`) +
        (r.firstError ? `; first error: ${r.firstError}` : ''),
    );
  }
  console.log(
    `  Command pieces (no load): access-token verify ${fmtMs(pieces.jwtVerifyMs)} for a token not seen before (jose; node:crypto HMAC check + claims parse ${fmtMs(pieces.hmacVerifyMs)}), ` +
      `${fmtMs(pieces.cachedVerifyMs)} from the verified-token cache; session stream readStream+parse+fold ${fmtMs(pieces.shortLoadMs)} at ${pieces.shortLen} event(s), ` +
      `${fmtMs(pieces.longLoadMs)} at ${pieces.longLen} (the longest session stream the runs left); zod DomainEvent.parse ${(pieces.zodParseUsPerEvent).toFixed(1)} µs/event`,
  );
  for (const l of [lag, lagSeparate, lagNotifyOnly]) {
    console.log(
      `  Lag (worker ${l.reader === 'same' ? 'in the appending process' : 'as a separate process'}, idlePollMs ${l.idlePollMs}): ${l.applied}/${l.appended} applied at ${l.ratePerSecond.toFixed(0)} ev/s in ${l.batches} batches ` +
        `(mean ${l.meanBatchSize.toFixed(1)} events); from append call p50/p99 ${fmtMs(l.lagFromCallMs.p50)} / ${fmtMs(l.lagFromCallMs.p99)}; ` +
        `applied before append returned: ${l.appliedBeforeReturn}; append p50/p99 ${fmtMs(l.appendMs.p50)} / ${fmtMs(l.appendMs.p99)}; max lag ${fmtMs(l.lagMs.max)}`,
    );
    console.log(`    transactions holding an xid (they hold every log reader back): ${l.xidHolders.map((h) => `${h.who} (max ${fmtMs(h.maxAgeMs)}, ${h.samples} samples)`).join('; ') || 'none seen'}`);
  }
  const b = rebuild.breakdown;
  console.log(
    `  Rebuild: ${rebuild.events} events of ${rebuild.members} members in ${rebuild.rebuildSeconds.toFixed(2)} s = readAll ${b.readAll.toFixed(2)} s + ` +
      `applyBatch JS (zod parse, evolve, JSON) ${b.applyBatchJs.toFixed(2)} s + applyBatch SQL ${b.applyBatchSql.toFixed(2)} s + other ${b.other.toFixed(2)} s; ` +
      `members rows ${rebuild.membersRows} (${rebuild.activeWithSignIn} active with a sign-in, ${rebuild.withSignOut} with a sign-out); ` +
      `events generated in ${rebuild.generateSeconds.toFixed(1)} s (${rebuild.parsedSample.toLocaleString('en-US')} sampled, all parse with DomainEvent)`,
  );
  if (profile) {
    console.log(`  Server CPU profile (K=32, ${profile.sampledMs.toFixed(0)} ms busy sampled; ${profile.file ?? ''}):`);
    console.log(`    self time by owner (nearest package/workspace caller): ${profile.byOwner.map((p) => `${p.owner} ${(p.share * 100).toFixed(1)}%`).join(', ')}`);
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
        http: { runs: httpRuns, noWorker, frame, bare, pieces, profile },
        lag: { notify, default: lag, separate: lagSeparate, notifyOnly: lagNotifyOnly },
        rebuild,
        otherProcessesCores: { mean: meanNoise, max: worst[1], maxDuring: worst[0] },
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
