import { describe, expect, it } from 'vitest';
import { CsvNumber, csvAmount, csvField, csvRecord } from './csv.ts';

describe('CSV fields', () => {
  it.each([
    ['Amazing Spider-Man', 'Amazing Spider-Man'],
    ['Grading, 4 books', '"Grading, 4 books"'],
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

  it('given numbers, when written, then as they are, never prefixed even when negative', () => {
    expect([csvField(0), csvField(-1), csvField(new CsvNumber('-53.00'))]).toEqual(['0', '-1', '-53.00']);
  });

  it('given text that is not a plain decimal, when made a number cell, then it is refused', () => {
    for (const text of ['=1', '1e3', '', '-', '1.', '5,00']) expect(() => new CsvNumber(text), text).toThrow();
  });

  it('given a record, then its fields joined by commas and ended with CRLF', () => {
    expect(csvRecord(['a,b', 1, new CsvNumber('2.50')])).toBe('"a,b",1,2.50\r\n');
  });
});

describe('amounts in a CSV', () => {
  it.each([
    [5_300, '53.00'],
    [-5_300, '-53.00'],
    [1, '0.01'],
    [-1, '-0.01'],
    [0, '0.00'],
    [123_456_789, '1234567.89'],
  ])('given %i cents, then %s', (cents, text) => {
    expect(csvAmount(cents).text).toBe(text);
  });

  it('given a figure that is not whole cents, then it is refused', () => {
    expect(() => csvAmount(1.5)).toThrow();
  });
});
