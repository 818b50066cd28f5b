import { localeOf, type Language } from '../../region/index.ts';

/** Spec 5 Display: dates before year 1600 are shown empty (as is anything unparseable). */
function displayable(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600 ? null : date;
}

const formats = (language: Language) => ({
  date: new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }),
  dateTime: new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }),
});
const byLanguage = { en: formats('en'), fr: formats('fr') } as const;

/** "Mar 14, 2025" ("14 mars 2025" in French), or '' (spec 5 Display). */
export const formatDate = (iso: string | null | undefined, language: Language = 'en') => {
  const date = displayable(iso);
  return date ? byLanguage[language].date.format(date) : '';
};

/** "Mar 14, 2025, 3:00 PM", or '' (spec 5 Display). */
export const formatDateTime = (iso: string | null | undefined, language: Language = 'en') => {
  const date = displayable(iso);
  return date ? byLanguage[language].dateTime.format(date) : '';
};
