import { isPlainLocale, type PlainFormat, type PlainLocale } from './plain-format.ts';

/** Dates written out for the site's locales (plain-format.ts says why). */

const MONTHS: Record<PlainLocale, { long: readonly string[]; short: readonly string[] }> = {
  'en-US': {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  'fr-CA': {
    long: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  },
};

/** The date's parts where the options ask for them: in UTC, or in the browser's own time zone when none is named. */
const partsOf = (date: Date, utc: boolean) =>
  utc ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() } : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };

/** "March 1, 2024" / "1 mars 2024"; with short months, "Mar 1, 2024" / "1 mars 2024" ("1 janv. 2024"). */
function dayMonthYear(locale: PlainLocale, months: 'long' | 'short', utc: boolean): PlainFormat {
  return {
    format(value) {
      const { year, month, day } = partsOf(new Date(value), utc);
      const name = MONTHS[locale][months][month];
      return locale === 'en-US' ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
    },
  };
}

const DATE_OPTION_NAMES = new Set(['dateStyle', 'timeZone', 'year', 'month', 'day']);

/** A plain date format for these options, or null where Intl must write it. */
export function plainDateFormat(locale: string, options: Intl.DateTimeFormatOptions): PlainFormat | null {
  if (!isPlainLocale(locale) || Object.keys(options).some((name) => !DATE_OPTION_NAMES.has(name))) return null;
  if (options.timeZone !== undefined && options.timeZone !== 'UTC') return null;
  const utc = options.timeZone === 'UTC';
  const { dateStyle, year, month, day } = options;
  if (dateStyle !== undefined) {
    if (year !== undefined || month !== undefined || day !== undefined) return null;
    if (dateStyle === 'long') return dayMonthYear(locale, 'long', utc);
    return dateStyle === 'medium' ? dayMonthYear(locale, 'short', utc) : null;
  }
  if (month === 'long' && year === 'numeric' && day === 'numeric') return dayMonthYear(locale, 'long', utc);
  if (month === 'long' && year === undefined && day === undefined) return { format: (value) => MONTHS[locale].long[partsOf(new Date(value), utc).month]! };
  return null;
}

