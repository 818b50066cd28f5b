import { dateFormat, displayableDate } from '../../../lib/date-formats.ts';
import { formatMoney } from '../../../lib/money.ts';

/**
 * How the audit screens write times and amounts. An auditor compares records to the second, so times carry
 * seconds and the zone they are shown in (the browser's own); days of a search are UTC days, as the API reads them.
 */
const LOCALE = 'en-US';
const MOMENT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' };
const UTC_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** "May 5, 2025, 11:00:00 AM GMT+2"; '' for no time (spec 5 Display: nothing before 1600). */
export function auditTime(iso: string | null | undefined): string {
  const date = displayableDate(iso);
  return date ? dateFormat(LOCALE, MOMENT).format(date) : '';
}

/** The UTC day of a time: "May 5, 2025". */
export function auditDay(iso: string): string {
  const date = displayableDate(iso);
  return date ? dateFormat(LOCALE, UTC_DAY).format(date) : '';
}

/** An amount in the order's currency, signed as the record has it ("-$12.00"). */
export const auditMoney = (cents: number, currency: string) => formatMoney(cents, currency, LOCALE);

/** A change of an amount, always signed: "+$53.00", "-$15.00", "$0.00". */
export function auditMoneyChange(cents: number, currency: string): string {
  return cents > 0 ? `+${auditMoney(cents, currency)}` : auditMoney(cents, currency);
}
