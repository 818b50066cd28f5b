import { TURNAROUND_FALLBACK_TEXT, turnaroundText } from '../pricing/turnaround.ts';

/**
 * Turnaround measured from our own order events (issue [3/7]): for each order that left us, the business days
 * from the day its box was received (OrderReceived) to the day it shipped or was ready at the counter
 * (OrderShipped, OrderReadyForPickUp), counted once per tier code of the order (MN, MNP, HV...). What the
 * public reads is the median and the 90th percentile of the last 90 days, computed when it is asked (from the
 * clock), never stored. Pure and zod-free: the builder and the pricing pages use the same words.
 */

/** Orders shipped within this many days before now count. */
export const TURNAROUND_WINDOW_DAYS = 90;

/**
 * Fewer orders than this in the window and a tier shows the published message (or '5 weeks') instead: with
 * a handful of orders, the 90th percentile is simply the slowest one, and one unlucky box would be published
 * as the tier's turnaround. Ten orders make the 90th percentile the ninth slowest of ten.
 */
export const MIN_TURNAROUND_SAMPLES = 10;

/** Business days are counted on the calendar of the office that receives and ships (spec 9: Plano, Texas). */
export const TURNAROUND_TIME_ZONE = 'America/Chicago';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone = TURNAROUND_TIME_ZONE): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

const DAY_MS = 86_400_000;

/**
 * Business days (Monday to Friday) after the day the box was received, up to and including the day it left:
 * received on a Monday and shipped that Friday is 4. An order that left the day it came counts as 1 (the
 * turnaround wording has nothing shorter than "1 business day"); one that left before it came (a clock gone
 * wrong) as 1 as well, never zero or negative.
 */
export function businessDaysBetween(receivedAt: Date, shippedAt: Date, timeZone = TURNAROUND_TIME_ZONE): number {
  const start = Date.parse(`${localDateOf(receivedAt, timeZone)}T00:00:00Z`);
  const end = Date.parse(`${localDateOf(shippedAt, timeZone)}T00:00:00Z`);
  let days = 0;
  for (let day = start + DAY_MS; day <= end; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days++;
  }
  return Math.max(1, days);
}

/** The start of the window that counts at `now`. */
export const turnaroundWindowStart = (now: Date) => new Date(now.getTime() - TURNAROUND_WINDOW_DAYS * DAY_MS);

/**
 * The p-th percentile by the nearest-rank method: the smallest sample with at least p of them at or below it
 * (PostgreSQL's percentile_disc). Always one of the samples, so it reads as a real order's days. Null when none.
 */
export function nearestRankPercentile(samples: readonly number[], p: number): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1]!;
}

/** What the window holds for one tier code. */
export interface TurnaroundSample {
  sampleSize: number;
  medianDays: number;
  p90Days: number;
}

/** Where the turnaround shown comes from. */
export type TurnaroundBasis = 'measured' | 'message' | 'default';

export interface ShownTurnaround {
  basis: TurnaroundBasis;
  /** The turnaround as it reads: "3 weeks", or the published message, or '5 weeks'. */
  text: string;
  /** Measured only: "9 in 10 orders within 4 weeks". */
  p90Text: string | null;
  /** Measured only: "Based on 24 orders in the last 90 days." */
  basedOn: string | null;
}

/** "Based on 24 orders in the last 90 days." */
export const basedOnText = (sampleSize: number) =>
  `Based on ${sampleSize} ${sampleSize === 1 ? 'order' : 'orders'} in the last ${TURNAROUND_WINDOW_DAYS} days.`;

/**
 * Spec 8 "Turnaround message fallback": the measured figures when the tier has enough orders, else the
 * message the editor published, else '5 weeks'.
 */
export function shownTurnaround(sample: TurnaroundSample | null, publishedMessage: string | null): ShownTurnaround {
  if (sample && sample.sampleSize >= MIN_TURNAROUND_SAMPLES) {
    return {
      basis: 'measured',
      text: turnaroundText(sample.medianDays),
      p90Text: `9 in 10 orders within ${turnaroundText(sample.p90Days)}`,
      basedOn: basedOnText(sample.sampleSize),
    };
  }
  const message = publishedMessage?.trim();
  if (message) return { basis: 'message', text: message, p90Text: null, basedOn: null };
  return { basis: 'default', text: TURNAROUND_FALLBACK_TEXT, p90Text: null, basedOn: null };
}

/** The tier codes a base tier is ordered under: itself, and its Priority (P) and Express (E) codes when offered (spec 4). */
export function tierCodesOf(tier: { id: string; priority: unknown; express: unknown }): { code: string; level: 'Standard' | 'Priority' | 'Express' }[] {
  return [
    { code: tier.id, level: 'Standard' as const },
    ...(tier.priority ? [{ code: `${tier.id}P`, level: 'Priority' as const }] : []),
    ...(tier.express ? [{ code: `${tier.id}E`, level: 'Express' as const }] : []),
  ];
}
