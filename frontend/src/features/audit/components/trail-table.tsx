import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AuditTrailEntry } from '@certus/contracts';
import { ColumnHeaders, type ColumnHeading } from '../../../components/ui/column-headers.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';
import { auditPagePaths } from '../api/audit-paths.ts';
import { auditTime } from '../lib/audit-format.ts';
import { auditedReadNames } from '../model/audit-messages.ts';

interface TrailTableProps {
  entries: readonly AuditTrailEntry[];
  caption: string;
  /** Left out on an order's own page, where every row is that order. */
  withOrder: boolean;
}

/** What auditors opened, newest first: when, who, what and what exactly was asked. */
export function TrailTable({ entries, caption, withOrder }: TrailTableProps) {
  const columns: ColumnHeading[] = ['When', 'Auditor', 'What', ...(withOrder ? ['Order'] : []), 'Asked for'];
  return (
    <ScrollingTable minWidth={withOrder ? 900 : 760} label={caption}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <ColumnHeaders columns={columns} />
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.viewId} data-testid="trail-entry">
              <Table.Th scope="row" fw={400}>
                <time dateTime={entry.at}>{auditTime(entry.at)}</time>
              </Table.Th>
              <Table.Td>
                <Text size="sm" component="span" display="block">
                  {entry.auditorEmail}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" component="span" display="block">
                  {entry.auditorId}
                </Text>
              </Table.Td>
              <Table.Td>{auditedReadNames[entry.read]}</Table.Td>
              {withOrder ? (
                <Table.Td>
                  {entry.orderId ? (
                    <Anchor component={Link} to={auditPagePaths.order(entry.orderId)} ff="monospace">
                      {entry.orderId}
                    </Anchor>
                  ) : (
                    ''
                  )}
                </Table.Td>
              ) : null}
              <Table.Td>{entry.detail}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
