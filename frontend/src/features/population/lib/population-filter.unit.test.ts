import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, describeFilter, filterFromQuery, filterToQuery, pageFromQuery, type PopulationFilter } from './population-filter.ts';
import { SAVED_FILTER_KEY, readSavedFilter, saveFilter, savedPageSize } from './saved-filter.ts';

const aFilter = (overrides: Partial<PopulationFilter> = {}): PopulationFilter => ({ ...EMPTY_FILTER, RequestTitle: 'spider', ...overrides });

describe('the filter in the listing address', () => {
  it('given filters, when written and read back, then the same filters come back, blanks and the default pattern left out', () => {
    const filter = aFilter({ SearchPattern: 'begins', Publisher: 'Marvel', Year: '1988', Grade: '9.8', GradeType: 'Verified', Size: '20' });

    const query = filterToQuery(filter, 3);

    expect(query).toBe('RequestTitle=spider&SearchPattern=begins&Publisher=Marvel&Year=1988&Grade=9.8&GradeType=Verified&Page=3');
    const params = new URLSearchParams(query);
    expect(filterFromQuery(params, '20')).toEqual(filter);
    expect(pageFromQuery(params)).toBe(3);
    expect(filterToQuery(aFilter({ SearchPattern: 'any' }))).toBe('RequestTitle=spider');
  });

  it('given an address without a title or with a nonsense page, then there is no filter and the page is the first', () => {
    expect(filterFromQuery(new URLSearchParams('Publisher=Marvel'), '50')).toBeNull();
    expect(pageFromQuery(new URLSearchParams('Page=-2'))).toBe(1);
    expect(filterFromQuery(new URLSearchParams('RequestTitle=x&SearchPattern=sideways'), '50')?.SearchPattern).toBe('any');
  });
});

describe('the saved filter', () => {
  it('given a saved filter, then it is read back and its size is the listing page size', () => {
    saveFilter(aFilter({ Size: '20' }));

    expect(readSavedFilter()).toEqual(aFilter({ Size: '20' }));
    expect(savedPageSize()).toBe(20);
  });

  it('given nothing saved, or something that is no filter, then there is none and the page size is 50', () => {
    expect(readSavedFilter()).toBeNull();
    window.localStorage.setItem(SAVED_FILTER_KEY, '{not json');
    expect(readSavedFilter()).toBeNull();
    window.localStorage.setItem(SAVED_FILTER_KEY, JSON.stringify({ RequestTitle: 'spider', Size: '5000' }));
    expect(savedPageSize()).toBe(50);
  });
});

describe('describeFilter', () => {
  it('names a search by its title and what narrows it', () => {
    expect(describeFilter(aFilter({ SearchPattern: 'exact', RequestTitle: 'X-Men', IssueNumber: '1', Month: '9', Year: '1963', Grade: '9', GradeType: 'Verified' }))).toBe(
      'X-Men (exact) · #1 · Sep 1963 · grade 9.0 · Verified',
    );
  });
});
