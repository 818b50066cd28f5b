import type { ReactNode } from 'react';
import { Stack, Table, Title } from '@mantine/core';
import { ColumnHeaders, type ColumnHeading } from '../../../components/ui/column-headers.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

interface TableSectionProps {
  /** Labels both the section and its table, so a screen reader announces the table by its heading. */
  headingId: string;
  title: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  columns: readonly ColumnHeading[];
  /** The body rows. */
  children: ReactNode;
}

/**
 * A titled section of the order screens holding one striped table (payments, corrections, services). The
 * table's scrolling box is the region the heading names (a named section around it would be a second
 * region of the same name).
 */
export function TableSection({ headingId, title, minWidth, columns, children }: TableSectionProps) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <ScrollingTable minWidth={minWidth} labelledBy={headingId}>
        <Table striped aria-labelledby={headingId}>
          <ColumnHeaders columns={columns} />
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollingTable>
    </Stack>
  );
}
