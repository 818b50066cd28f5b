import { Anchor, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MemberComic } from '@certus/contracts';
import { formatGrade } from '../lib/comic-details.ts';
import { CategoryBadge } from './category-badge.tsx';
import { comicName } from './comic-card.tsx';

/** The dashboard's graded comics (spec 2.2): each opens its detail, with its grade and category. */
export function ComicLinksList({ comics }: { comics: readonly MemberComic[] }) {
  return (
    <List listStyleType="none" spacing="xs" p={0} m={0}>
      {comics.map((comic) => (
        <List.Item key={comic.id} data-testid="dashboard-comic">
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/account/comics/${comic.id}`} fw={600}>
              {comicName(comic)}
            </Anchor>
            <Text size="sm" component="span">
              {formatGrade(comic.grade)}
            </Text>
            <CategoryBadge category={comic.category} />
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
