import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { displayYear, type BookStep, type OrderBookView, type OrderDetail, type OrderRollup } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { statusName } from '../lib/order-words.ts';
import { ordersMessages } from '../orders-messages.ts';
import { ColumnHeaders } from '../../../components/ui/column-headers.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

/** The book steps in the order of the catalogue's bookSteps words. */
const BOOK_STEPS: readonly BookStep[] = ['Declared', 'Missing', 'Received', 'PreGraded', 'Pressed', 'Graded', 'Imaged', 'Encapsulated'];

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
  const language = useLanguage();
  const t = useMessages(ordersMessages);
  // A tier's name is the catalogue's: on the French variant it stays as published, marked English.
  const lang = language === 'en' ? undefined : 'en';
  return (
    <Stack gap="md" component="section" aria-labelledby="order-tiers-heading">
      <Title order={2} size="h4" id="order-tiers-heading">
        {t.servicesAndBooks}
      </Title>
      {order.tiers.map((tier) => {
        const books = rollup?.tiers.find((t) => t.id === tier.id)?.books ?? null;
        const headingId = `tier-${tier.id}`;
        return (
          <Paper key={tier.id} withBorder p="md" radius="md" component="section" aria-labelledby={headingId} data-testid="order-tier">
            <Group justify="space-between" align="baseline" mb="xs">
              <Title order={3} size="h5" id={headingId} lang={lang}>
                {tier.label}
              </Title>
              <Group gap="xs">
                <Badge variant="light" color="ink" data-testid="order-tier-status">
                  {statusName(language, tier.status)}
                </Badge>
                <Badge variant={tier.qcApproved ? 'light' : 'outline'} color={tier.qcApproved ? 'green' : 'dark'} data-testid="order-tier-qc">
                  {t.qc(tier.qcApproved)}
                </Badge>
              </Group>
            </Group>
            <Text size="sm" mb="xs">
              {t.books(tier.count)}
              {tier.rate ? (
                <>
                  {t.shippingRate}
                  <span lang={lang}>{tier.rate.name}</span>
                </>
              ) : null}
            </Text>
            {books && books.length > 0 ? <BooksTable books={books} label={t.booksOf(tier.label)} /> : null}
          </Paper>
        );
      })}
    </Stack>
  );
}

function BooksTable({ books, label }: { books: readonly OrderBookView[]; label: string }) {
  const t = useMessages(ordersMessages);
  const language = useLanguage();
  return (
    <ScrollingTable minWidth={600} label={label}>
      <Table striped aria-label={label}>
        <ColumnHeaders columns={t.bookColumns} />
        <Table.Tbody>
          {books.map((book) => (
            <Table.Tr key={book.bookNo} data-testid="order-book">
              <Table.Td lang={language === 'en' ? undefined : 'en'}>{bookTitle(book)}</Table.Td>
              <Table.Td>{t.bookSteps[BOOK_STEPS.indexOf(book.step)] ?? book.step}</Table.Td>
              <Table.Td>{book.grade !== null ? `${book.grade.toLocaleString(language === 'fr' ? 'fr-CA' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}${book.category ? ` ${book.category}` : ''}` : ''}</Table.Td>
              <Table.Td>
                {book.step === 'Encapsulated' ? (
                  <Anchor component={Link} to={`/account/comics/${book.certificationId}`}>
                    {book.certificationId}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed" component="span">
                    {t.notCertified}
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
