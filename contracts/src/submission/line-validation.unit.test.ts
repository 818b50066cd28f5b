import { describe, expect, it } from 'vitest';
import { aLine, aSignature, seedCatalogue } from '../pricing/test-support.ts';
import { removeSignature, roundUpInsuredCents, validateComicLine, validateReholderId, validateSubmissionLines } from './line-validation.ts';
import { submissionMessages as m } from './messages.ts';
import type { ComicLine } from './submission.ts';

const problems = (line: ComicLine, extra: { knownTitles?: string[]; collectibleType?: 'Comic' | 'Magazine' | 'Manga' } = {}) =>
  validateComicLine(line, { catalogue: seedCatalogue, collectibleType: extra.collectibleType ?? 'Comic', ...(extra.knownTitles ? { knownTitles: extra.knownTitles } : {}) });

describe('validateComicLine (spec 5 Comic line)', () => {
  it('given a complete line, when validated, then no problem', () => {
    expect(problems(aLine())).toEqual([]);
  });

  it('given missing title, quantity, issue, insured and publisher, when validated, then each field is named', () => {
    const found = problems(aLine({ title: ' ', quantity: 0, issue: '', insuredCents: 0, publisher: '' }));
    expect(found).toEqual(
      expect.arrayContaining([
        { field: 'title', message: m.titleRequired },
        { field: 'quantity', message: m.quantityRequired },
        { field: 'issue', message: m.issueRequired },
        { field: 'insuredCents', message: m.insuredRequired },
        { field: 'publisher', message: m.publisherRequired },
      ]),
    );
  });

  it('given a year of 1900 or before, when validated, then "year above 1900"', () => {
    expect(problems(aLine({ year: 1900, tierId: 'NW' }))).toContainEqual({ field: 'year', message: m.yearAbove1900 });
    expect(problems(aLine({ year: 1901, tierId: 'NW' }))).toEqual([]);
  });

  it('given a title not among the lookup results and no custom title, when validated, then it must match', () => {
    expect(problems(aLine({ title: 'Spidey' }), { knownTitles: ['The Amazing Spider-Man'] })).toContainEqual({ field: 'title', message: m.customTitleMustMatch });
    expect(problems(aLine({ title: 'the amazing spider-man' }), { knownTitles: ['The Amazing Spider-Man'] })).toEqual([]);
    expect(problems(aLine({ title: 'Spidey', isCustomTitle: true }), { knownTitles: ['The Amazing Spider-Man'] })).toEqual([]);
  });

  it('given an original art tier and no signature, when validated, then a signature is needed', () => {
    expect(problems(aLine({ kind: 'artwork', tierId: 'OA' }))).toContainEqual({ field: 'signatures', message: m.originalArtNeedsSignature });
    expect(problems(aLine({ kind: 'artwork', tierId: 'OA', signatures: [aSignature()] }))).toEqual([]);
  });

  it('given an ASP signature without name or date, when validated, then both fields of that signature are named', () => {
    const found = problems(aLine({ signatures: [aSignature({ type: 'VSP', name: '', date: null }), aSignature({ name: ' ', date: null })] }));
    expect(found).toEqual([
      { field: 'signatures.1.name', message: m.aspNeedsNameAndDate },
      { field: 'signatures.1.date', message: m.aspNeedsNameAndDate },
    ]);
  });

  it('given a grade screen outside 2.5 to 9.9, when validated, then refused; the bounds are accepted', () => {
    expect(problems(aLine({ gradeScreen: 2.4 }))).toContainEqual({ field: 'gradeScreen', message: m.gradeScreenRange });
    expect(problems(aLine({ gradeScreen: 10 }))).toContainEqual({ field: 'gradeScreen', message: m.gradeScreenRange });
    expect(problems(aLine({ gradeScreen: 2.5 }))).toEqual([]);
    expect(problems(aLine({ gradeScreen: 9.9 }))).toEqual([]);
  });

  it('given an insured value over $500,000, when validated, then the customer service notice', () => {
    expect(problems(aLine({ tierId: 'UN', insuredCents: 50_000_100 }))).toContainEqual({ field: 'insuredCents', message: m.insuredOverLimit });
    expect(problems(aLine({ tierId: 'UN', insuredCents: 50_000_000 }))).toEqual([]);
  });

  it('given more than 100 comics on a line or in the submission, when validated, then too many', () => {
    expect(problems(aLine({ quantity: 101 }))).toContainEqual({ field: 'quantity', message: m.tooManyComics });
    expect(validateSubmissionLines([aLine({ quantity: 60 }), aLine({ quantity: 41 })], seedCatalogue)).toEqual([{ field: 'comics', message: m.tooManyComics }]);
    expect(validateSubmissionLines([aLine({ quantity: 60 }), aLine({ quantity: 40 })], seedCatalogue)).toEqual([]);
  });

  it("given a tier that does not take the book's year, value, type or kind, when validated, then the tier is refused", () => {
    expect(problems(aLine({ tierId: 'MN', insuredCents: 50_000 }))).toContainEqual({ field: 'tierId', message: m.tierNotForLine });
    expect(problems(aLine({ tierId: 'MN', year: 1960 }))).toContainEqual({ field: 'tierId', message: m.tierNotForLine });
    expect(problems(aLine({ tierId: 'MN' }), { collectibleType: 'Magazine' })).toContainEqual({ field: 'tierId', message: m.tierNotForLine });
    expect(problems(aLine({ tierId: 'OA' }))).toContainEqual({ field: 'tierId', message: m.tierNotForLine });
    expect(problems(aLine({ tierId: 'QQ' }))).toContainEqual({ field: 'tierId', message: m.tierNotForLine });
  });

  it('given options the tier takes away, when validated, then each is reported', () => {
    expect(problems(aLine({ tierId: 'SL', press: 1, fastPassValue: 5 }))).toEqual([
      { field: 'fastPassValue', message: m.expressNotOffered },
      { field: 'press', message: m.pressNotOffered },
    ]);
    expect(problems(aLine({ fastPassValue: 6, partialGrade: true }))).toEqual([{ field: 'partialGrade', message: m.partialGradeNotOffered }]);
  });

  it('given a reholder line, when validated, then the id must have 14 characters and a value is declared; the book fields are not asked', () => {
    const reholder = aLine({ kind: 'reholder', tierId: 'CR', title: '', issue: '', publisher: '', year: 0, insuredCents: 5_000 });
    expect(problems({ ...reholder, reholderId: 'ABC' })).toEqual([{ field: 'reholderId', message: m.reholderInvalidId }]);
    expect(problems({ ...reholder, reholderId: '12345678901234' })).toEqual([]);
    expect(problems({ ...reholder, reholderId: '12345678901234', insuredCents: 0 })).toEqual([{ field: 'insuredCents', message: m.insuredRequired }]);
  });
});

