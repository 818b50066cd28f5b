import { dateFormat } from '../../../lib/date-formats.ts';
import { localeOf, type Language } from '../../region/index.ts';

/** The cover date as the label prints it: "May 1988" ("mai 1988"), "1988", or '' before 1600 (spec 5 Display). */
export function coverDate(month: number | null, displayYear: string, language: Language = 'en'): string {
  if (!displayYear) return '';
  if (!month || month < 1 || month > 12) return displayYear;
  return `${dateFormat(localeOf(language), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)))} ${displayYear}`;
}

/** "March 20, 2025" ("20 mars 2025"): the certification day, in UTC like the featured months. */
export const certifiedOn = (iso: string, language: Language = 'en') => dateFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
