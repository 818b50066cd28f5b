import { keptFormat } from './intl-formats.ts';
import type { PlainFormat } from './plain-format.ts';
import { plainDateFormat } from './plain-dates.ts';

// A module of its own, apart from the numbers: the site's first script writes numbers (the header's counts), and
// only the pages that show a date need the months of two languages.

/** A date format, made on first use and kept: written out for the site's locales and usual forms (plain-dates.ts), Intl's otherwise. */
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): PlainFormat =>
  keptFormat('date', locale, options, () => plainDateFormat(locale, options) ?? new Intl.DateTimeFormat(locale, options));

/** Spec 5 Display: a date before year 1600 is shown empty, as is anything unparseable. Null then. */
export function displayableDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600 ? null : date;
}
