import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_STREAM_ID, addressBookStreamId } from '@certus/contracts';
import { PostgresEventStore, REPO_ROOT, createPool, randomIds, systemClock } from '@certus/infra';
import { lastPublished } from '../../command-service/src/catalogue/publish-catalogue.ts';
import { runCli } from '../support/run-cli.ts';
import { summarize } from '../bench/lib/stats.ts';
import { seededRandom } from '../support/seeded-random.ts';
import { PROCESS_NAMES, startChaosCluster, type ChaosCluster, type ProcessName } from './chaos-cluster.ts';
import { ChaosLoad, type Attempt, type Member } from './chaos-load.ts';
import { checkFindings, untilSettled, type Findings } from './chaos-checks.ts';

export interface ChaosOptions {
  trials: number;
  /** Members whose stories run at once. */
  users: number;
  /** The longest a trial's load runs before its kill (the moment is drawn between 0.5 s and this). */
  loadSeconds: number;
  /** Seeds the choice of moments, so a run can be repeated. */
  seed: number;
  log: (line: string) => void;
  /** The processes to kill, in turns (default every one of PROCESS_NAMES). */
  victims?: readonly ProcessName[];
  /** Keep the cluster's folder (logs, data) after the run; it is kept anyway when a trial found a problem. */
  keep?: boolean;
}

export interface TrialResult {
  trial: number;
  killed: ProcessName;
  /** Commands acknowledged during the trial. */
  acknowledged: number;
  findings: Findings;
  /** The load and every process came to rest (projections, reactors and payments finished) within the bound. */
  settled: boolean;
  /** From the kill until a command sent through the web front was acknowledged again. */
  answeredMs: number | undefined;
  /** From the kill until that command showed in the query service's read model. */
  readModelsMs: number | undefined;
  /** Processes other than the one killed that ended on their own during the trial (the supervisor restarted them). */
  collateralExits: string[];
  /** Commands of the trial answered otherwise than 2xx, counted by kind and status ("submit with payment 503 x2"). */
  refused: string[];
}

export interface ChaosRun {
  trials: TrialResult[];
  /** Commands acknowledged in all. */
  acknowledged: number;
  startedAt: string;
  seconds: number;
  clusterDir: string;
}

/** A bound on waiting for recovery: the issue's aim is 30 s for the service, so this is past anything that passes. */
const RECOVERY_BOUND_MS = 60_000;
const HELD_COMMIT_MS = 2_000;

