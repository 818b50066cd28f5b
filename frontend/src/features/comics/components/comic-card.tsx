import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MemberComic } from '@certus/contracts';
import { comicName, formatGrade } from '../lib/comic-details.ts';
import { CategoryBadge } from './category-badge.tsx';
import { SlabImage } from './slab-image.tsx';

/** How wide a card's slab is drawn in the comics grid (its `sizes`). */
const COMIC_CARD_SLAB_SIZES = '(min-width: 75em) 190px, (min-width: 62em) 24vw, 45vw';


/** One graded comic: its slab, title and issue (opening its detail), year, grade, category, signatures, label. */
export function ComicCard({ comic }: { comic: MemberComic }) {
  const name = comicName(comic);
  const label = [comic.tierLabel, comic.pedigree ? `Pedigree: ${comic.pedigree}` : null, comic.variant ? `Variant: ${comic.variant}` : null].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={`comic-${comic.id}`} data-testid="comic-card" h="100%">
      <Card.Section inheritPadding pt="sm">
        <SlabImage slab={{ ...comic, certificationId: comic.id }} sizes={COMIC_CARD_SLAB_SIZES} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Title order={2} size="h5" id={`comic-${comic.id}`}>
          <Anchor component={Link} to={`/account/comics/${comic.id}`} inherit>
            {name}
          </Anchor>
        </Title>
        <Text size="sm">
          {[comic.publisher, comic.displayYear].filter(Boolean).join(', ')}
        </Text>
        <Group gap="xs">
          <Text fw={700} data-testid="comic-grade">
            Grade {formatGrade(comic.grade)}
          </Text>
          <CategoryBadge category={comic.category} />
        </Group>
        {comic.signatures.length > 0 ? (
          <Text size="sm" data-testid="comic-signatures">
            Signed by {comic.signatures.map((s) => `${s.name} (${s.type})`).join(', ')}
          </Text>
        ) : null}
        {label.length > 0 ? (
          <Text size="sm" c="dimmed" data-testid="comic-label">
            {label.join(' · ')}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          Certification {comic.id}
        </Text>
      </Stack>
    </Card>
  );
}
