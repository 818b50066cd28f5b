import { describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK, censusCsv, csvField } from './census-csv.ts';

describe('census CSV fields', () => {
  it.each([
    ['Amazing Spider-Man', 'Amazing Spider-Man'],
    ['Batman, Detective', '"Batman, Detective"'],
    ['The "Death" of Superman', '"The ""Death"" of Superman"'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['1+1=2', '1+1=2'],
    ['', ''],
  ])('given the text %j, when written as a field, then it is %j', (text, field) => {
    expect(csvField(text)).toBe(field);
  });

  it('given a count, when written, then it is the number as it is (never prefixed, even if negative)', () => {
    expect([csvField(0), csvField(1234), csvField(-1)]).toEqual(['0', '1234', '-1']);
  });
});

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
      BYTE_ORDER_MARK +
        'Title,Issue,Month,Year,Publisher,Variant,Key comments,Grade type,Total,10.0,9.8,0.5\r\n' +
        'X-Men,1,9,1963,Marvel,,"Origin, 1st appearance",Certified,4,1,3,0\r\n' +
        'X-Men,2,,1963,Marvel,,,Certified,1,0,0,1\r\n' +
        'X-Men,All issues,,,,,,Certified,5,1,3,1\r\n',
    );
  });
});
