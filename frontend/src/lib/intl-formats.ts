import type { PlainFormat } from './plain-format.ts';
import { plainNumberFormat } from './plain-numbers.ts';

/**
 * Number formats, made on first use and kept (date-formats.ts keeps its own here too). The site's own locales'
 * usual forms are written out (plain-format.ts): a page's first Intl formatter makes the browser load its locale
 * data. Making an Intl formatter is the costly part (about 25 ms each on a mid-range phone), formatting with it is
 * cheap. Formatters made when a module is imported cost every page that imports it, used or not; made at each
 * call, they cost every date of a list (issue [2/7]: the member pages' main-thread work).
 */
const kept = new Map<string, PlainFormat>();

export function keptFormat<F extends PlainFormat>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = kept.get(key) as F | undefined;
  if (!format) kept.set(key, (format = make()));
  return format;
}

/** A number format: written out for the site's locales, whole numbers and dollars (plain-numbers.ts), Intl's otherwise. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): PlainFormat =>
  keptFormat('number', locale, options, () => {
    let intl: Intl.NumberFormat | undefined;
    const intlFormat = () => (intl ??= new Intl.NumberFormat(locale, options));
    return plainNumberFormat(locale, options, intlFormat) ?? intlFormat();
  });

/**
 * A whole number as the reader writes it ("1,234", "1 234"). `n.toLocaleString(locale)` makes a formatter at each
 * call: a census grid's thousand cells took 125 ms of a phone's main thread that way (issue [2/7]).
 */
export const wholeNumber = (n: number, locale: string): string => numberFormat(locale).format(n);
