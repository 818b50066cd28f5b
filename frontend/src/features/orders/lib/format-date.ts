/** Spec 5 Display: dates before year 1600 are shown empty (as is anything unparseable). */
function displayable(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600 ? null : date;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 14, 2025", or '' (spec 5 Display). */
export const formatDate = (iso: string | null | undefined) => {
  const date = displayable(iso);
  return date ? dateFormat.format(date) : '';
};

/** "Mar 14, 2025, 3:00 PM", or '' (spec 5 Display). */
export const formatDateTime = (iso: string | null | undefined) => {
  const date = displayable(iso);
  return date ? dateTimeFormat.format(date) : '';
};
