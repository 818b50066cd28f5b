import type { OrderBookView } from '@certus/contracts';

/** Spec 5 Display: dates before 1600 are shown empty. */
export function staffDate(iso: string | null, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600) return '';
  return new Intl.DateTimeFormat('en-US', withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
}

/** How a book reads in a row or a heading: `Amazing Spider-Man #300 (1988)`. */
export function bookTitle(book: Pick<OrderBookView, 'title' | 'issue' | 'year' | 'variant'>): string {
  const year = book.year >= 1600 ? ` (${book.year})` : '';
  const variant = book.variant ? `, ${book.variant}` : '';
  return `${book.title} #${book.issue}${variant}${year}`;
}
