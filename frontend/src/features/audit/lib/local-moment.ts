/**
 * The date-and-time field of the as-of view (an <input type="datetime-local">, which has no zone): what it holds
 * is read in the browser's time zone and sent to the API in UTC, and the page says which zone that was.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-05-05T11:00:30" (local wall time, to the second) → the UTC ISO instant; null when it is no time. */
export function utcOfLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  // A date-time without a zone is local time (ECMAScript Date.parse), which is what the field means.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The field's value for an instant: its local wall time, to the second. */
export function localInputOf(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** "UTC+02:00" at that instant in this browser's zone (the offset changes with summer time). */
export function utcOffsetAt(iso: string): string {
  const minutes = -new Date(iso).getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The browser's time zone by name ("Europe/Paris"), which the field's times are read in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'the browser’s time zone';
