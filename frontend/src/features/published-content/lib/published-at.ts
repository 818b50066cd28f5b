import { localeOf, type Language } from '../../region/index.ts';

/** The day a news item or newsletter went public, in the visitor's own calendar: "March 5, 2027" ("5 mars 2027"). */
const formats = { en: new Intl.DateTimeFormat(localeOf('en'), { month: 'long', day: 'numeric', year: 'numeric' }), fr: new Intl.DateTimeFormat(localeOf('fr'), { month: 'long', day: 'numeric', year: 'numeric' }) };
export const publishedDay = (iso: string, language: Language = 'en') => formats[language].format(new Date(iso));
