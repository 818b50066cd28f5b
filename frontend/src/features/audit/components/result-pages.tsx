import { Center, Pagination } from '@mantine/core';

interface ResultPagesProps {
  /** Names the navigation ("Pages of orders"). */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onChange(page: number): void;
}

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** The pages of a paged list in a named navigation landmark, each control saying which page it opens. */
export function ResultPages({ label, page, total, pageSize, onChange }: ResultPagesProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Center component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        withEdges={pages > 5}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Center>
  );
}

/** "Orders 26–50 of 120" */
export function rangeOfPage(noun: string, page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `No ${noun}`;
  const first = (page - 1) * pageSize + 1;
  return `${noun[0]!.toUpperCase()}${noun.slice(1)} ${first}–${first + shown - 1} of ${total}`;
}