/**
 * The chaos suite (issue [7/7]): distributed mode under a mixed write load, one process killed with SIGKILL per
 * trial at a drawn moment (PostgreSQL and nats-server among them) and started again by its supervisor. After each
 * kill: how long until the service answered and the read models moved; then a transaction that appends holds its
 * commit open while the load goes on, the load pauses, the platform settles, and the whole log is checked:
 * every acknowledged command's event present once, no payment without its record, read models equal to a replay.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosRun> {
  const started = Date.now();
  const random = seededRandom(options.seed);
  mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
  const dir = mkdtempSync(path.join(REPO_ROOT, '.tmp', 'chaos-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own system user when this runs as root
  let cluster: ChaosCluster | undefined;
  let problems = true; // until the run has ended without any: the logs and the data are kept for a look
  // Ctrl-C: the supervised processes run in process groups of their own, which the terminal's signal does not reach.
  const onSignal = () => void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  try {
    cluster = await startChaosCluster(dir, options);
    const pool = createPool(cluster.databaseUrl, 4, 'certus-chaos-checks');
    const store = new PostgresEventStore(pool, systemClock, randomIds);
    const worker = { email: `chaos-worker-${Date.now()}@example.test`, password: 'Chaos-worker-1' };
    const made = await runCli('infra/platform/src/admin.ts', ['create-staff', '--email', worker.email, '--first-name', 'Chaos', '--last-name', 'Worker', '--role', 'worker', '--password-stdin'], { ...process.env, DATABASE_URL: cluster.databaseUrl, LOG_LEVEL: 'silent' }, `${worker.password}\n`);
    if (made.code !== 0) throw new Error(`npm run admin -- create-staff failed: ${made.stderr}`);
    const catalogue = lastPublished(await store.readStream(CATALOGUE_STREAM_ID));
    if (!catalogue) throw new Error('the command services published no catalogue');
    const mails = cluster.mails;
    const load = new ChaosLoad({
      webUrl: cluster.webUrl,
      mailTo: (email) => mails.messages().find((m) => m.to.includes(email))?.text.match(/\/verify\/([\w-]+)/)?.[1],
      catalogue,
      worker,
    });
    const probe = await load.aMember();
    if (!probe) throw new Error('the probe member could not be made');
    load.start(options.users);
    while (load.acknowledged < 20) await sleep(200);
    options.log(`load running: ${options.users} members at a time`);

    const trials: TrialResult[] = [];
    const [reportedLost, reportedDuplicated] = [new Set<string>(), new Set<string>()];
    let rotation: ProcessName[] = [];
    for (let trial = 1; trial <= options.trials; trial++) {
      load.trial = trial;
      if (rotation.length === 0) rotation = shuffled([...(options.victims ?? PROCESS_NAMES)], random);
      const killed = rotation.pop()!;
      const victim = cluster.processes.get(killed)!;
      const exitsBefore = exitCounts(cluster);
      await load.signIn(probe);
      await sleep(500 + random() * (options.loadSeconds * 1000 - 500));
      const killedAt = performance.now();
      victim.kill();
      const recovery = await untilRecovered(load, probe, killedAt);
      await victim.whenReady(RECOVERY_BOUND_MS);
      // After the recovery is measured: a held commit stands every reader of the log still while it is open.
      await holdACommitOpen(pool, probe.memberId, load, trial);
      await load.stop();
      const settled = await untilSettled(pool, store, 120_000);
      const findings = await checkFindings(pool, store, load.attempts);
      const exitsAfter = exitCounts(cluster);
      const result: TrialResult = {
        trial,
        killed,
        acknowledged: load.attempts.filter((a) => a.trial === trial && a.acknowledged).length,
        // The whole log is checked each time: a loss found now counts in this trial, whichever trial sent the command.
        findings: { ...findings, lost: newlyFound(findings.lost, reportedLost), duplicated: newlyFound(findings.duplicated, reportedDuplicated) },
        settled,
        ...recovery,
        refused: refusalsOf(load.attempts.filter((a) => a.trial === trial && !a.acknowledged)),
        collateralExits: [...exitsAfter].filter(([name, n]) => n > (exitsBefore.get(name) ?? 0)).map(([name]) => name),
      };
      trials.push(result);
      options.log(describeTrial(result));
      load.start(options.users);
    }
    await load.stop();
    await pool.end();
    problems = chaosVerdict({ trials }).length > 0;
    return { trials, acknowledged: load.acknowledged, startedAt: new Date(started).toISOString(), seconds: (Date.now() - started) / 1000, clusterDir: dir };
  } finally {
    process.off('SIGINT', onSignal);
    await cluster?.stop();
    if (!options.keep && !problems) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A delayed commit: a transaction appends an address to the probe member's book and stays open for 2 s while the
 * load commits after it. Acknowledged once its commit returns; the read models must still have it (a reader that had
 * moved past its position would skip it, and the replay would then differ). Every reader of the log waits for it
 * while it is open, by design: that is why it comes after the recovery is measured.
 */
async function holdACommitOpen(pool: ReturnType<typeof createPool>, memberId: string, load: ChaosLoad, trial: number): Promise<void> {
  const attempt: Attempt = { correlationId: `chaos-held-${randomUUID()}`, kind: 'held commit', expectedType: 'AddressAdded', trial, acknowledged: false };
  load.attempts.push(attempt);
  try {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const stream = addressBookStreamId(memberId);
      const { rows } = await client.query("SELECT data, metadata FROM events WHERE stream_id = $1 AND type = 'AddressAdded' ORDER BY stream_version LIMIT 1", [stream]);
      const first = rows[0]!;
      const event = {
        eventId: randomUUID(),
        type: 'AddressAdded',
        data: { ...first.data, addressId: randomUUID(), addedAt: new Date().toISOString() },
        metadata: { ...first.metadata, correlationId: attempt.correlationId, causationId: attempt.correlationId },
      };
      await client.query('BEGIN');
      await client.query('SELECT * FROM certus_append($1, -1, NULL, now(), $2::jsonb)', [stream, JSON.stringify([event])]);
      await sleep(HELD_COMMIT_MS);
      await client.query('COMMIT');
      attempt.acknowledged = true;
    } catch (error) {
      broken = error as Error;
    } finally {
      client.release(broken);
    }
  } catch {
    // a connection the kill broke: nothing was committed, nothing acknowledged
  }
}

/** Probes through the web front from the kill on: a profile change acknowledged, then seen by the query service. */
async function untilRecovered(load: ChaosLoad, probe: Member, killedAt: number): Promise<{ answeredMs: number | undefined; readModelsMs: number | undefined }> {
  let answeredMs: number | undefined;
  while (performance.now() - killedAt < RECOVERY_BOUND_MS) {
    const phone = `${Math.floor(Math.random() * 1e10)}`.padStart(10, '0');
    if (answeredMs === undefined && !(await load.probeWrite(probe, phone))) {
      await sleep(100);
      continue;
    }
    answeredMs ??= performance.now() - killedAt;
    while (performance.now() - killedAt < RECOVERY_BOUND_MS) {
      if ((await load.probeRead(probe)) === phone) return { answeredMs, readModelsMs: performance.now() - killedAt };
      await sleep(50);
    }
  }
  return { answeredMs, readModelsMs: undefined };
}

