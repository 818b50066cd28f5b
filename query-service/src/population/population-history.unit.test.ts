import { describe, expect, it } from 'vitest';
import { GRADE_TYPES } from '@certus/contracts';
import { nextMonth, populationHistory } from './population-history.ts';

describe('a book\'s population month by month', () => {
  it('given copies gained and one re-graded, then each month holds the running count per grade, quiet months included', () => {
    const history = populationHistory(
      [
        { gradeType: 'Certified', grade: 9.4, month: '2024-11', delta: 2 },
        { gradeType: 'Certified', grade: 9.8, month: '2025-01', delta: 1 },
        { gradeType: 'Certified', grade: 9.4, month: '2025-01', delta: -1 },
        { gradeType: 'Verified', grade: 9.8, month: '2025-02', delta: 1 },
      ],
      '2025-02',
      GRADE_TYPES,
    );
    expect(history.months).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    // Grade types in the census's order (Verified first), highest grade first within each.
    expect(history.grades).toEqual([
      { gradeType: 'Verified', grade: 9.8, copies: [0, 0, 0, 1] },
      { gradeType: 'Certified', grade: 9.8, copies: [0, 0, 1, 1] },
      { gradeType: 'Certified', grade: 9.4, copies: [2, 2, 1, 1] },
    ]);
    expect(history.totals).toEqual([2, 2, 2, 3]);
  });

  it('given changes after the month asked, then they are left out and the months stop there', () => {
    const history = populationHistory(
      [
        { gradeType: 'Certified', grade: 9.4, month: '2024-11', delta: 1 },
        { gradeType: 'Certified', grade: 9.4, month: '2025-03', delta: 5 },
      ],
      '2024-12',
      GRADE_TYPES,
    );
    expect(history).toEqual({ months: ['2024-11', '2024-12'], totals: [1, 1], grades: [{ gradeType: 'Certified', grade: 9.4, copies: [1, 1] }] });
  });

  it('given no change up to the month asked, then the history is empty', () => {
    expect(populationHistory([{ gradeType: 'Certified', grade: 9.4, month: '2025-03', delta: 1 }], '2025-02', GRADE_TYPES)).toEqual({ months: [], totals: [], grades: [] });
  });

  it('given December, then the next month is January of the next year', () => {
    expect(nextMonth('2024-12')).toBe('2025-01');
    expect(nextMonth('2025-09')).toBe('2025-10');
  });
});
