import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { displayOrderStatus, displayYear, type BookStep, type OrderBookView, type OrderDetail, type OrderRollup } from '@certus/contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

const stepLabel: Record<BookStep, string> = {
  Declared: 'Awaiting arrival',
  Missing: 'Missing from the box',
  Received: 'Received',
  PreGraded: 'Pre-graded',
  Pressed: 'Pressed',
  Graded: 'Graded',
  Imaged: 'Imaged',
  Encapsulated: 'Encapsulated',
};

const bookTitle = (book: OrderBookView) => {
  const year = displayYear(book.year);
  return `${book.title} #${book.issue}${year ? ` (${year})` : ''}`;
};

interface OrderTiersProps {
  order: OrderDetail;
  /** The books, by tier; null while loading or when the rollup could not be read. */
  rollup: OrderRollup | null;
}

/**
 * The order's services (tier groups) with their status (spec 4, as displayed) and quality check, and the
 * books of each with their step, grade and, once encapsulated, the certification that opens the comic.
 */
export function OrderTiers({ order, rollup }: OrderTiersProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby="order-tiers-heading">
      <Title order={2} size="h4" id="order-tiers-heading">
        Services and books
      </Title>
      {order.tiers.map((tier) => {
        const books = rollup?.tiers.find((t) => t.id === tier.id)?.books ?? null;
        const headingId = `tier-${tier.id}`;
        return (
          <Paper key={tier.id} withBorder p="md" radius="md" component="section" aria-labelledby={headingId} data-testid="order-tier">
            <Group justify="space-between" align="baseline" mb="xs">
              <Title order={3} size="h5" id={headingId}>
                {tier.label}
              </Title>
              <Group gap="xs">
                <Badge variant="light" color="ink" data-testid="order-tier-status">
                  {displayOrderStatus(tier.status)}
                </Badge>
                <Badge variant={tier.qcApproved ? 'light' : 'outline'} color={tier.qcApproved ? 'green' : 'dark'} data-testid="order-tier-qc">
                  {tier.qcApproved ? 'QC approved' : 'QC pending'}
                </Badge>
              </Group>
            </Group>
            <Text size="sm" mb="xs">
              {tier.count} {tier.count === 1 ? 'book' : 'books'}
              {tier.rate ? `, shipping: ${tier.rate.name}` : ''}
            </Text>
            {books && books.length > 0 ? <BooksTable books={books} label={`Books of ${tier.label}`} /> : null}
          </Paper>
        );
      })}
    </Stack>
  );
}

function BooksTable({ books, label }: { books: readonly OrderBookView[]; label: string }) {
  return (
    <ScrollingTable minWidth={600} label={label}>
      <Table striped aria-label={label}>
        <ColumnHeaders columns={['Book', 'Step', 'Grade', 'Certification']} />
        <Table.Tbody>
          {books.map((book) => (
            <Table.Tr key={book.bookNo} data-testid="order-book">
              <Table.Td>{bookTitle(book)}</Table.Td>
              <Table.Td>{stepLabel[book.step]}</Table.Td>
              <Table.Td>{book.grade !== null ? `${book.grade.toFixed(1)}${book.category ? ` ${book.category}` : ''}` : ''}</Table.Td>
              <Table.Td>
                {book.step === 'Encapsulated' ? (
                  <Anchor component={Link} to={`/account/comics/${book.certificationId}`}>
                    {book.certificationId}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed" component="span">
                    Not yet certified
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
