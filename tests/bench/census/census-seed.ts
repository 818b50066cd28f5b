import type pg from 'pg';
import { censusCertificates, CENSUS_ARCHIVE_MEMBER_ID } from '@certus/command-service/demo/census-generator';
import { bulkAppendCertificates } from './bulk-append.ts';

/**
 * Seeds (or tops up) a census in the event store: `copies` certified copies from the generator with `seed`.
 *
 * Every run is recorded in its events' correlation id, `census-seed:{seed}:{clock}`: the generator's output
 * depends on the seed and the clock, so a store already holding part of a census with this seed is topped up
 * from where it stopped, with the clock of that first run (same copies, no id twice). A store holding it all
 * is left alone.
 */

export interface SeedCensusOptions {
  pool: pg.Pool;
  copies: number;
  seed: number;
  /** The clock of a new census (a census already begun keeps its own). */
  now: Date;
  log: (message: string) => void;
  rowsPerTransaction?: number;
}

export interface SeedCensusResult {
  /** Copies of this seed already in the store before the run. */
  existing: number;
  written: number;
  seconds: number;
  /** The generator's clock of this census. */
  now: Date;
}

const CORRELATION_PREFIX = 'census-seed:';

export const censusCorrelationId = (seed: number, now: Date) => `${CORRELATION_PREFIX}${seed}:${now.toISOString()}`;

/** Census copies in the store, per seeding run (correlation id): a scan of the certificate events. */
export async function censusRuns(pool: pg.Pool): Promise<{ seed: number; now: Date; copies: number }[]> {
  const { rows } = await pool.query<{ correlation: string; copies: number }>(
    `SELECT metadata->>'correlationId' AS correlation, count(*)::int AS copies FROM events
      WHERE type = 'ComicCertified' AND metadata->>'correlationId' LIKE $1 GROUP BY 1`,
    [`${CORRELATION_PREFIX}%`],
  );
  return rows.map((row) => {
    const [seed, ...clock] = row.correlation.slice(CORRELATION_PREFIX.length).split(':');
    return { seed: Number(seed), now: new Date(clock.join(':')), copies: row.copies };
  });
}

export async function seedCensus(options: SeedCensusOptions): Promise<SeedCensusResult> {
  const { pool, copies, seed, log } = options;
  const earlier = (await censusRuns(pool)).find((r) => r.seed === seed);
  const now = earlier?.now ?? options.now;
  const existing = earlier?.copies ?? 0;
  if (existing >= copies) {
    log(`census seed ${seed}: ${existing.toLocaleString('en-US')} copies already in the store (clock ${now.toISOString()}), nothing to write`);
    return { existing, written: 0, seconds: 0, now };
  }
  const generator = censusCertificates({ seed, now, memberId: CENSUS_ARCHIVE_MEMBER_ID });
  for (let skipped = 0; skipped < existing; skipped++) generator.next();
  const toWrite = copies - existing;
  log(
    `census seed ${seed}, clock ${now.toISOString()}: writing ${toWrite.toLocaleString('en-US')} copies` +
      (existing ? ` after the ${existing.toLocaleString('en-US')} already there` : ''),
  );
  const correlationId = censusCorrelationId(seed, now);
  const t0 = performance.now();
  let lastLog = t0;
  const written = await bulkAppendCertificates(pool, generator, toWrite, {
    metadata: { correlationId, causationId: correlationId, actor: { userId: null, role: 'system' } },
    recordedAt: options.now,
    ...(options.rowsPerTransaction ? { rowsPerTransaction: options.rowsPerTransaction } : {}),
    onCommit: (rows) => {
      const t = performance.now();
      if (t - lastLog < 5000 && rows < toWrite) return;
      lastLog = t;
      log(`  ${rows.toLocaleString('en-US')} / ${toWrite.toLocaleString('en-US')} copies (${Math.round(rows / ((t - t0) / 1000)).toLocaleString('en-US')}/s)`);
    },
  });
  const seconds = (performance.now() - t0) / 1000;
  // Fresh statistics, so the projections' reads of the log get the right plans at once.
  await pool.query('ANALYZE events');
  return { existing, written, seconds, now };
}
