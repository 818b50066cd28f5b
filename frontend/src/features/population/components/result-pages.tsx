import { PageNavigation } from '../../../components/ui/page-navigation.tsx';
import { useMessages } from '../../region/index.ts';
import { populationWords } from '../population-messages.ts';

interface ResultPagesProps {
  /** Names the navigation, e.g. "Result pages". */
  label: string;
  page: number;
  /** How many pages there are. */
  total: number;
  onChange(page: number): void;
}

/** The pages of a population list, their controls named in the visitor's language. */
export function ResultPages({ label, page, total, onChange }: ResultPagesProps) {
  const text = useMessages(populationWords);
  const labels = { first: text.firstPage, previous: text.previousPage, next: text.nextPage, last: text.lastPage, page: text.pageNumber };
  return <PageNavigation label={label} page={page} pages={total} labels={labels} onChange={onChange} />;
}
