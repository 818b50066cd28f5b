import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { Link } from 'react-router';
import type { FeaturedComic } from '@certus/contracts';
import { CategoryBadge, ComicCover, comicName, formatGrade } from '../../comics/index.ts';

/** One featured comic: cover, title and issue (opening its certificate), publisher and year, grade, category. */
export function FeaturedCard({ comic, headingOrder }: { comic: FeaturedComic; headingOrder: TitleOrder }) {
  const name = comicName(comic);
  const headingId = `featured-${comic.certificationId}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId} data-testid="featured-card" h="100%">
      <Card.Section>
        <ComicCover src={comic.coverUrl} alt={`Cover of ${name}`} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Title order={headingOrder} size="h5" id={headingId}>
          <Anchor component={Link} to={`/certificate/${comic.certificationId}`} inherit>
            {name}
          </Anchor>
        </Title>
        <Text size="sm">{[comic.publisher, comic.displayYear].filter(Boolean).join(', ')}</Text>
        <Group gap="xs">
          <Text fw={700} data-testid="featured-grade">
            Grade {formatGrade(comic.grade)}
          </Text>
          <CategoryBadge category={comic.category} />
        </Group>
        {comic.signees.length > 0 ? <Text size="sm">Signed by {comic.signees.join(', ')}</Text> : null}
        {comic.keyComments ? (
          <Text size="sm" c="dimmed">
            {comic.keyComments}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

interface FeaturedGridProps {
  comics: readonly FeaturedComic[];
  headingOrder: TitleOrder;
  /** More are on their way (the featured page's walk). */
  busy?: boolean;
  /** Cards per row at the widest: the home page's three fill one row; the long featured list packs four. */
  widest?: 3 | 4;
}

/** Featured comics as a grid of cards (a list, for assistive technology). */
export function FeaturedGrid({ comics, headingOrder, busy = false, widest = 3 }: FeaturedGridProps) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2, sm: 3, md: widest }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={busy} data-testid="featured-grid">
      {comics.map((comic) => (
        <li key={comic.certificationId}>
          <FeaturedCard comic={comic} headingOrder={headingOrder} />
        </li>
      ))}
    </SimpleGrid>
  );
}
