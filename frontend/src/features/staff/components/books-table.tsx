import { Button, Table, Text } from '@mantine/core';
import type { OrderBookView, SummaryStatus } from '@certus/contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers.tsx';
import { bookTitle } from '../model/display.ts';
import { formatGrade } from '../model/grade-form.ts';
import { BOOK_ACTION_LABELS, nextBookAction } from '../model/next-action.ts';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

const COLUMNS = ['#', 'Certification id', 'Book', 'Tier', 'Pressing', 'Step', 'Grade', 'Next'];

interface BooksTableProps {
  books: OrderBookView[];
  orderStatus: SummaryStatus;
  selectedBookNo: number | null;
  onSelect: (bookNo: number) => void;
}

/** Every book of the order with its step; the only action a row offers is the book's next one. */
export function BooksTable({ books, orderStatus, selectedBookNo, onSelect }: BooksTableProps) {
  return (
    <ScrollingTable minWidth={900} label="Books of the order">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>Books of the order</Table.Caption>
        <ColumnHeaders columns={COLUMNS} />
        <Table.Tbody>
          {books.map((book) => {
            const action = nextBookAction(book, orderStatus);
            const selected = book.bookNo === selectedBookNo;
            return (
              <Table.Tr
                key={book.bookNo}
                aria-current={selected ? 'true' : undefined}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                data-testid="staff-book-row"
              >
                <Table.Td>{book.bookNo}</Table.Td>
                <Table.Th scope="row" ff="monospace" fw={400}>
                  {book.certificationId}
                </Table.Th>
                <Table.Td>{bookTitle(book)}</Table.Td>
                <Table.Td>{book.tierId}</Table.Td>
                <Table.Td>{book.needsPressing ? 'Yes' : 'No'}</Table.Td>
                <Table.Td>{book.step}</Table.Td>
                <Table.Td>{book.grade !== null ? `${formatGrade(book.grade)} ${book.category ?? ''}` : ''}</Table.Td>
                <Table.Td>
                  {action ? (
                    <Button size="compact-sm" variant={selected ? 'filled' : 'light'} onClick={() => onSelect(book.bookNo)} aria-label={`${BOOK_ACTION_LABELS[action]} book ${book.bookNo}`}>
                      {BOOK_ACTION_LABELS[action]}
                    </Button>
                  ) : (
                    <Text size="sm" c="dimmed" component="span">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
