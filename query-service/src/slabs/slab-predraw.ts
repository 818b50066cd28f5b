import type pg from 'pg';
import { SLAB_RASTER_WIDTHS } from '@certus/contracts';
import type { Clock } from '@certus/infra';
import type { SlabFormat, SlabImages } from './slab-images.ts';

/**
 * The drawings of a slab, most wanted first: the certificate page on a phone (800 at a phone's pixel density),
 * the cards (400), the thumbnails (200), then the SVG.
 */
const PREDRAWN: readonly SlabFormat[] = [
  ...[...SLAB_RASTER_WIDTHS].sort((a, b) => b - a).map((width): SlabFormat => ({ kind: 'webp', width })),
  { kind: 'svg' },
];

export interface SlabPredrawOptions {
  pool: pg.Pool;
  slabs: SlabImages;
  clock: Clock;
  signal: AbortSignal;
  /** How often the census is asked for newly certified copies. */
  intervalMs?: number;
  /**
   * How far before the start the first look goes back: certificates recorded just before a restart are drawn
   * too. Older ones (the demo census, years of imported history) are drawn when first asked for: drawing them
   * all at every start would take the machine's cores for minutes.
   */
  lookBackMs?: number;
  /** Told of each certificate drawn (tests). */
  onDrawn?: (certificationId: string) => void;
  onError?: (error: unknown) => void;
}

interface Watermark {
  certifiedAt: Date;
  certificationId: string;
}

/** Copies certified after the watermark, oldest first, a batch at a time (index population_copies_certified). */
async function certifiedAfter(pool: pg.Pool, after: Watermark, limit: number): Promise<{ certification_id: string; certified_at: Date }[]> {
  const { rows } = await pool.query<{ certification_id: string; certified_at: Date }>(
    `SELECT certification_id, certified_at FROM population_copies
      WHERE (certified_at, certification_id) > ($1, $2)
      ORDER BY certified_at, certification_id LIMIT $3`,
    [after.certifiedAt, after.certificationId, limit],
  );
  return rows;
}

/**
 * Draws each new certificate's slab as soon as the census has it, in every width, so that the first buyer who
 * opens its page (or the featured list) gets it from the disk cache rather than waiting for a drawing (about
 * 0.4 s on the machines we run on: the page's main picture, its LCP). One certificate at a time, in the
 * background; the drawings are SlabImages', so a request for a slab being drawn shares the drawing.
 * Several query services each draw (the files are the same, written by rename): no lock is worth it.
 */
export async function predrawNewSlabs({ pool, slabs, clock, signal, intervalMs = 2000, lookBackMs = 60_000, onDrawn, onError }: SlabPredrawOptions): Promise<void> {
  let watermark: Watermark = { certifiedAt: new Date(clock.now().getTime() - lookBackMs), certificationId: '' };
  while (!signal.aborted) {
    try {
      for (let batch = await certifiedAfter(pool, watermark, 50); batch.length > 0 && !signal.aborted; batch = await certifiedAfter(pool, watermark, 50)) {
        for (const row of batch) {
          if (signal.aborted) return;
          try {
            const source = await slabs.source(row.certification_id);
            if (source) for (const format of PREDRAWN) await slabs.image(source, format);
            onDrawn?.(row.certification_id);
          } catch (error) {
            // This one is drawn when first asked for, as before; the others are not held up behind it.
            onError?.(error);
          }
          watermark = { certifiedAt: row.certified_at, certificationId: row.certification_id };
        }
      }
    } catch (error) {
      // The census could not be read: asked again at the next turn.
      if (!signal.aborted) onError?.(error);
    }
    await pause(intervalMs, signal);
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    signal.addEventListener('abort', done, { once: true });
  });
}
