import { Center, Pagination } from '@mantine/core';

interface ResultPagesProps {
  /** Names the navigation, e.g. "Result pages". */
  label: string;
  page: number;
  total: number;
  onChange(page: number): void;
}

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Mantine's Pagination in a named navigation landmark, each control saying which page it opens. */
export function ResultPages({ label, page, total, onChange }: ResultPagesProps) {
  if (total <= 1) return null;
  return (
    <Center component="nav" aria-label={label}>
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        withEdges={total > 5}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Center>
  );
}
