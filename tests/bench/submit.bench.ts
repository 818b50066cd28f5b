/**
 * npm run bench:submit: POST /api/orders/submit throughput and latency under concurrent load, beside the
 * same machine's PostgreSQL ceiling measured in the same run. Prints figures; never fails on a timing.
 *
 *   1. ceiling: store.append of an OrderSubmitted of the same size (five comics) to a new stream with
 *      NO_STREAM and a command id, K writers at once: the event store's own cost of one order
 *   2. HTTP: K clients each submitting five-comic orders back to back, each with a fresh Idempotency-Key,
 *      as members with a saved address and card (test gateway), for BENCH_SECONDS (default 5); with
 *      BENCH_PROFILE=1, one more run at 8 in flight under the CPU profiler (.tmp/bench-submit-server.cpuprofile)
 *
 * The app runs in this process as embedded.ts composes it (command router, projection workers and
 * reactors running); the load comes from a forked process (tests/bench/submit-load.ts), so its CPU is not
 * the server's event loop. The figures are those of one 2-core box: read them against the ceiling row.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  OrderSubmitted,
  addressBookStreamId,
  eligibleTiers,
  orderStreamId,
  walletStreamId,
  type Catalogue,
  type ComicLine,
} from '@certus/contracts';
import { aLine, aSubmitOrderBody } from '@certus/contracts/pricing/test-support';
import { InProcessDelivery, NO_STREAM, PostgresEventStore, TEST_CARDS, randomIds } from '@certus/infra';
import { allProjections, allReactors, runProjectionWorker, runReactor } from '@certus/projections';
import { startBenchPostgres, type BenchPostgres } from './lib/postgres.ts';
import { composeBenchPlatform } from './lib/bench-platform.ts';
import { forkLoadGenerator, type LoadResult } from './lib/load-generator.ts';
import { closedLoop } from './lib/closed-loop.ts';
import { benchMetadata } from './lib/store-appends.ts';
import { reportTable, type Row } from './lib/report.ts';
import { profileWhile } from './lib/profile.ts';
import { projectionsCaughtUp } from './lib/projections-caught-up.ts';
import { fmtMs, fmtRate } from './lib/stats.ts';
import { fmtCpu } from './lib/cpu.ts';
import type { SubmitLoadRequest, SubmitTarget } from './submit-load.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RUN_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const MEMBERS = 256;
const CONCURRENCY = [8, 32];
const AIM = { ordersPerSecond: 1000, p99Ms: 50 };

const started = performance.now();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

function fiveComics(catalogue: Catalogue): ComicLine[] {
  const tier = eligibleTiers(catalogue.tiers, { collectibleType: 'Comic', kind: 'comic', year: 2012, insuredCents: 20_000 }).find((t) => t.kind === 'standard')!;
  return [1, 2, 3, 4, 5].map((n) =>
    aLine({ uniqueId: `line-${n}`, title: 'Amazing Tales', isCustomTitle: true, issue: String(n), year: 2012, publisher: 'Certus Comics', insuredCents: 20_000, tierId: tier.id, press: n % 2 === 0 ? 1 : 0 }),
  );
}

let pgServer: BenchPostgres | undefined;
try {
  log(`starting embedded PostgreSQL (${os.cpus().length} cores, Node ${process.version})`);
  pgServer = await startBenchPostgres();
  const { pool, store, logger, commands, listen } = await composeBenchPlatform(pgServer, 'bench_submit', (pool) => new PostgresEventStore(pool, { now: () => new Date() }, randomIds));
  const catalogue = await commands.catalogue.current();
  const stopWorkers = new AbortController();
  const workers = [
    ...allProjections.map((projection) => runProjectionWorker({ pool, delivery: new InProcessDelivery(store), projection, logger, signal: stopWorkers.signal })),
    ...allReactors(store).map((reactor) => runReactor({ pool, delivery: new InProcessDelivery(store), reactor, logger, signal: stopWorkers.signal })),
  ];
  const { server, baseUrl } = await listen();

  log(`seeding ${MEMBERS} members, each with a saved address and card`);
  const comics = fiveComics(catalogue);
  const now = new Date().toISOString();
  const targets: SubmitTarget[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const memberId = randomUUID();
    const addressId = randomUUID();
    const paymentMethodId = randomUUID();
    const stored = await commands.payments.storeCard({ number: TEST_CARDS.approved, cardCode: '123', expireMonth: 12, expireYear: new Date().getUTCFullYear() + 2, nameOnCard: 'Bench Member' });
    if (stored.outcome !== 'stored') throw new Error('the test gateway refused the bench card');
    await store.append(addressBookStreamId(memberId), NO_STREAM, [
      {
        type: 'AddressAdded',
        data: { memberId, addressId, address: { firstName: 'Bench', lastName: 'Member', line1: '1 Main St', line2: '', city: 'Springfield', stateProvince: 'IL', zipPostal: '62701', country: 'US', phone: '' }, addedAt: now },
        metadata: benchMetadata,
      },
      { type: 'DefaultAddressChosen', data: { memberId, addressId, chosenAt: now }, metadata: benchMetadata },
    ]);
    await store.append(walletStreamId(memberId), NO_STREAM, [
      {
        type: 'PaymentMethodAdded',
        data: { memberId, paymentMethodId, kind: 'CreditCard', gateway: commands.payments.name, gatewayToken: stored.instrument.token, brand: stored.instrument.brand, last4: stored.instrument.last4, name: 'Bench Member', expireMonth: 12, expireYear: new Date().getUTCFullYear() + 2, bankName: null, addedAt: now },
        metadata: benchMetadata,
      },
      { type: 'DefaultPaymentMethodChosen', data: { memberId, paymentMethodId, chosenAt: now }, metadata: benchMetadata },
    ]);
    const token = await commands.tokens.issue({ userId: memberId, email: `bench-${i}@example.test`, role: 'authenticated', sessionId: randomUUID(), displayName: 'Bench Member' });
    const body = aSubmitOrderBody(catalogue, { comics, addressId, payMethodId: paymentMethodId });
    targets.push({ token, body: JSON.stringify(body) });
  }

  // One real submit, to have a recorded OrderSubmitted whose size the ceiling appends.
  const probe = await fetch(`${baseUrl}/api/orders/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${targets[0]!.token}`, 'content-type': 'application/json', 'idempotency-key': `bench-probe-${randomUUID()}` },
    body: targets[0]!.body,
  });
  const probeBody = (await probe.json()) as { orderId: string };
  if (probe.status !== 200) throw new Error(`probe submit failed: ${probe.status} ${JSON.stringify(probeBody)}`);
  const [recorded] = await store.readStream(orderStreamId(probeBody.orderId));
  const orderData = OrderSubmitted.parse({ type: recorded!.type, data: recorded!.data }).data;
  const payloadBytes = JSON.stringify(orderData).length;

  log(`1/2 ceiling: store appends of an OrderSubmitted of ${payloadBytes.toLocaleString('en-US')} bytes to new streams`);
  const ceilings = new Map<number, Awaited<ReturnType<typeof closedLoop>>>();
  for (const k of CONCURRENCY) {
    const r = await closedLoop(k, 3000, async () => {
      const orderId = randomUUID();
      await store.append(`BenchOrder-${orderId}`, NO_STREAM, [{ type: 'BenchOrderAppended', data: { ...orderData, orderId }, metadata: benchMetadata }], { commandId: `bench:${orderId}` });
    });
    ceilings.set(k, r);
    log(`   K=${k}: ${fmtRate(r.perSecond)}, p50 ${fmtMs(r.latencyMs.p50)}, p99 ${fmtMs(r.latencyMs.p99)}, errors ${r.errors}`);
  }

  // The projections are still reading the ceiling's appends: the submits are measured once they have caught up, so
  // they do not compete with a backlog no member's submit made.
  const caughtUpIn = await projectionsCaughtUp(pool, store, 120_000);
  log(`   projections caught up with the ceiling's appends in ${fmtMs(caughtUpIn)}`);

  log('2/2 HTTP submits (load generator forked)');
  const generator = await forkLoadGenerator<SubmitLoadRequest>(path.join(HERE, 'submit-load.ts'));
  const runLoad = (concurrency: number, durationMs: number) => generator.run({ type: 'run', baseUrl, targets, concurrency, durationMs });
  await runLoad(16, 2000); // warm-up (JIT, pools, catalogue cache)
  const runs: Array<LoadResult & { concurrency: number; serverCpu: string }> = [];
  for (const k of CONCURRENCY) {
    const cpu0 = process.cpuUsage();
    const r = await runLoad(k, RUN_MS);
    const cpu = process.cpuUsage(cpu0);
    const serverCores = (cpu.user + cpu.system) / 1e6 / r.seconds;
    runs.push({ ...r, concurrency: k, serverCpu: `${serverCores.toFixed(2)} cores` });
    log(`   K=${k}: ${fmtRate(r.perSecond)}, p50 ${fmtMs(r.latencyMs.p50)}, p99 ${fmtMs(r.latencyMs.p99)}, errors ${r.errors}${r.firstError ? ` (first: ${r.firstError})` : ''}; server process ${serverCores.toFixed(2)} cores, load generator ${r.cpuCores.toFixed(2)}`);
  }
  if (process.env.BENCH_PROFILE === '1') {
    const profileFile = path.join(HERE, '..', '..', '.tmp', 'bench-submit-server.cpuprofile');
    const { result } = await profileWhile(() => runLoad(8, RUN_MS), profileFile);
    log(`   profiled run, K=8: ${fmtRate(result.perSecond)} (sampling profiler on; ${path.relative(process.cwd(), profileFile)})`);
  }
  generator.stop();
  const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'OrderSubmitted'");

  const table: Row[] = [];
  for (const r of runs) {
    const ceiling = ceilings.get(r.concurrency)!;
    table.push(
      {
        metric: `five-comic orders submitted, ${r.concurrency} in flight`,
        measured: fmtRate(r.perSecond),
        ceiling: `store appends of the order event ${fmtRate(ceiling.perSecond)}`,
        aim: `>= ${fmtRate(AIM.ordersPerSecond)}`,
        meets: r.perSecond >= AIM.ordersPerSecond,
        ratio: r.perSecond / ceiling.perSecond,
      },
      {
        metric: `submit latency p50 / p99, ${r.concurrency} in flight`,
        measured: `${fmtMs(r.latencyMs.p50)} / ${fmtMs(r.latencyMs.p99)}`,
        ceiling: `append ${fmtMs(ceiling.latencyMs.p50)} / ${fmtMs(ceiling.latencyMs.p99)}`,
        aim: `p99 < ${AIM.p99Ms} ms`,
        meets: r.latencyMs.p99 < AIM.p99Ms,
      },
      { metric: `errors, ${r.concurrency} in flight`, measured: String(r.errors), ceiling: '-', aim: '0', meets: r.errors === 0 },
      { metric: `CPU, ${r.concurrency} in flight`, measured: `server ${r.serverCpu}, load ${r.cpuCores.toFixed(2)} cores`, ceiling: `append run: ${fmtCpu(ceiling.cpu)}`, aim: '-' },
    );
  }
  console.log(`\nsubmit-order on this machine (${os.cpus().length} cores), OrderSubmitted events stored: ${rows[0]!.n.toLocaleString('en-US')}\n`);
  reportTable('submit', table);
  stopWorkers.abort();
  await Promise.allSettled(workers);
  await new Promise((r) => server.close(r));
  await commands.close();
  await store.close();
} catch (error) {
  console.error('benchmark failed:', error);
  process.exitCode = 1;
} finally {
  await pgServer?.stop();
}
