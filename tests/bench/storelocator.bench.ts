/**
 * npm run bench:storelocator [-- --stores 2000] [--seconds 5] [--seed 1]: the store search of the locator
 * (POST /api/storelocator/nearbylocation) over 2,000 stores. Prints figures beside a ceiling measured in the
 * same run; never fails on a timing (only when the search answers wrongly).
 *
 *   1. 2,000 stores at the centres of random US ZIP codes (so they are as dense as ZIP codes are: many
 *      around cities, few in the plains), published through the editor's command into a throw-away embedded
 *      PostgreSQL; the stores projection rebuilt from the log;
 *   2. HTTP: the query service's app (createServiceApp + queryRouter, as the query service composes it) in
 *      this process, searches from random ZIP codes, 200 miles (the default), one request at a time and then 8
 *      in flight, each for --seconds; beside them GET /api/health (the HTTP floor) and the same search run
 *      in-process (the gazetteer's look-up and findNearbyStores on pg): what HTTP, JSON and parsing cost on top.
 * The machine is shared (2 cores here): each run prints what else was using the CPU.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { NEARBY_STORES_PATH, NearbyStoresResponse, OWN_SHOP_TYPE, milesBetween } from '@certus/contracts';
import { AccessTokens, PostgresEventStore, createServiceApp, cryptoSecrets, offlineGazetteer, randomIds, systemClock } from '@certus/infra';
import { migrate, rebuildProjection, storesProjection } from '@certus/projections';
import { queryRouter } from '@certus/query-service';
import { findNearbyStores } from '@certus/query-service/stores/nearby-stores';
import { runStoreCommand } from '@certus/command-service/stores/store-editor-routes';
import { startBenchPostgres } from './lib/postgres.ts';
import { closedLoop, type ClosedLoopResult } from './lib/closed-loop.ts';
import { fmtCpu } from './lib/cpu.ts';
import { reportTable, type Row } from './lib/report.ts';
import { fmtMs, fmtRate } from './lib/stats.ts';
import { seededRandom } from '../support/seeded-random.ts';

const { values } = parseArgs({
  options: {
    stores: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '5' },
    seed: { type: 'string', default: '1' },
  },
});
const STORES = Number(values.stores);
const RUN_MS = Number(values.seconds) * 1000;
const SEED = Number(values.seed);
if (!Number.isInteger(STORES) || STORES < 1 || !(RUN_MS > 0) || !Number.isInteger(SEED)) {
  console.error('usage: npm run bench:storelocator -- [--stores N] [--seconds T] [--seed S]');
  process.exit(2);
}
const DISTANCE = 200;
const AIM_P95_MS = 20;

const started = performance.now();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

/** US ZIP codes of the 48 contiguous states that the gazetteer places (Alaska, Hawaii and territories left out). */
function contiguousZips(): string[] {
  const gazetteer = offlineGazetteer();
  const zips: string[] = [];
  for (let n = 1000; n <= 99999; n++) {
    const zip = String(n).padStart(5, '0');
    const place = gazetteer.postalCode(zip);
    if (place && place.latitude > 24 && place.latitude < 50 && place.longitude > -125 && place.longitude < -66) zips.push(zip);
  }
  return zips;
}

const pick = <T,>(list: readonly T[], next: () => number) => list[Math.floor(next() * list.length)]!;

