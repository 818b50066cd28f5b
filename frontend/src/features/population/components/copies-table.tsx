import { Table, UnstyledButton } from '@mantine/core';
import type { CensusCopy } from '@certus/contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers.tsx';
import { CategoryBadge, formatGrade } from '../../comics/index.ts';
import { formatDay } from '../lib/census-format.ts';

const COLUMNS = ['Certification', { label: 'Grade', numeric: true }, 'Grade type', 'Collection', 'Signed by', 'Certified'] as const;

interface CopiesTableProps {
  copies: readonly CensusCopy[];
  /** Names the table (the heading of its section). */
  labelledBy: string;
  onOpen(certificationId: string): void;
}

/** The graded copies of a book, best grade first; each certification number opens that copy's certificate. */
export function CopiesTable({ copies, labelledBy, onOpen }: CopiesTableProps) {
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped aria-labelledby={labelledBy} data-testid="census-copies">
        <ColumnHeaders columns={COLUMNS} />
        <Table.Tbody>
          {copies.map((copy) => (
            <Table.Tr key={copy.certificationId} data-testid="census-copy">
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
              <Table.Td ta="right">{formatGrade(copy.grade)}</Table.Td>
              <Table.Td>
                <CategoryBadge category={copy.category} />
              </Table.Td>
              <Table.Td>{copy.collection ?? ''}</Table.Td>
              <Table.Td>{copy.signees.join(', ')}</Table.Td>
              <Table.Td>
                <time dateTime={copy.certifiedAt}>{formatDay(copy.certifiedAt)}</time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
