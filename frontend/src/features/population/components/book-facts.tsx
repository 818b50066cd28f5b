import { Group, Stack, Text } from '@mantine/core';
import type { CensusBook } from '@certus/contracts';
import { coverDate } from '../lib/census-format.ts';
import { useLanguage } from '../../region/index.ts';
import { populationWords } from '../population-messages.ts';

/** What the label says about a book, as a description list; facts the label leaves blank are left out. */
export function BookFacts({ book, size = 'sm' }: { book: CensusBook; size?: 'sm' | 'md' }) {
  const language = useLanguage();
  const text = populationWords[language];
  const facts: [string, string][] = [
    [text.publisher, book.publisher],
    [text.coverDate, coverDate(book, language)],
    ['Type', book.collectibleType],
    [text.variant, book.variant],
    [text.keyComments, book.keyComments],
    [text.artStoryCover, book.artStoryCover],
  ];
  return (
    <Stack component="dl" gap={2} m={0}>
      {facts
        .filter(([, value]) => value.trim() !== '')
        .map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" size={size} c="dimmed" w={size === 'sm' ? 130 : 150} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text component="dd" size={size} m={0}>
              {value}
            </Text>
          </Group>
        ))}
    </Stack>
  );
}