/** The attempts not reported by an earlier trial, now marked as reported. */
function newlyFound(attempts: Attempt[], reported: Set<string>): Attempt[] {
  const fresh = attempts.filter((a) => !reported.has(a.correlationId));
  for (const a of fresh) reported.add(a.correlationId);
  return fresh;
}

function refusalsOf(attempts: Attempt[]): string[] {
  const counts = new Map<string, number>();
  for (const a of attempts) counts.set(`${a.kind} ${a.status || 'no answer'}`, (counts.get(`${a.kind} ${a.status || 'no answer'}`) ?? 0) + 1);
  return [...counts].map(([what, n]) => `${what} x${n}`);
}

function exitCounts(cluster: ChaosCluster): Map<string, number> {
  return new Map([...cluster.processes].map(([name, p]) => [name, p.unexpectedExits]));
}

function describeTrial(t: TrialResult): string {
  const f = t.findings;
  const ms = (v: number | undefined) => (v === undefined ? 'never' : `${(v / 1000).toFixed(2)} s`);
  const problems = [
    f.lost.length && `LOST ${f.lost.length} (${f.lost.slice(0, 3).map((a) => a.kind).join(', ')})`,
    f.duplicated.length && `DUPLICATED ${f.duplicated.length} (${f.duplicated.slice(0, 3).map((a) => a.kind).join(', ')})`,
    f.payments.length && `PAYMENTS ${f.payments.slice(0, 3).join('; ')}`,
    f.readModelDifferences && `READ MODELS ${f.driftedTables.join('; ')}`,
    !t.settled && 'DID NOT SETTLE in 120 s',
    t.collateralExits.length && `also exited: ${t.collateralExits.join(', ')}`,
    t.refused.length && `not acknowledged: ${t.refused.join(', ')}`,
  ].filter(Boolean);
  return `trial ${String(t.trial).padStart(3)}: SIGKILL ${t.killed.padEnd(13)} ${String(t.acknowledged).padStart(4)} acknowledged, answering again ${ms(t.answeredMs)}, read models ${ms(t.readModelsMs)}${problems.length ? ` | ${problems.join(' | ')}` : ''}`;
}

/** The table the README and the closing note quote: one row per process killed, and all. */
export function chaosTable(run: ChaosRun): string {
  const rows = [...PROCESS_NAMES.map((name) => [name, run.trials.filter((t) => t.killed === name)] as const), ['all', run.trials] as const].filter(([, ts]) => ts.length > 0);
  const seconds = (v: number) => (Number.isFinite(v) ? (v / 1000).toFixed(2) : '-');
  const recovery = (values: (number | undefined)[]) => {
    const measured = values.filter((v): v is number => v !== undefined);
    const s = summarize(measured);
    const never = values.length - measured.length;
    return `${seconds(s.p50)} / ${seconds(s.p95)} / ${seconds(s.max)}${never ? ` (${never} never)` : ''}`;
  };
  const lines = [
    '| process killed (SIGKILL) | trials | acknowledged | lost | duplicated | payments unmatched | read-model differences | not settled | other exits | answering again p50 / p95 / max (s) | read models moving p50 / p95 / max (s) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(([name, ts]) => {
      const sum = (f: (t: TrialResult) => number) => ts.reduce((n, t) => n + f(t), 0);
      return `| ${name} | ${ts.length} | ${sum((t) => t.acknowledged)} | ${sum((t) => t.findings.lost.length)} | ${sum((t) => t.findings.duplicated.length)} | ${sum((t) => t.findings.payments.length)} | ${sum((t) => t.findings.readModelDifferences)} | ${sum((t) => (t.settled ? 0 : 1))} | ${sum((t) => t.collateralExits.length)} | ${recovery(ts.map((t) => t.answeredMs))} | ${recovery(ts.map((t) => t.readModelsMs))} |`;
    }),
  ];
  return lines.join('\n');
}

/** Whether a run met the issue's bar: nothing lost, duplicated or drifted, money matched, recovery within bounds. */
export function chaosVerdict(run: Pick<ChaosRun, 'trials'>): string[] {
  const failures: string[] = [];
  for (const t of run.trials) {
    const f = t.findings;
    if (f.lost.length || f.duplicated.length || f.payments.length || f.readModelDifferences || !t.settled) failures.push(`trial ${t.trial} (${t.killed}): ${describeTrial(t)}`);
    if (t.answeredMs === undefined || t.answeredMs > 30_000) failures.push(`trial ${t.trial} (${t.killed}): the service did not answer within 30 s`);
  }
  return failures;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function shuffled<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
