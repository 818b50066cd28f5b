import { dateFormat, displayableDate } from '../../../lib/date-formats.ts';

/** A membership date as the member reads it: "November 21, 2027" (spec 5 Display: before 1600 shows empty). */
export function formatMembershipDate(iso: string | null, locale = 'en-US'): string {
  const date = displayableDate(iso);
  return date ? dateFormat(locale, { dateStyle: 'long' }).format(date) : '';
}
