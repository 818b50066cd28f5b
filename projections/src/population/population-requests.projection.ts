import { PopulationEvent, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(PopulationEvent.options.map((o) => o.shape.type.value));

const requestIdOf = (event: RecordedEvent): string | undefined =>
  CONSUMED.has(event.type) ? (event.data as { requestId: string }).requestId : undefined;

/** A search is recorded once and never changes: the row is the event's. */
export function evolvePopulationRequestRow(_row: Row | null, recorded: RecordedEvent): Row | null {
  const event = PopulationEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'PopulationSearchRequested':
      return {
        request_id: event.data.requestId,
        member_id: event.data.memberId,
        filters: event.data.filters,
        requested_at: event.data.requestedAt,
      };
    default: {
      const unknown: never = event.type;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * population_requests: the members' population searches (PopulationSearchRequested, spec 7.4), which the search
 * popup offers again as recent searches (GET /api/popreport/userrequest).
 */
export const populationRequestsProjection = documentProjection({
  name: 'population-requests',
  table: 'population_requests',
  keyColumn: 'request_id',
  columns: ['request_id', 'member_id', 'filters', 'requested_at'],
  keyOf: requestIdOf,
  evolve: evolvePopulationRequestRow,
});
