import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HOME_FEATURED_COUNT } from '@certus/contracts';
import { FeaturedGrid, useFeaturedComics } from '../../certificates/index.ts';

/**
 * Spec 2.1, 7.3, 9: the home page's 3 featured comics, this month's topped up from last month's (two calls at
 * most, no pause: the page is waiting). A section about nothing helps no one: with none found, or the server
 * failing, it is not shown at all.
 */
export default function HomeFeatured({ roomWhileSearching = 0 }: { roomWhileSearching?: number }) {
  const { comics, searching } = useFeaturedComics({ wanted: HOME_FEATURED_COUNT, months: 2, pauseMs: 0 });
  // The room stays held until the cards come all at once: nothing below them jumps twice (layout shift).
  if (searching) return <div style={{ minHeight: roomWhileSearching }} />;
  if (comics.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="home-featured-heading" gap="sm" data-testid="home-featured">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="home-featured-heading">
          Featured comics
        </Title>
        <Anchor component={Link} to="/featured">
          See all featured
        </Anchor>
      </Group>
      <FeaturedGrid comics={comics} headingOrder={3} firstIsMain />
    </Stack>
  );
}
