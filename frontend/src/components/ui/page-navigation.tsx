import { Center, Pagination } from '@mantine/core';

/** What each control of the pages says it opens, in the page's language. */
export interface PageControlLabels {
  first: string;
  previous: string;
  next: string;
  last: string;
  page(page: number): string;
}

interface PageNavigationProps {
  /** Names the navigation ("Pages of orders"). */
  label: string;
  page: number;
  /** How many pages there are: none shown for one or none. */
  pages: number;
  labels: PageControlLabels;
  onChange(page: number): void;
}

/** Mantine's Pagination in a named navigation landmark, each control saying which page it opens. */
export function PageNavigation({ label, page, pages, labels, onChange }: PageNavigationProps) {
  if (pages <= 1) return null;
  const controlLabels = { first: labels.first, previous: labels.previous, next: labels.next, last: labels.last };
  return (
    <Center component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        withEdges={pages > 5}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(item) => ({ 'aria-label': labels.page(item) })}
      />
    </Center>
  );
}
