import { useNavigate } from 'react-router';
import { useRecordSearchMutation } from '../api/population-api.ts';
import { filterToQuery, populationSearchSchema, type PopulationFilter } from '../lib/population-filter.ts';
import { saveFilter } from '../lib/saved-filter.ts';

/** A refusal the member can act on: the server's field messages (spec 5 Forms). */
const isRefusal = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 400 || status === 422;
};

/**
 * Starts a population search (spec 7.4): records it with the command side (which checks it again, with the
 * same messages), saves it as the browser's filter, and opens the listing. Resolves with the refusal when the
 * server turned the filters down, for the form to show on its fields.
 */
export function useStartSearch() {
  const navigate = useNavigate();
  const [recordSearch, { isLoading }] = useRecordSearchMutation();

  const start = async (filter: PopulationFilter): Promise<{ refused: unknown } | null> => {
    const body = populationSearchSchema().parse(filter);
    const recorded = await recordSearch(body);
    // Recording only feeds the member's recent searches: if the command side cannot be reached the census
    // (the query side) still can, so only a refusal of the filters themselves stops the search.
    if (recorded.error && isRefusal(recorded.error)) return { refused: recorded.error };
    saveFilter(filter);
    void navigate(`/comic-report?${filterToQuery(filter)}`);
    return null;
  };

  return { start, starting: isLoading };
}
