import { Badge } from '@mantine/core';
import type { ComicCategory } from '@certus/contracts';
import { categoryColour } from '../../../lib/visual-system.ts';

/**
 * The certification category (spec 4): Verified red, Authentic yellow, Certified blue, Raw Grade grey; the name is
 * the text, printed on the slab in English on every variant of the site (lang="en" for a French page's reader).
 */
export function CategoryBadge({ category, lang = 'en' }: { category: ComicCategory; lang?: string }) {
  const { background, text } = categoryColour(category);
  return (
    <Badge color={background} c={text} variant="filled" radius="xs" component="span" data-testid="comic-category" lang={lang}>
      {category}
    </Badge>
  );
}
