import { dateFormat, displayableDate } from '../../../lib/date-formats.ts';
import { localeOf, type Language } from '../../region/index.ts';

/** "Mar 14, 2025" ("14 mars 2025" in French), or '' (spec 5 Display). */
export const formatDate = (iso: string | null | undefined, language: Language = 'en') => {
  const date = displayableDate(iso);
  return date ? dateFormat(localeOf(language), { dateStyle: 'medium' }).format(date) : '';
};

/** "Mar 14, 2025, 3:00 PM", or '' (spec 5 Display). */
export const formatDateTime = (iso: string | null | undefined, language: Language = 'en') => {
  const date = displayableDate(iso);
  return date ? dateFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
};
