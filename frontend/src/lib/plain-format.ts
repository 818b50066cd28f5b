/**
 * What the site's formats written out (plain-dates.ts, plain-numbers.ts) share. Dates and numbers in the site's
 * two locales (en-US, fr-CA) are written out for the forms the pages use, exactly as Intl writes them (each file's
 * tests compare every one with Intl): a page's first Intl formatter makes the browser load its locale data, about
 * 40 ms of a phone's main thread in one piece on every page that shows a date or an amount (issue [2/7]). Anything
 * else (times of day, other options) is Intl's: their makers answer null.
 */
export interface PlainFormat {
  format(value: Date | number): string;
}

export type PlainLocale = 'en-US' | 'fr-CA';
export const isPlainLocale = (locale: string): locale is PlainLocale => locale === 'en-US' || locale === 'fr-CA';
