import { describe, expect, it } from 'vitest';
import { DomainError, ORDERS_LIST_LIMIT, orderMessages } from '@certus/contracts';
import { containsPattern, countParam, listMessages, pageParam, parseOrderListFilter } from './order-list-filters.ts';

const segments = (overrides: Partial<Record<'count' | 'startDate' | 'endDate' | 'status' | 'text', string>> = {}) => ({
  count: '300',
  startDate: '-',
  endDate: '-',
  status: '-',
  text: '-',
  ...overrides,
});

/** The 400 a filter is refused with: its DomainError kind and message. */
function refusal(run: () => unknown): { kind: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('order list filter (spec 5 Orders filter)', () => {
  it('given every segment "-", when parsed, then nothing is filtered and the count is kept', () => {
    expect(parseOrderListFilter(segments(), ORDERS_LIST_LIMIT)).toEqual({ count: 300, startDate: null, endDate: null, status: null, text: null });
  });

  it('given a date range, a status in any case and a search text, when parsed, then each is read (text lower-cased)', () => {
    expect(parseOrderListFilter(segments({ count: '25', startDate: '2025-01-01', endDate: '2025-01-31', status: 'shipping', text: ' Spider-MAN ' }), ORDERS_LIST_LIMIT)).toEqual({
      count: 25,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      status: 'Shipping',
      text: 'spider-man',
    });
  });

  it('given the status All, when parsed, then every status is listed', () => {
    expect(parseOrderListFilter(segments({ status: 'All' }), ORDERS_LIST_LIMIT).status).toBeNull();
  });

  it('given the same day as start and end, when parsed, then the range is that one day', () => {
    const filter = parseOrderListFilter(segments({ startDate: '2025-03-05', endDate: '2025-03-05' }), ORDERS_LIST_LIMIT);
    expect([filter.startDate, filter.endDate]).toEqual(['2025-03-05', '2025-03-05']);
  });

  it.each([
    ['a start date without an end date', { startDate: '2025-01-01' }, orderMessages.filterNeedsEnd],
    ['an end date without a start date', { endDate: '2025-01-31' }, orderMessages.filterNeedsStart],
    ['a start date after the end date', { startDate: '2025-02-01', endDate: '2025-01-31' }, orderMessages.filterStartAfterEnd],
  ])('given %s, when parsed, then it is refused with the words of spec 5', (_, overrides, message) => {
    expect(refusal(() => parseOrderListFilter(segments(overrides), ORDERS_LIST_LIMIT))).toEqual({ kind: 'invalid', message });
  });

  it.each(['2025-1-01', '01/02/2025', '2025-02-30', '2025-13-01', 'yesterday'])('given the date %s, when parsed, then it is refused as not YYYY-MM-DD', (date) => {
    expect(refusal(() => parseOrderListFilter(segments({ startDate: date, endDate: '2025-12-31' }), ORDERS_LIST_LIMIT))).toEqual({ kind: 'invalid', message: listMessages.date });
  });

  it.each(['301', '0', '-1', '2.5', 'ten', ''])('given the count %j, when parsed, then it is refused (1 to 300)', (count) => {
    expect(refusal(() => parseOrderListFilter(segments({ count }), ORDERS_LIST_LIMIT))).toEqual({ kind: 'invalid', message: listMessages.count(300) });
  });

  it('given a status that is no summary status, when parsed, then it is refused', () => {
    expect(refusal(() => parseOrderListFilter(segments({ status: 'PreGrade' }), ORDERS_LIST_LIMIT))).toEqual({ kind: 'invalid', message: listMessages.status });
  });

  it('given a search text over 100 characters, when parsed, then it is refused', () => {
    expect(refusal(() => parseOrderListFilter(segments({ text: 'x'.repeat(101) }), ORDERS_LIST_LIMIT))).toEqual({ kind: 'invalid', message: listMessages.text });
  });

  it('given the dashboard and page limits, when counts and pages are read, then the limit is the largest allowed', () => {
    expect(countParam('10', 10)).toBe(10);
    expect(refusal(() => countParam('11', 10)).message).toBe(listMessages.count(10));
    expect(pageParam('1')).toBe(1);
    expect(refusal(() => pageParam('0')).message).toBe(listMessages.page);
  });

  it('given search text with LIKE wildcards, when made a pattern, then they match only themselves', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
