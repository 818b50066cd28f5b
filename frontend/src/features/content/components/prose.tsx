import type { ReactNode } from 'react';
import { Anchor, Box, List, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';
import { defineMessages, useMessages } from '../../region/index.ts';

/** A titled part of a content page. Page bodies start at h2 (the route renders the h1); sub-parts use h3. */
export function Section({ title, level = 2, children }: { title: ReactNode; level?: 2 | 3; children: ReactNode }) {
  return (
    <Box component="section" mt={level === 2 ? 'xl' : 'lg'}>
      <Title order={level} mb="sm" size={level === 2 ? 'h3' : 'h4'}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** A paragraph of body text. */
export function P({ children }: { children: ReactNode }) {
  return <Text mb="sm">{children}</Text>;
}

export function Bullets({ items, ordered = false }: { items: readonly ReactNode[]; ordered?: boolean }) {
  return (
    <List type={ordered ? 'ordered' : 'unordered'} spacing="xs" mb="sm" pr="md">
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

/** A link to another page of the site, underlined like every link in running text. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to}>
      {children}
    </Anchor>
  );
}

const frameWords = defineMessages({
  en: { cue: 'Scroll sideways for more →' },
  fr: { cue: 'Faites défiler de côté pour voir la suite →' },
});

/**
 * The frame of every content table: a region named by its caption that scrolls sideways on narrow screens.
 * Its cue follows the reader's language, which is the page's (the route reads a page in the reader's language).
 */
export function TableFrame({ caption, minWidth, children }: { caption: string; minWidth: number; children: ReactNode }) {
  const { cue } = useMessages(frameWords);
  return (
    <ScrollingTable minWidth={minWidth} mb="md" label={caption} cue={cue}>
      {children}
    </ScrollingTable>
  );
}

/**
 * A table whose rows are named by their first cell (a row header: the grade, the criterion, the term), with a
 * heading per column. `unbroken`: the columns kept on one line (a grade, its name).
 */
export function RowTable({
  caption,
  headings,
  rows,
  minWidth = 480,
  unbroken = [],
}: {
  caption: string;
  headings: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  minWidth?: number;
  unbroken?: readonly number[];
}) {
  const nowrap = (column: number) => (unbroken.includes(column) ? { whiteSpace: 'nowrap' as const } : {});
  return (
    <TableFrame caption={caption} minWidth={minWidth}>
      <Table striped withTableBorder verticalSpacing="xs" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => (
              <Table.Th scope="col" key={heading}>
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([name, ...cells], index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row" fw={600} style={{ verticalAlign: 'top', ...nowrap(0) }}>
                {name}
              </Table.Th>
              {cells.map((cell, column) => (
                <Table.Td key={column} style={nowrap(column + 1)}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

/** A two-column table of terms and explanations, with the terms as row headers. */
export function TermTable({ caption, headings, rows }: { caption: string; headings: readonly [string, string]; rows: readonly (readonly [ReactNode, ReactNode])[] }) {
  return <RowTable caption={caption} headings={headings} rows={rows} />;
}
