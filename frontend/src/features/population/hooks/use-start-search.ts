import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { startPopulationSearch, type SearchDispatch } from '../lib/start-population-search.ts';
import type { PopulationFilter } from '../lib/population-filter.ts';

/**
 * Starts a population search from a form (spec 7.4; see startPopulationSearch) and opens the listing. Resolves
 * with the refusal when the server turned the filters down, for the form to show on its fields.
 */
export function useStartSearch() {
  const navigate = useNavigate();
  const dispatch = useDispatch<SearchDispatch>();
  const [starting, setStarting] = useState(false);

  const start = async (filter: PopulationFilter): Promise<{ refused: unknown } | null> => {
    setStarting(true);
    try {
      const started = await startPopulationSearch(dispatch, filter);
      if ('refused' in started) return started;
      void navigate(started.listing);
      return null;
    } finally {
      setStarting(false);
    }
  };

  return { start, starting };
}
