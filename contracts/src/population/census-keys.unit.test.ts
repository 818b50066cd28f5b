import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  censusBookKey,
  censusTitleSlug,
  displayTitle,
  escapeLike,
  issueSortOf,
  normalizeIssue,
  normalizeText,
  normalizeTitle,
} from './census-keys.ts';

describe('census keys: collectors type titles every which way', () => {
  it.each([
    ['Amazing Spider-Man, The', 'amazing spider man'],
    ['The Amazing Spider-Man', 'amazing spider man'],
    ['amazing spider man', 'amazing spider man'],
    ['  AMAZING   Spider–Man ', 'amazing spider man'],
    ['Tales of Suspense', 'tales of suspense'],
    ['Batman & Robin', 'batman and robin'],
    ['Pokémon Adventures', 'pokemon adventures'],
  ])('given the title %j, when normalised, then it is %j', (title, key) => {
    expect(normalizeTitle(title)).toBe(key);
  });

  it('given a title that is only an article word inside, when normalised, then the inner word stays', () => {
    expect(normalizeTitle('Theatre of the Absurd')).toBe('theatre of the absurd');
  });

  it.each([
    ['#1', '1'],
    ['1', '1'],
    [' # 1 ', '1'],
    ['No. 15', '15'],
    ['Annual 3', 'annual 3'],
    ['1A', '1a'],
  ])('given the issue %j, when normalised, then it is %j', (issue, key) => {
    expect(normalizeIssue(issue)).toBe(key);
  });

  it('given issues of one run, when sorted by issueSortOf, then #2 comes before #10 and an annual after both', () => {
    const issues = ['10', 'Annual 1', '#2', '1.5'];
    expect([...issues].sort((a, b) => issueSortOf(a) - issueSortOf(b))).toEqual(['1.5', '#2', '10', 'Annual 1']);
  });

  it('given two submissions of one book spelt differently, when keyed, then they are the same census book', () => {
    const book = { collectibleType: 'Comic', year: 1963, month: 3, publisher: 'Marvel', variant: '' };
    expect(censusBookKey({ ...book, title: 'Amazing Spider-Man, The', issue: '#1' })).toBe(
      censusBookKey({ ...book, title: 'amazing spider-man', issue: '1', publisher: 'MARVEL' }),
    );
  });

  it('given the same title and issue but another variant or cover month, when keyed, then they are different books', () => {
    const book = { collectibleType: 'Comic', title: 'X-Men', issue: '1', year: 1991, month: 10, publisher: 'Marvel', variant: 'Cover A' };
    expect(censusBookKey(book)).not.toBe(censusBookKey({ ...book, variant: 'Cover B' }));
    expect(censusBookKey(book)).not.toBe(censusBookKey({ ...book, month: null }));
  });

  it('given text with LIKE wildcards, when escaped, then they match literally', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(normalizeText('100%')).toBe('100');
  });

  it.each([
    ['Amazing Spider-Man, The', 'Amazing Spider-Man'],
    ['The Amazing Spider-Man', 'Amazing Spider-Man'],
    ['  Amazing   Spider-Man ', 'Amazing Spider-Man'],
    ['Amazing Spider-Man,The', 'Amazing Spider-Man'],
    ['Peter Parker, The Spectacular Spider-Man', 'Peter Parker, The Spectacular Spider-Man'],
    ['Theatre of the Absurd', 'Theatre of the Absurd'],
    ['The', 'The'],
  ])('given the spelling %j, when shown as a census title, then it reads %j', (title, shown) => {
    expect(displayTitle(title)).toBe(shown);
  });

  it('given the spellings of one series, when shown, then the ones differing only by "The" are one spelling, under the same key', () => {
    const spellings = ['Amazing Spider-Man, The', 'The Amazing Spider-Man', 'Amazing Spider-Man'];
    expect(new Set(spellings.map(displayTitle))).toEqual(new Set(['Amazing Spider-Man']));
    expect(new Set(spellings.map(normalizeTitle))).toEqual(new Set(['amazing spider man']));
  });

  it('given any title, when shown, then what is shown has the title\'s own key', () => {
    const words = fc.constantFrom('The', 'the', 'A', 'An', 'Amazing', 'Spider-Man', 'X-Men', 'Tales', 'of', '&', 'Pokémon', ',', ', The', ' ', '  ', '#1');
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 6 }), (parts) => {
        const title = parts.join(' ');
        fc.pre(normalizeTitle(title) !== '');
        expect(normalizeText(displayTitle(title))).toBe(normalizeTitle(title));
      }),
    );
  });

  it('given a title key, when made a slug for an address, then the slug reads back to the same key', () => {
    for (const title of ['Amazing Spider-Man, The', 'Batman & Robin', 'X-Men', 'Pokémon Adventures', 'Tales of Suspense', 'The A-Team']) {
      const key = normalizeTitle(title);
      const slug = censusTitleSlug(key);
      expect([title, slug.includes(' '), normalizeTitle(slug)]).toEqual([title, false, key]);
    }
    expect(censusTitleSlug('amazing spider man')).toBe('amazing-spider-man');
  });
});
