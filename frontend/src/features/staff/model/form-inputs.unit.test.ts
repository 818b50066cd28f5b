import { describe, expect, it } from 'vitest';
import { GRADE_SCALE, LABEL_DETAIL_LIMITS, MAX_UPLOAD_BYTES, NO_LABEL_DETAILS, labelDetailsMessages, orderMessages } from '@certus/contracts';
import { coverFileProblem } from './cover-file.ts';
import { formatGrade, gradeBodyOf, parseGrade, suggestedCategory, type GradeFormValues } from './grade-form.ts';
import { COVER_MONTH_OPTIONS, EMPTY_LABEL_DETAILS_VALUES, labelDetailsOf } from './label-details-form.ts';
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
  const aGradeForm = (values: Partial<GradeFormValues> = {}): GradeFormValues => ({
    gradeText: '9.8',
    category: 'Certified',
    graderNotes: '',
    verdicts: {},
    labelDetails: EMPTY_LABEL_DETAILS_VALUES,
    ...values,
  });

  it('given a grade off the scale and a signature without a verdict, then both are reported', () => {
    const result = gradeBodyOf(aGradeForm({ gradeText: '9.7', category: 'Verified', verdicts: { s1: null } }));
    expect(result).toEqual({ ok: false, errors: { grade: staffMessages.gradeOffScale, verdicts: { s1: staffMessages.verdictMissing } } });
  });

  it('given a complete form without label details, then the body carries the grade, each verdict and no label details', () => {
    const result = gradeBodyOf(aGradeForm({ gradeText: '9,8', category: 'Verified', graderNotes: ' White pages ', verdicts: { s1: 'Rejected' } }));
    expect(result).toEqual({
      ok: true,
      body: { grade: 9.8, category: 'Verified', graderNotes: 'White pages', signatures: [{ signatureId: 's1', verdict: 'Rejected' }], labelDetails: NO_LABEL_DETAILS },
    });
  });

  it('given label details, then the body carries them trimmed, the month as a number', () => {
    const labelDetails = { month: '11', keyComments: ' 1st full appearance of Wolverine ', artStoryCover: 'Story: Len Wein', personalCollection: '' };
    const result = gradeBodyOf(aGradeForm({ labelDetails }));
    expect(result.ok && result.body.labelDetails).toEqual({ month: 11, keyComments: '1st full appearance of Wolverine', artStoryCover: 'Story: Len Wein', personalCollection: '' });
  });

  it('given a label detail over its limit, then nothing is sent and its field says why, in the server\'s words', () => {
    const labelDetails = { ...EMPTY_LABEL_DETAILS_VALUES, keyComments: 'k'.repeat(LABEL_DETAIL_LIMITS.keyComments + 1) };
    expect(gradeBodyOf(aGradeForm({ labelDetails }))).toEqual({ ok: false, errors: { labelDetails: { keyComments: labelDetailsMessages.keyComments } } });
  });

  it('suggests the category from the signatures', () => {
    expect(suggestedCategory({ signatures: [] })).toBe('Certified');
    expect(suggestedCategory({ signatures: [{ id: 'a', type: 'ASP', name: 'Stan Lee' }] })).toBe('Authentic');
    expect(suggestedCategory({ signatures: [{ id: 'a', type: 'ASP', name: 'A' }, { id: 'b', type: 'VSP', name: 'B' }] })).toBe('Verified');
  });
});

describe('labelDetailsOf', () => {
  it('given nothing filled in, then the label has no details', () => {
    expect(labelDetailsOf(EMPTY_LABEL_DETAILS_VALUES)).toEqual({ ok: true, details: NO_LABEL_DETAILS });
  });

  it('given texts over their limits, then each field gets its own message', () => {
    const values = {
      month: '',
      keyComments: 'k'.repeat(LABEL_DETAIL_LIMITS.keyComments + 1),
      artStoryCover: 'a'.repeat(LABEL_DETAIL_LIMITS.artStoryCover + 1),
      personalCollection: 'p'.repeat(LABEL_DETAIL_LIMITS.personalCollection + 1),
    };
    expect(labelDetailsOf(values)).toEqual({
      ok: false,
      errors: { keyComments: labelDetailsMessages.keyComments, artStoryCover: labelDetailsMessages.artStoryCover, personalCollection: labelDetailsMessages.personalCollection },
    });
  });

  it('offers no month, then January to December by name with their numbers', () => {
    expect(COVER_MONTH_OPTIONS).toHaveLength(13);
    expect(COVER_MONTH_OPTIONS[0]).toEqual({ value: '', label: 'None' });
    expect(COVER_MONTH_OPTIONS[1]).toEqual({ value: '1', label: 'January (1)' });
    expect(COVER_MONTH_OPTIONS[12]).toEqual({ value: '12', label: 'December (12)' });
    expect(COVER_MONTH_OPTIONS.slice(1).every((o) => labelDetailsOf({ ...EMPTY_LABEL_DETAILS_VALUES, month: o.value }).ok)).toBe(true);
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
