import { RewardsEvent, rewardsEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(rewardsEventTypes);

/** rewards_entries: one row per ledger entry, for the balance (their sum) and the history (spec 2.2). */
export const rewardsProjection = documentProjection({
  name: 'rewards',
  table: 'rewards_entries',
  keyColumn: 'event_id',
  columns: ['event_id', 'member_id', 'kind', 'amount_cents', 'currency', 'reason', 'occurred_at', 'stream_version'],
  keyOf: (event) => (CONSUMED.has(event.type) ? event.eventId : undefined),
  eventTypes: [...CONSUMED],
  evolve: (_row: Row | null, recorded: RecordedEvent): Row | null => rewardsEntryRow(recorded),
});

/** The row of one entry: a function of its event alone, so applying an event again writes the same row. */
export function rewardsEntryRow(recorded: RecordedEvent): Row {
  const event = RewardsEvent.parse({ type: recorded.type, data: recorded.data });
  const common = {
    event_id: recorded.eventId,
    member_id: event.data.memberId,
    amount_cents: event.data.amountCents,
    currency: event.data.currency,
    reason: event.data.reason,
    stream_version: recorded.streamVersion,
  };
  switch (event.type) {
    case 'RewardsEarned':
      return { ...common, kind: 'Earned', occurred_at: event.data.earnedAt };
    case 'RewardsSpent':
      return { ...common, kind: 'Spent', occurred_at: event.data.spentAt };
    case 'RewardsCredited':
      return { ...common, kind: 'Credited', occurred_at: event.data.creditedAt };
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}
