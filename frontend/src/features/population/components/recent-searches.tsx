import { Button, Group, Text } from '@mantine/core';
import { RECENT_SEARCHES_SHOWN } from '@certus/contracts';
import { useGetRecentSearchesQuery } from '../api/population-api.ts';
import { asFilter, describeFilter, type PopulationFilter } from '../lib/population-filter.ts';
import { readSavedFilter } from '../lib/saved-filter.ts';

import { useLanguage } from '../../region/index.ts';
import { populationWords } from '../population-messages.ts';
/**
 * The member's recent searches (GET /api/popreport/userrequest), newest first, each one click away. The same
 * search made twice shows once. Nothing is shown while they load or if they cannot be read: the form works
 * without them.
 */
export function RecentSearches({ onPick, disabled }: { onPick(filter: PopulationFilter): void; disabled: boolean }) {
  const language = useLanguage();
  const { data } = useGetRecentSearchesQuery();
  if (!data || data.length === 0) return null;
  // A recent search keeps the page size this browser uses now; the recorded one is the size of that day.
  const size = readSavedFilter()?.Size;
  const seen = new Set<string>();
  const searches = data
    .map((recent) => ({ id: recent.requestId, filter: { ...asFilter(recent.filters), ...(size ? { Size: size } : {}) } }))
    .filter(({ filter }) => {
      const name = describeFilter(filter);
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    })
    .slice(0, RECENT_SEARCHES_SHOWN);
  return (
    <section aria-labelledby="recent-searches">
      <Text id="recent-searches" size="sm" fw={600} mb={6}>
        {populationWords[language].recentSearches}
      </Text>
      <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {searches.map(({ id, filter }) => (
          <li key={id}>
            <Button
              size="compact-sm"
              radius="xl"
              variant="light"
              onClick={() => onPick(filter)}
              disabled={disabled}
              data-testid="recent-search"
            >
              {describeFilter(filter, language)}
            </Button>
          </li>
        ))}
      </Group>
    </section>
  );
}
