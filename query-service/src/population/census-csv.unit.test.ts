import { describe, expect, it } from 'vitest';
import { CSV_BYTE_ORDER_MARK } from '@certus/contracts/rules/csv';
import { censusCsv } from './census-csv.ts';

describe('census CSV file', () => {
  it('given a grid, when written, then a byte order mark, a header, a row per book in order, the totals, each line ending CRLF', () => {
    const book = (issue: string, grades: { grade: number; copies: number }[]) => ({
      bookId: issue,
      collectibleType: 'Comic' as const,
      title: 'X-Men',
      issue,
      year: 1963,
      month: issue === '1' ? 9 : null,
      publisher: 'Marvel',
      variant: '',
      keyComments: issue === '1' ? 'Origin, 1st appearance' : '',
      artStoryCover: '',
      copies: grades.reduce((sum, g) => sum + g.copies, 0),
      grades,
    });
    const csv = censusCsv({
      title: 'X-Men',
      gradeType: 'Certified',
      grades: [10, 9.8, 0.5],
      totals: [
        { grade: 10, copies: 1 },
        { grade: 9.8, copies: 3 },
        { grade: 0.5, copies: 1 },
      ],
      books: [book('1', [{ grade: 9.8, copies: 3 }, { grade: 10, copies: 1 }]), book('2', [{ grade: 0.5, copies: 1 }])],
    });
    expect(csv).toBe(
      CSV_BYTE_ORDER_MARK +
        'Title,Issue,Month,Year,Publisher,Variant,Key comments,Grade type,Total,10.0,9.8,0.5\r\n' +
        'X-Men,1,9,1963,Marvel,,"Origin, 1st appearance",Certified,4,1,3,0\r\n' +
        'X-Men,2,,1963,Marvel,,,Certified,1,0,0,1\r\n' +
        'X-Men,All issues,,,,,,Certified,5,1,3,1\r\n',
    );
  });
});
