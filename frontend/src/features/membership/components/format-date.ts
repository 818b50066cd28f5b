/** A membership date as the member reads it: "November 21, 2027" (spec 5 Display: before 1600 shows empty). */
export function formatMembershipDate(iso: string | null, locale = 'en-US'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
