import { Text } from '@mantine/core';
import type { MemberComic } from '@certus/contracts';
import { LinkList, LinkListItem } from '../../../components/ui/link-list.tsx';
import { formatGrade } from '../lib/comic-details.ts';
import { CategoryBadge } from './category-badge.tsx';
import { comicName } from '../lib/comic-details.ts';

/** The dashboard's graded comics (spec 2.2): each opens its detail, with its grade and category. */
export function ComicLinksList({ comics }: { comics: readonly MemberComic[] }) {
  return (
    <LinkList>
      {comics.map((comic) => (
        <LinkListItem key={comic.id} to={`/account/comics/${comic.id}`} label={comicName(comic)} testId="dashboard-comic">
          <Text size="sm" component="span">
            {formatGrade(comic.grade)}
          </Text>
          <CategoryBadge category={comic.category} />
        </LinkListItem>
      ))}
    </LinkList>
  );
}
