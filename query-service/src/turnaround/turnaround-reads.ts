import type pg from 'pg';
import {
  MIN_TURNAROUND_SAMPLES,
  TURNAROUND_FALLBACK_TEXT,
  TURNAROUND_WINDOW_DAYS,
  shownTurnaround,
  tierCodesOf,
  turnaroundWindowStart,
  type Catalogue,
  type TatMessageResponse,
  type TurnaroundResponse,
  type TurnaroundSample,
} from '@certus/contracts';

interface MessageRow {
  message_id: string;
  text: string;
  publish_from: Date;
  publish_until: Date | null;
}

/**
 * The message visitors read at `now`: published, not withdrawn, its window holding now; when windows overlap,
 * the one that started last (a short notice over a standing message), then the one published last.
 */
export async function readLiveTurnaroundMessage(pool: pg.Pool, now: Date): Promise<TatMessageResponse> {
  const { rows } = await pool.query<MessageRow>(
    `SELECT message_id, text, publish_from, publish_until FROM turnaround_messages
     WHERE withdrawn_at IS NULL AND publish_from <= $1 AND (publish_until IS NULL OR publish_until > $1)
     ORDER BY publish_from DESC, published_at DESC, message_id LIMIT 1`,
    [now],
  );
  const live = rows[0];
  if (!live) return { text: TURNAROUND_FALLBACK_TEXT, basis: 'default', messageId: null, publishFrom: null, publishUntil: null };
  return {
    text: live.text,
    basis: 'message',
    messageId: live.message_id,
    publishFrom: live.publish_from.toISOString(),
    publishUntil: live.publish_until?.toISOString() ?? null,
  };
}

/**
 * Per tier code, the orders that left us in the window (now - 90 days, now], with their median and 90th
 * percentile business days by the nearest-rank method (percentile_disc: always a real order's figure).
 */
export async function readTurnaroundSamples(pool: pg.Pool, now: Date): Promise<Map<string, TurnaroundSample>> {
  const { rows } = await pool.query<{ tier_code: string; sample_size: number; median_days: number; p90_days: number }>(
    `SELECT code AS tier_code, count(*)::int AS sample_size,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY business_days) AS median_days,
            percentile_disc(0.9) WITHIN GROUP (ORDER BY business_days) AS p90_days
     FROM turnaround_orders, unnest(tier_codes) AS code
     WHERE shipped_at > $1 AND shipped_at <= $2
     GROUP BY code`,
    [turnaroundWindowStart(now), now],
  );
  return new Map(rows.map((r) => [r.tier_code, { sampleSize: r.sample_size, medianDays: r.median_days, p90Days: r.p90_days }]));
}

/** The catalogue's days for a tier code: the tier's own, or its Priority or Express days. */
function publishedDays(tier: Catalogue['tiers'][number], level: 'Standard' | 'Priority' | 'Express'): number {
  if (level === 'Priority') return tier.priority?.days ?? tier.days;
  if (level === 'Express') return tier.express?.days ?? tier.days;
  return tier.days;
}

/** GET /api/data/turnaround, /api/turnaroundtimes/tat: every tier code of the catalogue with what to show for it. */
export async function readTurnaround(pool: pg.Pool, catalogue: Catalogue, now: Date): Promise<TurnaroundResponse> {
  const [message, samples] = await Promise.all([readLiveTurnaroundMessage(pool, now), readTurnaroundSamples(pool, now)]);
  const publishedMessage = message.basis === 'message' ? message.text : null;
  return {
    asOf: now.toISOString(),
    windowDays: TURNAROUND_WINDOW_DAYS,
    minimumSamples: MIN_TURNAROUND_SAMPLES,
    fallback: shownTurnaround(null, publishedMessage),
    tiers: catalogue.tiers.flatMap((tier) =>
      tierCodesOf(tier).map(({ code, level }) => {
        const sample = samples.get(code) ?? null;
        return {
          tierId: tier.id,
          tierCode: code,
          label: tier.label,
          level,
          collectibleTypes: tier.collectibleTypes,
          publishedDays: publishedDays(tier, level),
          sampleSize: sample?.sampleSize ?? 0,
          medianDays: sample?.medianDays ?? null,
          p90Days: sample?.p90Days ?? null,
          shown: shownTurnaround(sample, publishedMessage),
        };
      }),
    ),
  };
}
