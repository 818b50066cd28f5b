import { Center, Pagination } from '@mantine/core';

import { useMessages } from '../../region/index.ts';
import { populationWords } from '../population-messages.ts';
interface ResultPagesProps {
  /** Names the navigation, e.g. "Result pages". */
  label: string;
  page: number;
  total: number;
  onChange(page: number): void;
}


/** Mantine's Pagination in a named navigation landmark, each control saying which page it opens. */
export function ResultPages({ label, page, total, onChange }: ResultPagesProps) {
  const text = useMessages(populationWords);
  if (total <= 1) return null;
  const controlLabels = { first: text.firstPage, previous: text.previousPage, next: text.nextPage, last: text.lastPage };
  return (
    <Center component="nav" aria-label={label}>
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        withEdges={total > 5}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(item) => ({ 'aria-label': text.pageNumber(item) })}
      />
    </Center>
  );
}
