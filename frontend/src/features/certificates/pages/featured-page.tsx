import { useDeferredValue } from 'react';
import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { FEATURED_MONTHS_BACK, FEATURED_PAGE_COUNT, FEATURED_RETRY_MS } from '@certus/contracts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { FeaturedGrid } from '../components/featured-card.tsx';
import { FEATURED_PAGE_LIST } from '../lib/featured-analytics.ts';
import { useFeaturedComics } from '../hooks/use-featured-comics.ts';
import { useInlinedFeatured } from '../lib/inlined-featured.ts';

/**
 * /featured (spec 2.1, 7.3, 9): up to 100 recently certified comics, the best first, from this month and,
 * when it has too few, the months before (up to 12). Months arrive one at a time, so the list grows in
 * place while the walk goes on. The first few come with the page's HTML (the home page's three: the walk
 * finds them first too), so the first screen, and its first slab (preloaded by the HTML), need no API call.
 */
export function FeaturedPage() {
  useDocumentTitle('Featured comics | Certus');
  const inlined = useInlinedFeatured();
  const walk = useFeaturedComics({ wanted: FEATURED_PAGE_COUNT, months: FEATURED_MONTHS_BACK, pauseMs: FEATURED_RETRY_MS });
  const { searching, failed, retry, retrying } = walk;
  // The walk's list starts with the inlined comics: they stay until it has at least as many (no card goes away),
  // or for good when it fails.
  const found = inlined && (searching || failed) && walk.comics.length < inlined.length ? inlined : walk.comics;
  // A month of up to a hundred cards is drawn in the background, a few milliseconds at a time, rather than in
  // one long task that would hold the page (the grid is memoised: the urgent render keeps the cards drawn).
  const comics = useDeferredValue(found);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Featured comics</Title>
        <Text>Recently certified comics, magazines and manga, the highest grades first.</Text>
        <Group gap="xs" role="status" aria-live="polite" data-testid="featured-status">
          {searching ? <Loader size="xs" aria-hidden /> : null}
          <Text size="sm">{statusText(comics.length, searching)}</Text>
        </Group>
        {failed && comics.length === 0 ? <LoadFailureAlert title="The featured comics could not be loaded" onRetry={retry} retrying={retrying} /> : null}
        {comics.length > 0 ? <FeaturedGrid comics={comics} headingOrder={2} busy={searching} widest={5} firstIsMain list={FEATURED_PAGE_LIST} /> : null}
      </Stack>
    </Container>
  );
}

function statusText(found: number, searching: boolean): string {
  const shown = found === 1 ? '1 featured comic' : `${found} featured comics`;
  if (searching) return found === 0 ? 'Looking for featured comics…' : `${shown}, looking further back…`;
  return found === 0 ? 'No comics have been featured in the last months.' : shown;
}
