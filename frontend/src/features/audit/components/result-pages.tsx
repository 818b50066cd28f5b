import { PageNavigation, type PageControlLabels } from '../../../components/ui/page-navigation.tsx';

interface ResultPagesProps {
  /** Names the navigation ("Pages of orders"). */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onChange(page: number): void;
}

/** The auditor's screens are in English only. */
const PAGE_LABELS: PageControlLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page', page: (page) => `Page ${page}` };

/** The pages of a paged list of `total` rows, `pageSize` a page. */
export function ResultPages({ label, page, total, pageSize, onChange }: ResultPagesProps) {
  return <PageNavigation label={label} page={page} pages={Math.ceil(total / pageSize)} labels={PAGE_LABELS} onChange={onChange} />;
}

/** "Orders 26–50 of 120" */
export function rangeOfPage(noun: string, page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `No ${noun}`;
  const first = (page - 1) * pageSize + 1;
  return `${noun[0]!.toUpperCase()}${noun.slice(1)} ${first}–${first + shown - 1} of ${total}`;
}
