/** A membership date as the member reads it: "November 21, 2027" (spec 5 Display: before 1600 shows empty). */
export function formatMembershipDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}
