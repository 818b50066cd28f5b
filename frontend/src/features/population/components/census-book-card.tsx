import { Anchor, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CensusBook } from '@certus/contracts';
import { comicName } from '../../comics/index.ts';
import { copiesText } from '../lib/census-format.ts';
import { BookFacts } from './book-facts.tsx';
import { GradeDistributionChart } from './grade-distribution-chart.tsx';

interface CensusBookCardProps {
  book: CensusBook;
  /** The book's /comic-details address (carrying the listing's own query, so the details page leads back). */
  detailsHref: string;
}

/** One book of the listing: what the label says, how many copies, and how they spread over the grades. */
export function CensusBookCard({ book, detailsHref }: CensusBookCardProps) {
  const name = comicName(book);
  const headingId = `book-${book.bookId}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId} data-testid="census-book">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap={6}>
            <Title order={2} size="h4" id={headingId}>
              <Anchor component={Link} to={detailsHref} inherit>
                {name}
              </Anchor>
            </Title>
            <BookFacts book={book} />
            <Text fw={700} size="sm" data-testid="census-book-copies">
              {copiesText(book.copies)} certified
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <GradeDistributionChart grades={book.grades} label={`Copies per grade of ${name}`} />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
