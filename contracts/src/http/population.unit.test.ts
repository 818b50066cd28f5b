import { describe, expect, it } from 'vitest';
import { isMonthKey, monthKeyOf, populationMessages, populationSearchBody, previousMonthKey } from './population.ts';

const YEAR = 2026;
const schema = populationSearchBody(YEAR);
const errorsOf = (body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('population search (spec 5): every field rule with its message', () => {
  it.each([
    ['no title', {}, 'RequestTitle', populationMessages.titleMandatory],
    ['a blank title', { RequestTitle: '   ' }, 'RequestTitle', populationMessages.titleMandatory],
    ['a 2-character title', { RequestTitle: 'Sp' }, 'RequestTitle', populationMessages.titleTooShort],
    ['a 1-character publisher', { RequestTitle: 'Spider', Publisher: 'M' }, 'Publisher', populationMessages.publisherTooShort],
    ['a 2-character variant', { RequestTitle: 'Spider', Variant: 'Ne' }, 'Variant', populationMessages.variantTooShort],
    ['a 2-character ArtStoryCover', { RequestTitle: 'Spider', ArtStoryCover: 'Di' }, 'ArtStoryCover', populationMessages.artStoryCoverTooShort],
    ['a year before 1850', { RequestTitle: 'Spider', Year: 1849 }, 'Year', populationMessages.yearOutOfRange(YEAR)],
    ['a year after this one', { RequestTitle: 'Spider', Year: YEAR + 1 }, 'Year', populationMessages.yearOutOfRange(YEAR)],
    ['month 13', { RequestTitle: 'Spider', Month: '13' }, 'Month', populationMessages.monthOutOfRange],
    ['a grade off the scale', { RequestTitle: 'Spider', Grade: 9.7 }, 'Grade', populationMessages.gradeNotOnScale],
    ['an unknown grade type', { RequestTitle: 'Spider', GradeType: 'Universal' }, 'GradeType', populationMessages.gradeTypeUnknown],
    ['page 0', { RequestTitle: 'Spider', Page: 0 }, 'Page', populationMessages.pageInvalid],
    ['size 101', { RequestTitle: 'Spider', Size: 101 }, 'Size', populationMessages.sizeInvalid],
  ])('given %s, when validated, then the field gets its message', (_case, body, field, message) => {
    expect(errorsOf(body)[field]).toBe(message);
  });

  it('given a form with text numbers and empty fields, when validated, then numbers are read and blanks dropped', () => {
    const parsed = schema.parse({ RequestTitle: ' spider ', Publisher: '', Year: '1963', Month: '3', Grade: '9.8', Page: '2', Size: '', Variant: null });
    expect(parsed).toEqual({ RequestTitle: 'spider', SearchPattern: 'any', Year: 1963, Month: 3, Grade: 9.8, Page: 2, Size: 50 });
  });

  it('given the bounds themselves, when validated, then 1850, this year and a 2-character publisher pass', () => {
    expect(errorsOf({ RequestTitle: 'Spi', Year: 1850, Publisher: 'DC' })).toEqual({});
    expect(errorsOf({ RequestTitle: 'Spi', Year: YEAR })).toEqual({});
  });
});

describe('featured months (spec 7.3)', () => {
  it('given a date, when keyed, then it is its UTC yyyymm and the month before wraps the year', () => {
    expect(monthKeyOf(new Date('2026-01-31T23:00:00Z'))).toBe(202601);
    expect(previousMonthKey(202601)).toBe(202512);
    expect(previousMonthKey(202611)).toBe(202610);
    expect(isMonthKey(202613)).toBe(false);
    expect(isMonthKey(202612)).toBe(true);
  });
});
