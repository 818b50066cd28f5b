import { dateFormat } from '../../../lib/date-formats.ts';
import { localeOf, type Language } from '../../region/index.ts';

/** The day a news item or newsletter went public, in the visitor's own calendar: "March 5, 2027" ("5 mars 2027"). */
export const publishedDay = (iso: string, language: Language = 'en') => dateFormat(localeOf(language), { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso));
