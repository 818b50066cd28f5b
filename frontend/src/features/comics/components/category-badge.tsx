import { Badge } from '@mantine/core';
import { CATEGORY_COLOURS, type ComicCategory } from '@certus/contracts';
import { categoryThemeColour } from '../lib/comic-details.ts';

/** The certification category (spec 4): Verified red, Authentic yellow, Certified blue; the name is the text. */
export function CategoryBadge({ category }: { category: ComicCategory }) {
  return (
    <Badge color={categoryThemeColour[CATEGORY_COLOURS[category]]} variant="filled" radius="xs" component="span" data-testid="comic-category">
      {category}
    </Badge>
  );
}
