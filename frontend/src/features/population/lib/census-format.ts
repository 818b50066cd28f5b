import type { CensusBook } from '@certus/contracts';
import { monthName } from './population-filter.ts';

/** "Mar 1988", or "1988" when the label gives no month; '' for an unknown year (spec 5 Display: before 1600). */
export const coverDate = (book: Pick<CensusBook, 'year' | 'month'>) =>
  book.year >= 1600 ? [monthName(book.month), String(book.year)].filter(Boolean).join(' ') : '';

/** "1 copy", "12 copies". */
export const copiesText = (copies: number) => `${copies.toLocaleString('en-US')} ${copies === 1 ? 'copy' : 'copies'}`;

function displayable(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600 ? null : date;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Mar 14, 2025" (the certification day, UTC like the featured months), or ''. */
export const formatDay = (iso: string | null | undefined) => {
  const date = displayable(iso);
  return date ? dateFormat.format(date) : '';
};
