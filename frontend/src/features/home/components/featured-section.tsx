import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { FeaturedComic } from '@certus/contracts';
import { FeaturedGrid } from '../../certificates/index.ts';
import { defineMessages, useMessages } from '../../region/index.ts';

const words = defineMessages({
  en: { heading: 'Featured comics', all: 'See all featured' },
  fr: { heading: 'Bandes dessinées en vedette', all: 'Voir toutes les vedettes' },
});

/**
 * Spec 2.1: the home page's featured comics, once found (with the HTML, or asked of the API). A section about
 * nothing helps no one: with none found it is not shown at all. Only drawing code: the home page's first
 * load takes this chunk when the comics came with the page.
 */
export default function FeaturedSection({ comics }: { comics: readonly FeaturedComic[] }) {
  const text = useMessages(words);
  if (comics.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="home-featured-heading" gap="sm" data-testid="home-featured">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="home-featured-heading">
          {text.heading}
        </Title>
        <Anchor component={Link} to="/featured">
          {text.all}
        </Anchor>
      </Group>
      <FeaturedGrid comics={comics} headingOrder={3} firstIsMain />
    </Stack>
  );
}
