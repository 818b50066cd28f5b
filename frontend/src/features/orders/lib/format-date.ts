/** Spec 5 Display: dates before year 1600 are shown empty (as is anything unparseable). */
function displayable(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600 ? null : date;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormats = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
  fr: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** "Mar 14, 2025", or '' (spec 5 Display). */
export const formatDate = (iso: string | null | undefined) => {
  const date = displayable(iso);
  return date ? dateFormat.format(date) : '';
};

/** "Mar 14, 2025, 3:00 PM" ("14 mars 2025, 15 h 00" in French), or '' (spec 5 Display). */
export const formatDateTime = (iso: string | null | undefined, language: 'en' | 'fr' = 'en') => {
  const date = displayable(iso);
  return date ? dateTimeFormats[language].format(date) : '';
};
