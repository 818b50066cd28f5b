/**
 * Intl formatters, made on first use and kept. Making one is the costly part (the browser loads the locale's data:
 * about 25 ms each on a mid-range phone), formatting with it is cheap. Formatters made when a module is imported
 * cost every page that imports it, used or not; made at each call, they cost every date of a list (issue [2/7]:
 * the member pages' main-thread work).
 */
const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function keptFormat<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = kept.get(key) as F | undefined;
  if (!format) kept.set(key, (format = make()));
  return format;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keptFormat('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  keptFormat('number', locale, options, () => new Intl.NumberFormat(locale, options));

/** Spec 5 Display: a date before year 1600 is shown empty, as is anything unparseable. Null then. */
export function displayableDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600 ? null : date;
}

/**
 * A whole number as the reader writes it ("1,234", "1 234"). `n.toLocaleString(locale)` makes a formatter at each
 * call: a census grid's thousand cells took 125 ms of a phone's main thread that way (issue [2/7]).
 */
export const wholeNumber = (n: number, locale: string): string => numberFormat(locale).format(n);
