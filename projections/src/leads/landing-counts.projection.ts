import type { RecordedEvent } from '@certus/contracts';
import type { Projection } from '../projection.ts';

/** The counters of spec 7.5's Landing service data counts, as GET /api/landings/counts names them. */
export const LANDING_COUNTERS = ['graded_comic_count', 'pressing_comic_count', 'customer_count'] as const;
export type LandingCounter = (typeof LANDING_COUNTERS)[number];

interface CountedFact {
  fact: string;
  counter: LandingCounter;
}

/**
 * What an event adds to the counts, as a fact with a key of its own: a certificate issued counts one graded
 * book (a certificate recorded again, e.g. imported then graded, is still one), a BookPressed one pressed
 * book of its order, a MemberActivated one customer. Read straight from the event data's ids, not parsed
 * whole: the census seed records hundreds of thousands of certificates and a rebuild reads them all.
 */
export function countedFactOf(event: RecordedEvent): CountedFact | null {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'ComicCertified':
      return typeof data.certificationId === 'string' ? { fact: `graded:${data.certificationId}`, counter: 'graded_comic_count' } : null;
    case 'BookPressed':
      return typeof data.orderId === 'string' && typeof data.bookNo === 'number'
        ? { fact: `pressed:${data.orderId}:${data.bookNo}`, counter: 'pressing_comic_count' }
        : null;
    case 'MemberActivated':
      return typeof data.memberId === 'string' ? { fact: `customer:${data.memberId}`, counter: 'customer_count' } : null;
    default:
      return null;
  }
}

const HANDLED = new Set(['ComicCertified', 'BookPressed', 'MemberActivated']);

/**
 * landing_counts (one row per counter) and landing_count_facts (what was counted). A batch inserts its facts;
 * only those new to the table move the counters, in the same statement: replaying events, a redelivery or a
 * rebuild over live rows counts nothing twice, and the home page reads three rows however large the log.
 */
export const landingCountsProjection: Projection = {
  name: 'landing-counts',
  tables: ['landing_counts', 'landing_count_facts'],
  handles: (event) => HANDLED.has(event.type),
  async applyBatch(client, events) {
    const facts = new Map<string, LandingCounter>();
    for (const event of events) {
      const counted = countedFactOf(event);
      if (counted) facts.set(counted.fact, counted.counter);
    }
    if (facts.size === 0) return;
    await client.query(
      `WITH added AS (
         INSERT INTO landing_count_facts (fact, counter)
         SELECT * FROM unnest($1::text[], $2::text[])
         ON CONFLICT (fact) DO NOTHING
         RETURNING counter
       )
       INSERT INTO landing_counts (counter, value)
       SELECT counter, count(*) FROM added GROUP BY counter
       ON CONFLICT (counter) DO UPDATE SET value = landing_counts.value + EXCLUDED.value`,
      [[...facts.keys()], [...facts.values()]],
    );
  },
};
