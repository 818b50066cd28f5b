import type { ReactNode } from 'react';
import { Table, Title } from '@mantine/core';
import { DataCard, DataCardList } from '../../../components/ui/data-card.tsx';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';

export interface PriceRow {
  key: string;
  /** The row's name (the service), a row header. */
  name: ReactNode;
  /** Under the name (what books it is for). */
  detail?: ReactNode;
  /** One value per column after the first. */
  cells: ReactNode[];
}

/**
 * A table of the price list: a real table on wide screens (rows named by their service, columns by their
 * heading), labelled cards on phones, so nothing is cut off or scrolls sideways.
 */
export function PriceTable({ caption, columns, rows, testId }: { caption: string; columns: readonly string[]; rows: readonly PriceRow[]; testId?: string }) {
  const phone = useNarrowScreen('sm');
  if (phone) {
    return (
      <section aria-label={caption} data-testid={testId}>
        <Title order={3} size="h5" mb="xs">
          {caption}
        </Title>
        <DataCardList label={caption}>
          {rows.map((row) => (
            <DataCard key={row.key} title={row.name} subtitle={row.detail} facts={row.cells.map((cell, i) => [columns[i + 1] ?? '', cell])} />
          ))}
        </DataCardList>
      </section>
    );
  }
  return (
    <Table striped withTableBorder verticalSpacing="xs" captionSide="top" mb="lg" data-testid={testId}>
      <Table.Caption style={{ textAlign: 'left', fontWeight: 700 }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" style={{ verticalAlign: 'top', fontWeight: 600 }}>
              {row.name}
              {row.detail ? <div style={{ fontWeight: 400, fontSize: 'var(--mantine-font-size-sm)' }}>{row.detail}</div> : null}
            </Table.Th>
            {row.cells.map((cell, i) => (
              <Table.Td key={i} style={{ verticalAlign: 'top' }}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