async function main() {
  const postgres = await startBenchPostgres();
  try {
    const { pool } = await postgres.database('storelocator', 20);
    await PostgresEventStore.ensureSchema(pool);
    await migrate(pool);
    const store = new PostgresEventStore(pool, systemClock, randomIds);
    const gazetteer = offlineGazetteer();
    const zips = contiguousZips();
    const next = seededRandom(SEED);

    log(`publishing ${STORES.toLocaleString('en-US')} stores at random ZIP codes (of ${zips.length.toLocaleString('en-US')}) through the editor's command`);
    const p0 = performance.now();
    const now = systemClock.now().toISOString();
    let made = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (made < STORES) {
          const i = made++;
          const zip = pick(zips, next);
          const place = gazetteer.postalCode(zip)!;
          const storeId = `bench-${String(i).padStart(5, '0')}`;
          const commandId = `bench:${storeId}`;
          await runStoreCommand(
            { store },
            storeId,
            {
              type: 'PublishStore',
              storeId,
              store: {
                name: `Certus bench counter ${i}`,
                // The address is not searched: only the coordinates are.
                address: { line1: `${100 + i} Main Street`, line2: '', city: 'Bench', stateProvince: 'TX', zipPostal: zip, country: 'US' },
                phone: '(214) 555-0100',
                website: '',
                hours: ['Mon–Fri 10 am – 6 pm', 'Sat 10 am – 4 pm'],
                services: ['drop-off', 'pick-up'],
                latitude: place.latitude,
                longitude: place.longitude,
                locationSource: 'postal-code',
                shopType: OWN_SHOP_TYPE,
              },
              window: { publishFrom: now, publishUntil: null },
              now,
            },
            { commandId, metadata: { correlationId: 'bench', causationId: commandId, commandId, actor: { userId: null, role: 'system' } } },
          );
        }
      }),
    );
    log(`   published in ${((performance.now() - p0) / 1000).toFixed(1)} s`);
    const r0 = performance.now();
    const rebuilt = await rebuildProjection(pool, store, storesProjection);
    log(`   stores projection rebuilt from ${rebuilt.events.toLocaleString('en-US')} events in ${((performance.now() - r0) / 1000).toFixed(2)} s`);

    const logger = pino({ level: 'silent' });
    const tokens = new AccessTokens(cryptoSecrets.token(32), systemClock, 900);
    const app = createServiceApp({ logger, ids: randomIds, tokens, publicOrigin: 'http://127.0.0.1', routers: [queryRouter({ pool })] });
    const server = await new Promise<http.Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const request = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        });
        req.on('error', reject);
        req.end(body);
      });

    // The searches: random ZIP codes of the same land, 200 miles; each answer checked once before timing.
    const searches = Array.from({ length: 500 }, () => pick(zips, next));
    let found = 0;
    for (const zip of searches.slice(0, 50)) {
      const answer = await request('POST', NEARBY_STORES_PATH, JSON.stringify({ zipcode: zip }));
      if (answer.status !== 200) throw new Error(`search ${zip} answered ${answer.status}: ${answer.text}`);
      const parsed = NearbyStoresResponse.parse(JSON.parse(answer.text));
      const centre = gazetteer.postalCode(zip)!;
      for (const s of parsed.stores) {
        if (s.distance > DISTANCE || Math.abs(milesBetween(centre, s) - s.distance) > 0.06) throw new Error(`search ${zip}: ${s.storeId} at ${s.distance} miles is wrong`);
      }
      found += parsed.stores.length;
    }
    log(`checked 50 searches: ${(found / 50).toFixed(1)} stores within ${DISTANCE} miles on average`);

    let i = 0;
    const viaHttp = async () => {
      const answer = await request('POST', NEARBY_STORES_PATH, JSON.stringify({ zipcode: searches[i++ % searches.length] }));
      if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
    };
    const inProcess = async () => {
      const centre = gazetteer.postalCode(searches[i++ % searches.length]!)!;
      await findNearbyStores(pool, centre, DISTANCE, new Date());
    };
    const health = async () => {
      const answer = await request('GET', '/api/health');
      if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
    };

    const rows: Row[] = [];
    const latency = (r: ClosedLoopResult) => `p50 ${fmtMs(r.latencyMs.p50)}, p95 ${fmtMs(r.latencyMs.p95)}, p99 ${fmtMs(r.latencyMs.p99)} (${fmtRate(r.perSecond)})`;
    for (const workers of [1, 8]) {
      log(`HTTP: POST ${NEARBY_STORES_PATH}, ${workers} in flight, ${RUN_MS / 1000} s`);
      const searched = await closedLoop(workers, RUN_MS, viaHttp);
      log(`   ${latency(searched)}; ${fmtCpu(searched.cpu)}${searched.errors ? `; ${searched.errors} errors, first: ${searched.firstError}` : ''}`);
      log(`in process: the gazetteer's look-up and findNearbyStores, ${workers} at once, ${RUN_MS / 1000} s`);
      const ceiling = await closedLoop(workers, RUN_MS, inProcess);
      log(`   ${latency(ceiling)}; ${fmtCpu(ceiling.cpu)}`);
      log(`HTTP floor: GET /api/health, ${workers} in flight, ${RUN_MS / 1000} s`);
      const floor = await closedLoop(workers, RUN_MS, health);
      log(`   ${latency(floor)}`);
      rows.push({
        metric: `search ${DISTANCE} mi, ${STORES} stores, ${workers} in flight`,
        measured: latency(searched),
        ceiling: `in-process ${latency(ceiling)}; GET /api/health p95 ${fmtMs(floor.latencyMs.p95)}`,
        aim: `p95 < ${AIM_P95_MS} ms`,
        meets: searched.latencyMs.p95 < AIM_P95_MS,
      });
    }
    console.log('');
    reportTable('storelocator', rows);
    console.log('');
    agent.destroy();
    await new Promise((r) => server.close(r));
    await store.close();
  } finally {
    await postgres.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
