import { useSelector } from 'react-redux';
import { selectLanguage, type Language } from './region-slice.ts';
import { wholeNumber } from '../../lib/intl-formats.ts';

/**
 * The site's message catalogues (spec 2.1: the French display variant). A catalogue is a plain object per
 * language, kept next to the screen that shows it, the French one typed by the English one: a key missing in
 * French does not compile. Values are strings, functions of their arguments (plurals, amounts) or lists of them
 * (a table's rows), so there is no format syntax to learn and no library in the first load.
 */
export type MessageValue = string | ((...args: never[]) => string) | readonly MessageValue[];
export type Messages = Record<string, MessageValue>;
export interface MessageCatalogue<M extends Messages> {
  en: M;
  /** Inferred from the English only: French must have every key, with the same kind of value. */
  fr: NoInfer<M>;
}

export const defineMessages = <M extends Messages>(catalogue: MessageCatalogue<M>) => catalogue;

/** The messages of a catalogue in the language the visitor reads now. */
export function useMessages<M extends Messages>(catalogue: MessageCatalogue<M>): M {
  const language = useSelector(selectLanguage);
  return catalogue[language] as M;
}

/** The current language (for lang attributes, number and date formats). */
export const useLanguage = (): Language => useSelector(selectLanguage);

/** The BCP 47 tag of a language on this site (French is the Canadian site's). */
export const localeOf = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-US');

/** A whole number as the reader of `language` writes it: "1,234" or "1 234". */
export const countIn = (count: number, language: Language): string => wholeNumber(count, localeOf(language));
