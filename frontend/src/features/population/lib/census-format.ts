import type { CensusBook } from '@certus/contracts';
import { dateFormat, displayableDate } from '../../../lib/date-formats.ts';
import { localeOf, type Language } from '../../region/index.ts';
import { populationWords } from '../population-messages.ts';

/** "Mar 1988" ("mars 1988"), or "1988" when the label gives no month; '' for an unknown year (spec 5 Display: before 1600). */
export const coverDate = (book: Pick<CensusBook, 'year' | 'month'>, language: Language = 'en') =>
  book.year >= 1600 ? [book.month ? (populationWords[language].months[book.month - 1] ?? '') : '', String(book.year)].filter(Boolean).join(' ') : '';


/** "Mar 14, 2025" ("14 mars 2025"): the certification day, UTC like the featured months, or ''. */
export const formatDay = (iso: string | null | undefined, language: Language = 'en') => {
  const date = displayableDate(iso);
  return date ? dateFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date) : '';
};
