import { describe, expect, it } from 'vitest';
import { GRADE_SCALE, MAX_UPLOAD_BYTES, orderMessages } from '@certus/contracts';
import { coverFileProblem } from './cover-file.ts';
import { formatGrade, gradeBodyOf, parseGrade, suggestedCategory } from './grade-form.ts';
import { parseWholeDollars } from './money-input.ts';
import { queueStatusOf } from './queue-filter.ts';
import { staffMessages } from './staff-messages.ts';

describe('parseGrade', () => {
  it.each([
    ['9.8', 9.8],
    [' 9,8 ', 9.8],
    ['10', 10],
    ['10.0', 10],
    ['0.5', 0.5],
    ['3.5', 3.5],
    ['0', 0],
  ])('reads %s as %s', (text, grade) => {
    expect(parseGrade(text)).toBe(grade);
  });

  it.each(['9.7', '11', '-1', 'abc', '', '9.85', '1e1'])('refuses %s, which is not on the scale', (text) => {
    expect(parseGrade(text)).toBeNull();
  });

  it('reads back every grade of the scale as it is printed', () => {
    expect(GRADE_SCALE.every((g) => parseGrade(formatGrade(g)) === g)).toBe(true);
  });
});

describe('gradeBodyOf', () => {
  it('given a grade off the scale and a signature without a verdict, then both are reported', () => {
    const result = gradeBodyOf({ gradeText: '9.7', category: 'Verified', graderNotes: '', verdicts: { s1: null } });
    expect(result).toEqual({ ok: false, errors: { grade: staffMessages.gradeOffScale, verdicts: { s1: staffMessages.verdictMissing } } });
  });

  it('given a complete form, then the body carries the grade and each verdict', () => {
    const result = gradeBodyOf({ gradeText: '9,8', category: 'Verified', graderNotes: ' White pages ', verdicts: { s1: 'Rejected' } });
    expect(result).toEqual({ ok: true, body: { grade: 9.8, category: 'Verified', graderNotes: 'White pages', signatures: [{ signatureId: 's1', verdict: 'Rejected' }] } });
  });

  it('suggests the category from the signatures', () => {
    expect(suggestedCategory({ signatures: [] })).toBe('Certified');
    expect(suggestedCategory({ signatures: [{ id: 'a', type: 'ASP', name: 'Stan Lee' }] })).toBe('Authentic');
    expect(suggestedCategory({ signatures: [{ id: 'a', type: 'ASP', name: 'A' }, { id: 'b', type: 'VSP', name: 'B' }] })).toBe('Verified');
  });
});

describe('parseWholeDollars', () => {
  it.each([
    ['1250', 125_000],
    ['$1,250', 125_000],
    ['1250.00', 125_000],
    [' 75 ', 7_500],
  ])('reads %s as %s cents', (text, cents) => {
    expect(parseWholeDollars(text)).toBe(cents);
  });

  it.each(['0', '12.50', '-5', 'ten', ''])('refuses %s', (text) => {
    expect(parseWholeDollars(text)).toBeNull();
  });
});

describe('coverFileProblem', () => {
  const file = (size: number, type = 'image/jpeg', name = 'cover.jpg') => ({ size, type, name });

  it('accepts a JPEG up to 50 MB', () => {
    expect(coverFileProblem(file(MAX_UPLOAD_BYTES))).toBeNull();
    expect(coverFileProblem(file(10, '', 'COVER.JPEG'))).toBeNull();
  });

  it('refuses a larger file, an empty one and anything not JPEG', () => {
    expect(coverFileProblem(file(MAX_UPLOAD_BYTES + 1))).toBe(orderMessages.coverTooLarge);
    expect(coverFileProblem(file(0))).toBe(staffMessages.coverEmpty);
    expect(coverFileProblem(file(10, 'image/png', 'cover.png'))).toBe(orderMessages.coverNotJpeg);
  });
});

describe('queueStatusOf', () => {
  it('takes a summary status and ignores anything else', () => {
    expect(queueStatusOf('Processing')).toBe('Processing');
    expect(queueStatusOf('processing')).toBeNull();
    expect(queueStatusOf(null)).toBeNull();
  });
});
