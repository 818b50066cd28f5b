/** The census pages' addresses, shared by the pages that link to one another. */

/** A title's census grid: /census/amazing-spider-man. */
export const censusGridPath = (slug: string) => `/census/${encodeURIComponent(slug)}`;

/** On /comic-details: the slug of the census grid the book was opened from (the way back leads there). */
export const FROM_GRID = 'grid';

/**
 * A book's details opened from a page whose own query is `query` (a listing's filters, a grid's sort): the
 * details page keeps it, so its way back returns to that very page.
 */
export function comicDetailsHref(bookId: string, query: URLSearchParams, fromGrid?: string): string {
  const params = new URLSearchParams({ book: bookId });
  if (fromGrid) params.set(FROM_GRID, fromGrid);
  const rest = query.toString();
  return `/comic-details?${params.toString()}${rest ? `&${rest}` : ''}`;
}

/** The census grid's own parameters in its address (the API's names): everything else is left alone. */
export const GRID_PARAMS = ['GradeType', 'Sort', 'Direction', 'Page'] as const;
