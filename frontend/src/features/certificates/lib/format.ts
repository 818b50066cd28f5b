const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The cover date as the label prints it: "May 1988", "1988", or '' before 1600 (spec 5 Display). */
export function coverDate(month: number | null, displayYear: string): string {
  if (!displayYear) return '';
  if (!month || month < 1 || month > 12) return displayYear;
  return `${monthFormat.format(new Date(Date.UTC(2000, month - 1, 1)))} ${displayYear}`;
}

/** "March 20, 2025" (the certification day, in UTC like the featured months). */
export const certifiedOn = (iso: string) => dateFormat.format(new Date(iso));

/** "1 copy", "3 copies". */
export const copiesText = (count: number) => (count === 1 ? '1 copy' : `${count} copies`);
