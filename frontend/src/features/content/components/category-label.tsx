import { Badge } from '@mantine/core';

/**
 * The label colours of the certification categories (spec 4 "Comic category colours"): Verified red,
 * Authentic yellow, Certified blue. Raw Grade books are not encapsulated and have no label colour.
 * The filled shades come from the theme; with autoContrast the yellow badge gets dark text.
 */
const colours = { Verified: 'red', Authentic: 'yellow', Certified: 'ink' } as const;

export type LabelCategory = keyof typeof colours;

export function CategoryLabel({ category }: { category: LabelCategory }) {
  return (
    <Badge color={colours[category]} variant="filled" radius="xs" size="lg" component="span">
      {category}
    </Badge>
  );
}
