import { Table, UnstyledButton } from '@mantine/core';
import { displayYear, type CensusBook, type CensusCopy } from '@certus/contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';
import { CategoryBadge, SlabImage } from '../../comics/index.ts';
import { formatDay } from '../lib/census-format.ts';
import { useLanguage } from '../../region/index.ts';
import { gradeNumberIn, populationWords } from '../population-messages.ts';


interface CopiesTableProps {
  /** The book the copies are of (their slabs' alt text names it). */
  book: Pick<CensusBook, 'title' | 'issue' | 'year'>;
  copies: readonly CensusCopy[];
  /** Names the table (the heading of its section). */
  labelledBy: string;
  onOpen(certificationId: string): void;
}

/** The graded copies of a book, best grade first, each with its slab; the certification number opens its certificate. */
export function CopiesTable({ book, copies, labelledBy, onOpen }: CopiesTableProps) {
  const year = displayYear(book.year);
  const language = useLanguage();
  const text = populationWords[language];
  const [slab, certification, grade, ...rest] = text.copiesColumns;
  const columns = [slab!, certification!, { label: grade!, numeric: true as const }, ...rest];
  return (
    // Its section is already named by the heading: the scrolling box says whose copies, so the two regions differ.
    <ScrollingTable minWidth={740} label={text.copiesOf(`${book.title} #${book.issue}`)}>
      <Table striped aria-labelledby={labelledBy} data-testid="census-copies">
        <ColumnHeaders columns={columns} />
        <Table.Tbody>
          {copies.map((copy) => (
            <Table.Tr key={copy.certificationId} data-testid="census-copy">
              <Table.Td w={64} py={6}>
                <SlabImage slab={{ ...copy, title: book.title, issue: book.issue, displayYear: year }} sizes="48px" maxWidth={48} language={language} />
              </Table.Td>
              <Table.Td>
                {/* A button, not a link: it opens a dialog over this page rather than going anywhere. */}
                <UnstyledButton
                  onClick={() => onOpen(copy.certificationId)}
                  aria-haspopup="dialog"
                  c="var(--mantine-color-anchor)"
                  td="underline"
                  ff="monospace"
                  fz="sm"
                >
                  {copy.certificationId}
                </UnstyledButton>
              </Table.Td>
              <Table.Td ta="right">{gradeNumberIn(copy.grade, language)}</Table.Td>
              <Table.Td>
                <CategoryBadge category={copy.category} />
              </Table.Td>
              <Table.Td>{copy.collection ?? ''}</Table.Td>
              <Table.Td>{copy.signees.join(', ')}</Table.Td>
              <Table.Td>
                <time dateTime={copy.certifiedAt}>{formatDay(copy.certifiedAt, language)}</time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
