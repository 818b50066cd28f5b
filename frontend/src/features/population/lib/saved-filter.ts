import { POPULATION_MAX_PAGE_SIZE, POPULATION_PAGE_SIZE } from '@certus/contracts';
import { asFilter, type PopulationFilter } from './population-filter.ts';

/** The member's last search, kept by the browser: the popup starts from it and the listing takes its page size. */
export const SAVED_FILTER_KEY = 'certus.population-filter';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: every search starts from a blank form
  }
}

/** The saved filter, or null when there is none (or it no longer reads as one). */
export function readSavedFilter(): PopulationFilter | null {
  const raw = storage()?.getItem(SAVED_FILTER_KEY);
  if (!raw) return null;
  try {
    const filter = asFilter(JSON.parse(raw));
    return filter.RequestTitle ? filter : null;
  } catch {
    return null;
  }
}

export function saveFilter(filter: PopulationFilter): void {
  try {
    storage()?.setItem(SAVED_FILTER_KEY, JSON.stringify(filter));
  } catch {
    // storage full or refused: the search goes on, it is just not remembered
  }
}

/** Books per listing page: the saved filter's size when it is a valid one (spec 9), else 50. */
export function savedPageSize(): number {
  const size = Number(readSavedFilter()?.Size);
  return Number.isInteger(size) && size >= 1 && size <= POPULATION_MAX_PAGE_SIZE ? size : POPULATION_PAGE_SIZE;
}
