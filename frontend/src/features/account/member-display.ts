import { dateFormat, displayableDate } from '../../lib/date-formats.ts';

/** How the account pages write a member's values (spec 5 Display). */

/** A date as "March 1, 2024" (in French "1 mars 2024"); dates before year 1600 are shown empty (spec 5 Display). */
export function displayDate(iso: string, locale = 'en-US'): string {
  const date = displayableDate(iso);
  return date ? dateFormat(locale, { dateStyle: 'long' }).format(date) : '';
}

/** A 10-digit phone is shown as (xxx) xxx-xxxx; anything else as typed. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}
