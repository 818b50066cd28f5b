import { COMIC_AGES, type ComicAge } from '@certus/contracts';
import { ageNameIn } from '../../comics/index.ts';
import { defineMessages, useMessages } from '../../region/index.ts';
import { TermTable } from './prose.tsx';

const words = defineMessages({
  en: {
    caption: 'The age shown for a book, by the year on its cover',
    age: 'Age',
    coverYear: 'Cover year',
    names: (age: ComicAge) => ageNameIn(age, 'en'),
    before: (year: number) => `Before ${year}`,
    between: (from: number, to: number) => `${from} to ${to}`,
    from: (year: number) => `${year} and later`,
  },
  fr: {
    caption: 'L’époque indiquée pour un livre, selon l’année de sa couverture',
    age: 'Époque',
    coverYear: 'Année de couverture',
    names: (age: ComicAge) => ageNameIn(age, 'fr'),
    before: (year: number) => `Avant ${year}`,
    between: (from: number, to: number) => `De ${from} à ${to}`,
    from: (year: number) => `${year} et après`,
  },
});

/** Spec 9: the ages by cover year, from the contracts' rule that labels every certificate, in the reader's language. */
export function AgeTable({ caption }: { caption?: string }) {
  const text = useMessages(words);
  const rows = COMIC_AGES.map(({ label, until }, index): [string, string] => {
    const previous = COMIC_AGES[index - 1]?.until;
    const years = previous == null ? text.before(until! + 1) : until === null ? text.from(previous + 1) : text.between(previous + 1, until);
    return [text.names(label), years];
  });
  return <TermTable caption={caption ?? text.caption} headings={[text.age, text.coverYear]} rows={rows} />;
}
