import type pg from 'pg';
import { pino } from 'pino';
import { compareCheckpoints, type RecordedEvent } from '@certus/contracts';
import { InProcessDelivery, type EventStore } from '@certus/infra';
import { readCheckpoint, rebuildProjection, runProjectionWorker, type Projection } from '@certus/projections';
import { takeCensus } from '@certus/command-service/demo/census-generator';

export interface ProjectionTiming {
  projection: string;
  how: 'rebuilt' | 'caught up';
  events: number;
  seconds: number;
}

/** A certified copy as the log holds it: what `handles` is asked about. */
function sampleCertificate(): RecordedEvent {
  const [data] = takeCensus({ seed: 0, now: new Date('2026-01-01T00:00:00Z') }, 1);
  return {
    eventId: '00000000-0000-4000-8000-000000000000',
    type: 'ComicCertified',
    streamId: `Certificate-${data!.certificationId}`,
    streamVersion: 1,
    globalPosition: '1',
    txId: '1',
    recordedAt: new Date(0).toISOString(),
    data,
    metadata: { correlationId: 'census-seed', causationId: 'census-seed', actor: { userId: null, role: 'system' } },
  };
}

/**
 * Brings the read models up to the seeded census, as an operator would after a bulk import:
 * - the projections that read certificates are rebuilt (npm run projections:rebuild: 20,000-event batches into
 *   shadow tables, swapped in), timed one by one;
 * - the others only have to move their checkpoints past the certificates: their live workers (as npm start runs
 *   them, with larger batches) run until every checkpoint has reached the head of the log.
 */
export async function projectCensus(
  pool: pg.Pool,
  store: EventStore,
  projections: readonly Projection[],
  log: (message: string) => void,
): Promise<ProjectionTiming[]> {
  const sample = sampleCertificate();
  const readers = projections.filter((p) => !p.handles || p.handles(sample));
  const others = projections.filter((p) => !readers.includes(p));
  const timings: ProjectionTiming[] = [];

  for (const projection of readers) {
    const t0 = performance.now();
    let lastLog = t0;
    const result = await rebuildProjection(pool, store, projection, {
      onProgress: ({ done, total }) => {
        const t = performance.now();
        if (t - lastLog < 5000) return;
        lastLog = t;
        log(`  ${projection.name}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} events (${Math.round(done / ((t - t0) / 1000)).toLocaleString('en-US')}/s)`);
      },
    });
    const seconds = (performance.now() - t0) / 1000;
    timings.push({ projection: projection.name, how: 'rebuilt', events: result.events, seconds });
    log(`${projection.name}: rebuilt from ${result.events.toLocaleString('en-US')} events in ${seconds.toFixed(1)} s`);
  }

  if (others.length > 0) {
    const head = await store.headCheckpoint();
    const t0 = performance.now();
    const stop = new AbortController();
    const logger = pino({ level: 'warn' });
    const delivery = new InProcessDelivery(store);
    const workers = others.map((projection) => runProjectionWorker({ pool, delivery, projection, logger, signal: stop.signal, batchSize: 5000 }));
    try {
      for (;;) {
        const behind = [];
        for (const projection of others) {
          if (compareCheckpoints(await readCheckpoint(pool, projection.name), head) < 0) behind.push(projection.name);
        }
        if (behind.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      stop.abort();
      await Promise.allSettled(workers);
    }
    const seconds = (performance.now() - t0) / 1000;
    for (const projection of others) timings.push({ projection: projection.name, how: 'caught up', events: 0, seconds });
    log(`${others.map((p) => p.name).join(', ')}: checkpoints moved past the census in ${seconds.toFixed(1)} s`);
  }
  return timings;
}