describe('validateReholderId (spec 5 Reholder, 8)', () => {
  const comic = { collectibleType: 'Comic' as const, category: 'Certified' };
  it('given an id not of 14 characters or not found, when checked, then "Invalid Id for reholder"', () => {
    expect(validateReholderId('1234567890123', comic, 'Comic')).toBe('Invalid Id for reholder');
    expect(validateReholderId('12345678901234', null, 'Comic')).toBe('Invalid Id for reholder');
  });
  it('given a raw-grade book, when checked, then it is invalid for reholder', () => {
    expect(validateReholderId('12345678901234', { ...comic, category: 'Raw Grade' }, 'Comic')).toBe('Raw Grade comics/magazine are invalid for reholder');
  });
  it('given a book of another collectible type, when checked, then "Please select valid ... reholder"', () => {
    expect(validateReholderId('12345678901234', comic, 'Magazine')).toBe('Please select valid comic/magazine/manga reholder and proceed');
  });
  it('given a good id, when checked, then null', () => {
    expect(validateReholderId('12345678901234', comic, 'Comic')).toBeNull();
  });
});

describe('removeSignature (spec 5: Verified Plus must be removed before Verified)', () => {
  const vsp = aSignature({ type: 'VSP' });
  const vspp = aSignature({ type: 'VSPP' });
  it('given a VSP while a VSPP remains, when removed, then refused with the spec 8 message', () => {
    expect(removeSignature(aLine({ signatures: [vsp, vspp] }), vsp.id)).toEqual({ error: 'Please remove Verified Plus first and then try again.' });
  });
  it('given the VSPP first and then the VSP, when removed, then both go', () => {
    const first = removeSignature(aLine({ signatures: [vsp, vspp] }), vspp.id);
    if (!('line' in first)) throw new Error('expected a line');
    expect(first.line.signatures).toEqual([vsp]);
    const second = removeSignature(first.line, vsp.id);
    expect('line' in second && second.line.signatures).toEqual([]);
  });
  it('given an unknown id, when removed, then the line is unchanged', () => {
    const line = aLine({ signatures: [vsp] });
    expect(removeSignature(line, 'nope')).toEqual({ line });
  });
});

describe('roundUpInsuredCents (spec 5: insured values are rounded up)', () => {
  it('given dollars with cents, when rounded, then up to whole dollars in cents', () => {
    expect(roundUpInsuredCents(19.01)).toBe(2000);
    expect(roundUpInsuredCents(19.99)).toBe(2000);
    expect(roundUpInsuredCents(20)).toBe(2000);
    expect(roundUpInsuredCents(0.1 + 0.2)).toBe(100);
    expect(roundUpInsuredCents(1.1 * 3)).toBe(400);
  });
  it('given nothing usable, when rounded, then 0', () => {
    expect(roundUpInsuredCents(-5)).toBe(0);
    expect(roundUpInsuredCents(Number.NaN)).toBe(0);
  });
});
