import type { ComicLine } from './submission.ts';

/** What sets one plain comic line apart from another: which book, its declared value and its tier. */
export type PlainComicLineFields = Pick<ComicLine, 'uniqueId' | 'title' | 'issue' | 'year' | 'publisher' | 'insuredCents' | 'tierId'>;

/**
 * One copy of a catalogued comic with nothing added: no variant or pedigree, no fast pass, pressing, screen,
 * partial grade or signature. Lines written in code (the demo order, test builders) start from it and name
 * only what differs, so a field added to ComicLine gets its "nothing chosen" value in one place.
 */
export function plainComicLine(line: PlainComicLineFields & Partial<ComicLine>): ComicLine {
  return {
    kind: 'comic',
    quantity: 1,
    isCustomTitle: false,
    variant: '',
    pedigree: null,
    fastPassValue: 0,
    press: 0,
    pressScreen: false,
    gradeScreen: null,
    partialGrade: false,
    artwork: false,
    isSlab: false,
    reholderId: null,
    signatures: [],
    ...line,
  };
}
