import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../events/order-events.ts';
import { orderLifeArb } from '../audit/testing/order-lifecycles.ts';
import { evolveProgress, type OrderProgress } from './order-progress.ts';
import { orderEventsInAnyOrderArb } from './testing/events-in-any-order.ts';
import { statusesRecomputed, type Statuses } from './testing/statuses-recomputed.ts';

/**
 * The fold works out again only what an event touched (the tier of the book it names, or the order's own state);
 * these compare it, after every event, with the statuses worked out from all of the order's books.
 */

const statusesOf = ({ tiers, status, stage, stepReachedAt, statusHistory, updatedAt }: OrderProgress): Statuses => ({ tiers, status, stage, stepReachedAt, statusHistory, updatedAt });

/** Folds the events one at a time, checking each progress against the recomputation and against a fold from JSON. */
function expectStatusesRecomputedAfterEachEvent(events: readonly OrderEvent[]) {
  let before: OrderProgress | null = null;
  for (const [i, event] of events.entries()) {
    const after = evolveProgress(before, event);
    expect(statusesOf(after), `after event ${i + 1}, ${event.type}`).toEqual(statusesRecomputed(before, event, after));
    // The orders projection folds on from the progress it stored as JSON: the same progress must come of it.
    if (before) expect(evolveProgress(JSON.parse(JSON.stringify(before)) as OrderProgress, event)).toEqual(after);
    before = after;
  }
}

describe('order progress: statuses against a recomputation from every book', () => {
  it('given any life the command side could record, when folded event by event, then every tier, the order status, stage, step times and status history are those recomputed from all the books', () => {
    fc.assert(fc.property(orderLifeArb, expectStatusesRecomputedAfterEachEvent), { numRuns: 150 });
  });

  it('given the order\'s events in any order (steps before the receipt, on missing books, after the end), when folded event by event, then the statuses are still those recomputed from all the books', () => {
    fc.assert(fc.property(orderEventsInAnyOrderArb, expectStatusesRecomputedAfterEachEvent), { numRuns: 300 });
  });
});
