import { createElement, type ReactNode } from 'react';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ServerFailure } from './api-errors.ts';

/**
 * A catalogue's known English sentences (the contracts' validation messages, the server's answers) and their
 * translations, index for index. A sentence not in the list stays as it came.
 */
export interface SentenceWords {
  sentences: readonly string[];
}

/** The sentence in the language read, or `null` when it is not a known one (it then stays English). */
export function knownSentence(english: SentenceWords, text: SentenceWords, sentence: string): string | null {
  if (text === english) return sentence;
  const index = english.sentences.indexOf(sentence);
  return index < 0 ? null : (text.sentences[index] ?? null);
}

/** The sentence in the language read; an unknown one as it came. */
export const sentenceIn = (english: SentenceWords, text: SentenceWords, sentence: string): string =>
  knownSentence(english, text, sentence) ?? sentence;

/**
 * For `useForm({ enhanceGetInputProps })` on a page that reads in French: the field's message in the language
 * read, an unknown (server) sentence kept English and marked lang="en" so a screen reader reads it as such,
 * and every invalid input says so to assistive technology (as form.ts ariaInvalidWhenInError).
 */
export function localizedErrors(english: SentenceWords, text: SentenceWords) {
  return translatedErrors(text === english ? null : (sentence) => knownSentence(english, text, sentence));
}

/**
 * The same with a translation of one's own (for sentences with a value in them); `null` when the page reads
 * in English. The translation answers null for a sentence it does not know.
 */
export function translatedErrors(translate: ((sentence: string) => string | null) | null) {
  return ({ inputProps }: { inputProps: GetInputPropsReturnType }): { 'aria-invalid'?: true; error?: ReactNode } => {
    const error: unknown = inputProps.error;
    const invalid = error ? ({ 'aria-invalid': true } as const) : {};
    if (typeof error !== 'string' || !translate) return invalid;
    return { ...invalid, error: translate(error) ?? createElement('span', { lang: 'en' }, error) };
  };
}

/** A refused form's messages (spec 8) in the language read, for ServerFailureAlert; unknown ones as sent. */
export function localizedFailure(english: SentenceWords, text: SentenceWords, failure: ServerFailure): ServerFailure {
  if (text === english) return failure;
  return {
    ...failure,
    messages: failure.messages.map((message) => sentenceIn(english, text, message)),
    message: failure.message === null ? null : sentenceIn(english, text, failure.message),
  };
}
