import { Table } from '@mantine/core';

/**
 * One column heading of a data table. A numeric column (amounts, counts) is aligned right, heading and
 * cells alike, so its digits line up under the heading.
 */
export type ColumnHeading = string | { label: string; numeric: true };

/** The header row of a data table; each heading is a `col` header, so screen readers name every cell by it. */
export function ColumnHeaders({ columns }: { columns: readonly ColumnHeading[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ) : (
            <Table.Th key={column.label} scope="col" ta="right">
              {column.label}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
