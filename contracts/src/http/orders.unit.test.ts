import { describe, expect, it } from 'vitest';
import { LabelDetails, NO_LABEL_DETAILS } from '../events/order-events.ts';
import { modelStateFromZod } from './model-state.ts';
import { GradeBookBody, LABEL_DETAIL_LIMITS, labelDetailsMessages } from './orders.ts';

const aGrade = (labelDetails?: unknown) => ({ grade: 9.8, category: 'Certified', ...(labelDetails === undefined ? {} : { labelDetails }) });
/** The modelState a refused body answers with (what the 400 carries). */
const refusal = (body: unknown) => {
  const result = GradeBookBody.safeParse(body);
  if (result.success) throw new Error('the body was accepted');
  return modelStateFromZod(result.error).modelState;
};

describe('GradeBookBody: label details', () => {
  it('given a grade without label details, then it records none', () => {
    expect(GradeBookBody.parse(aGrade()).labelDetails).toEqual(NO_LABEL_DETAILS);
  });

  it('given some label details, then the texts are trimmed and the ones left out are empty', () => {
    expect(GradeBookBody.parse(aGrade({ month: 11, keyComments: '  1st full appearance of Wolverine  ' })).labelDetails).toEqual({
      month: 11,
      keyComments: '1st full appearance of Wolverine',
      artStoryCover: '',
      personalCollection: '',
    });
  });

  it('given every text at its limit (spaces around not counted), then it is accepted and makes a valid event payload', () => {
    const full = {
      month: null,
      keyComments: ` ${'k'.repeat(LABEL_DETAIL_LIMITS.keyComments)} `,
      artStoryCover: 'a'.repeat(LABEL_DETAIL_LIMITS.artStoryCover),
      personalCollection: 'p'.repeat(LABEL_DETAIL_LIMITS.personalCollection),
    };
    const { labelDetails } = GradeBookBody.parse(aGrade(full));
    expect(labelDetails.keyComments).toHaveLength(LABEL_DETAIL_LIMITS.keyComments);
    expect(LabelDetails.parse(labelDetails)).toEqual(labelDetails);
  });

  it('given texts over their limits, then each is refused under its own field with its message', () => {
    const over = {
      keyComments: 'k'.repeat(LABEL_DETAIL_LIMITS.keyComments + 1),
      artStoryCover: 'a'.repeat(LABEL_DETAIL_LIMITS.artStoryCover + 1),
      personalCollection: 'p'.repeat(LABEL_DETAIL_LIMITS.personalCollection + 1),
    };
    expect(refusal(aGrade(over))).toEqual({
      'model.labelDetails.keyComments': [labelDetailsMessages.keyComments],
      'model.labelDetails.artStoryCover': [labelDetailsMessages.artStoryCover],
      'model.labelDetails.personalCollection': [labelDetailsMessages.personalCollection],
    });
  });

  it.each([0, 13, 5.5, '5', true])('given the cover month %j, then it is refused with one message', (month) => {
    expect(refusal(aGrade({ month }))).toEqual({ 'model.labelDetails.month': [labelDetailsMessages.month] });
  });

  it('given a text that is not text, then it is refused with the field message', () => {
    expect(refusal(aGrade({ keyComments: 42 }))).toEqual({ 'model.labelDetails.keyComments': [labelDetailsMessages.keyComments] });
  });

  it('given label details that are not an object, then they are refused as a whole', () => {
    expect(refusal(aGrade('1st appearance'))).toEqual({ 'model.labelDetails': [labelDetailsMessages.notAnObject] });
  });

  it('takes its limits from the event, so the messages name them', () => {
    expect(LABEL_DETAIL_LIMITS).toEqual({ keyComments: 300, artStoryCover: 300, personalCollection: 200 });
    expect(labelDetailsMessages.keyComments).toBe('Key comments are text of at most 300 characters.');
  });
});
