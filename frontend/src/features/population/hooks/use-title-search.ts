import { useDebouncedValue } from '@mantine/hooks';
import { POPULATION_LOOKUP_MIN } from '@certus/contracts';
import { useGetCensusTitlesQuery } from '../api/population-api.ts';
import { EMPTY_FILTER } from '../lib/population-filter.ts';
import { savedPageSize } from '../lib/saved-filter.ts';
import { useStartSearch } from './use-start-search.ts';

/** A pause in typing before titles are looked up: one request per word typed, not per key. */
const LOOKUP_PAUSE_MS = 250;

/**
 * Census titles holding what is being typed (spec 5: from 3 characters), for a member: the look-up needs a
 * token, so nothing is asked while `signedIn` is false.
 */
export function useTitleSuggestions(typed: string, signedIn: boolean) {
  const [lookedUp] = useDebouncedValue(typed.trim(), LOOKUP_PAUSE_MS);
  const { data = [] } = useGetCensusTitlesQuery(lookedUp, { skip: !signedIn || lookedUp.length < POPULATION_LOOKUP_MIN });
  return typed.trim().length >= POPULATION_LOOKUP_MIN ? data : [];
}

/**
 * A population search by title alone, as the popup would start it (recorded among the member's recent
 * searches, saved as the browser's filter, the listing opened). Resolves false when the server refused it.
 */
export function useStartTitleSearch() {
  const { start, starting } = useStartSearch();
  const startTitle = async (title: string) => (await start({ ...EMPTY_FILTER, RequestTitle: title.trim(), Size: String(savedPageSize()) })) === null;
  return { startTitle, starting };
}
