import { useDeferredValue } from 'react';
import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { FEATURED_MONTHS_BACK, FEATURED_PAGE_COUNT, FEATURED_RETRY_MS } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { certificateWords } from '../lib/certificate-messages.ts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { FeaturedGrid } from '../components/featured-card.tsx';
import { FEATURED_PAGE_LIST } from '../lib/featured-analytics.ts';
import { useFeaturedComics } from '../hooks/use-featured-comics.ts';
import { drawnFirst, useInlinedFeatured } from '../lib/inlined-featured.ts';

/**
 * /featured (spec 2.1, 7.3, 9): up to 100 recently certified comics, the best first, from this month and,
 * when it has too few, the months before (up to 12). Months arrive one at a time, so the list grows in
 * place while the walk goes on. The first few come with the page's HTML (the home page's three: the walk
 * finds them first too), so the first screen, and its first slab (preloaded by the HTML), need no API call.
 */
export function FeaturedPage() {
  const text = useMessages(certificateWords);
  const language = useLanguage();
  useDocumentTitle(text.featuredDocumentTitle);
  const inlined = useInlinedFeatured();
  const walk = useFeaturedComics({ wanted: FEATURED_PAGE_COUNT, months: FEATURED_MONTHS_BACK, pauseMs: FEATURED_RETRY_MS });
  const { searching, failed, retry, retrying } = walk;
  // The cards the page was drawn with stay first, where they were drawn: a walk that finds others (the server's list
  // was read before a newer comic was featured) adds its own after them, never in their place.
  const found = inlined ? drawnFirst(inlined, walk.comics) : walk.comics;
  // A month of up to a hundred cards is drawn in the background, a few milliseconds at a time, rather than in
  // one long task that would hold the page (the grid is memoised: the urgent render keeps the cards drawn).
  const comics = useDeferredValue(found);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{text.featuredHeading}</Title>
        <Text>{text.featuredLead}</Text>
        <Group gap="xs" role="status" aria-live="polite" data-testid="featured-status">
          {searching ? <Loader size="xs" aria-hidden /> : null}
          <Text size="sm">{statusText(text, comics.length, searching)}</Text>
        </Group>
        {failed && comics.length === 0 ? <LoadFailureAlert title={text.featuredLoadFailed} onRetry={retry} retrying={retrying} language={language} /> : null}
        {comics.length > 0 ? <FeaturedGrid comics={comics} headingOrder={2} busy={searching} widest={5} firstIsMain list={FEATURED_PAGE_LIST} /> : null}
      </Stack>
    </Container>
  );
}

function statusText(text: (typeof certificateWords)['en'], found: number, searching: boolean): string {
  const shown = text.featuredCount(found);
  if (searching) return found === 0 ? text.featuredLooking : text.featuredLookingFurther(shown);
  return found === 0 ? text.featuredNone : shown;
}
