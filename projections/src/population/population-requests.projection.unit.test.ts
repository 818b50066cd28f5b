import { describe, expect, it } from 'vitest';
import { PopulationSearchBody } from '@certus/contracts';
import { recordedStream } from '../testing/recorded.ts';
import { evolvePopulationRequestRow, populationRequestsProjection } from './population-requests.projection.ts';

const filters = PopulationSearchBody.parse({ RequestTitle: 'Amazing Spider-Man', Year: '1963', GradeType: 'Certified' });
const requested = recordedStream('PopulationSearch-req-1', [
  { type: 'PopulationSearchRequested', data: { requestId: 'req-1', memberId: 'member-1', filters, requestedAt: '2025-05-12T14:00:00.000Z' } },
])[0]!;

describe('population-requests projection', () => {
  it('given a recorded search, then its row keeps who searched, the filters as validated and when', () => {
    expect(evolvePopulationRequestRow(null, requested)).toEqual({
      request_id: 'req-1',
      member_id: 'member-1',
      filters: { RequestTitle: 'Amazing Spider-Man', SearchPattern: 'any', Year: 1963, GradeType: 'Certified', Page: 1, Size: 50 },
      requested_at: '2025-05-12T14:00:00.000Z',
    });
  });

  it('reads population searches only', () => {
    const certified = recordedStream('Certificate-12-A1B2C3D-001', [{ type: 'ComicCertified', data: {} }])[0]!;
    expect(populationRequestsProjection.handles!(requested)).toBe(true);
    expect(populationRequestsProjection.handles!(certified)).toBe(false);
    expect(populationRequestsProjection.tables).toEqual(['population_requests']);
  });
});
