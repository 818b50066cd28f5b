import { useEffect } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { POPULATION_LOOKUP_MIN, type CensusTitleSummary } from '@certus/contracts';
import { useGetCensusTitlesQuery } from './api/population-api.ts';
import { useMessages } from '../region/index.ts';
import { populationWords } from './population-messages.ts';
import { EMPTY_FILTER } from './lib/population-filter.ts';
import { savedPageSize } from './lib/saved-filter.ts';
import { startPopulationSearch, type SearchDispatch } from './lib/start-population-search.ts';

// The navigation search's title half, loaded when first needed (features/population/index.ts): the site frame
// is on every first load, the census API and its schemas are not.

/** A pause in typing before titles are looked up: one request per word typed, not per key. */
const LOOKUP_PAUSE_MS = 250;

export type TitleSuggestion = Pick<CensusTitleSummary, 'title' | 'slug' | 'copies'>;
const NONE: readonly TitleSuggestion[] = [];

/**
 * Census titles holding what a member is typing (spec 5: from 3 characters), as the options of a native
 * <datalist> the search box names in its `list`: the browser shows and picks them (keyboard and touch alike).
 */
export function TitleSuggestions({ id, typed, onTitles }: { id: string; typed: string; onTitles(titles: readonly TitleSuggestion[]): void }) {
  const [lookedUp] = useDebouncedValue(typed.trim(), LOOKUP_PAUSE_MS);
  const { data } = useGetCensusTitlesQuery(lookedUp, { skip: lookedUp.length < POPULATION_LOOKUP_MIN });
  const titles = typed.trim().length >= POPULATION_LOOKUP_MIN ? (data ?? NONE) : NONE;
  const text = useMessages(populationWords);
  useEffect(() => onTitles(titles), [titles, onTitles]);
  return (
    <datalist id={id} data-testid="title-suggestions">
      {titles.map((t) => (
        <option key={t.slug} value={t.title} label={text.suggestion(t.title, t.copies)} />
      ))}
    </datalist>
  );
}

/**
 * A population search by title alone, as the popup starts one (recorded among the member's recent searches,
 * saved as the browser's filter): the listing to open, or null when the server refused the title.
 */
export async function startTitleSearch(dispatch: SearchDispatch, title: string): Promise<string | null> {
  const started = await startPopulationSearch(dispatch, { ...EMPTY_FILTER, RequestTitle: title.trim(), Size: String(savedPageSize()) });
  return 'listing' in started ? started.listing : null;
}
