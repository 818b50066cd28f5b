/**
 * npm run bench:takeover [-- --trials 10]: how long the read models stand still when the active projections worker
 * dies (SIGKILL) or is stopped (SIGTERM) in distributed mode with NATS (issue [7/7]: under 5 s; 30.8-31.0 s was
 * measured before the ack wait came down to 3 s). A real nats-server, the relay and two `start:projections`
 * processes (PROJECTIONS=members: one active, one standby) on an embedded PostgreSQL in .tmp, events appended at
 * about 50 a second. Each trial signals the active worker (found by its connection's name, as `npm run admin --
 * leaders` finds it), times until the read model has projected the events written after the signal, and restarts
 * the worker as a supervisor would. Beside it, the ceiling: the same lag with nothing killed. Never fails on a timing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { memberStreamId } from '@certus/contracts';
import { NO_STREAM, PostgresEventStore, REPO_ROOT, createPool, leaderLockHolders, randomIds, startEmbeddedPostgres, systemClock } from '@certus/infra';
import { leaderLockKey, migrate, readCheckpoint } from '@certus/projections';
import { startNatsServer } from '../support/nats-server.ts';
import { reportTable, type Row } from './lib/report.ts';
import { fmtMs, summarize } from './lib/stats.ts';

const { values } = parseArgs({ options: { trials: { type: 'string', default: '10' } } });
const TRIALS = Number(values.trials);
const AIM_MS = 5_000;
const started = performance.now();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
const dir = mkdtempSync(path.join(REPO_ROOT, '.tmp', 'bench-takeover-'));
chmodSync(dir, 0o755); // PostgreSQL may run as its own system user
const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: false });
const nats = await startNatsServer(path.join(dir, 'nats'));
const children: ChildProcess[] = [];
let writing = true;
let writer: Promise<void> = Promise.resolve();
try {
  await pg.createDatabase('takeover');
  const url = pg.urlFor('takeover');
  const db = createPool(url, 6);
  await PostgresEventStore.ensureSchema(db);
  await migrate(db);
  const store = new PostgresEventStore(db, systemClock, randomIds);
  const env = { ...process.env, DATABASE_URL: url, NATS_URL: nats.url, DELIVERY: 'nats', PROJECTIONS: 'members', REACTORS: 'none', LOG_LEVEL: 'warn' };
  const run = (file: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, file)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    return child;
  };
  run('infra/src/main/relay.ts');
  const workers = [run('projections/src/main.ts'), run('projections/src/main.ts')];
  writer = (async () => {
    while (writing) {
      const memberId = randomUUID();
      const data = { memberId, email: `${memberId}@bench.test`, userName: `${memberId}@bench.test`, firstName: 'Bench', lastName: 'Member', phone: '', passwordHash: 'h', activationCodeHash: 'c', registeredAt: new Date().toISOString() };
      await store.append(memberStreamId(memberId), NO_STREAM, [{ type: 'MemberRegistered', data, metadata: { correlationId: 'bench', causationId: 'bench', actor: { userId: null, role: 'system' } } }]);
      await sleep(20);
    }
  })();
  const projected = async () => BigInt((await readCheckpoint(db, 'members')).position);
  /** From now until the read model has projected what the log holds now. */
  const catchUp = async (since: number) => {
    const head = BigInt((await store.headCheckpoint()).position);
    while ((await projected()) < head) {
      if (performance.now() - since > 120_000) throw new Error('the read model did not move for 120 s');
      await sleep(10);
    }
    return performance.now() - since;
  };
  log('waiting for the relay and both workers');
  await sleep(8_000);
  const steady: number[] = [];
  for (let i = 0; i < 20; i++) {
    steady.push(await catchUp(performance.now()));
    await sleep(100);
  }
  const byKind: Record<'SIGKILL' | 'SIGTERM', number[]> = { SIGKILL: [], SIGTERM: [] };
  for (let trial = 1; trial <= TRIALS; trial++) {
    const signal = trial % 2 === 1 ? 'SIGKILL' : 'SIGTERM';
    const holder = (await leaderLockHolders(db, [leaderLockKey('members')]))[0];
    const pid = Number(holder?.applicationName.split(':').pop());
    const leader = workers.find((w) => w.pid === pid);
    if (!leader) throw new Error(`the active worker (${holder?.applicationName ?? 'none'}) is not one of this run's`);
    const t0 = performance.now();
    leader.kill(signal);
    await sleep(100); // events written after the signal: only the standby can project them
    const ms = await catchUp(t0);
    byKind[signal].push(ms);
    log(`trial ${trial}: ${signal} of the active worker, read model caught up ${fmtMs(ms)} after the signal`);
    workers[workers.indexOf(leader)] = run('projections/src/main.ts');
    await sleep(4_000);
  }
  const ceiling = summarize(steady);
  const rows: Row[] = (['SIGKILL', 'SIGTERM'] as const).map((signal) => {
    const s = summarize(byKind[signal]);
    return {
      metric: `read models moving again after the active worker's ${signal} (${byKind[signal].length} trials)`,
      measured: `p50 ${fmtMs(s.p50)}, max ${fmtMs(s.max)}`,
      ceiling: `lag with nothing killed p50 ${fmtMs(ceiling.p50)}, max ${fmtMs(ceiling.max)}`,
      aim: `< ${fmtMs(AIM_MS)}`,
      meets: s.max < AIM_MS,
    };
  });
  console.log(`\nprojections worker takeover on this machine (${os.cpus().length} cores), DELIVERY=nats\n`);
  reportTable('takeover', rows);
  await db.end();
} finally {
  writing = false;
  await writer.catch(() => undefined);
  for (const child of children) child.kill('SIGKILL');
  await nats.stop();
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
