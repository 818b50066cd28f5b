import { z } from 'zod';
import { GRADE_TYPES, populationMessages } from '../population/population-words.ts';

// Query values as the population report's forms and addresses send them, shared by its search and the census grid.

/** '' and null are "not given". */
export const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** Forms and addresses send numbers as text: '12' is 12; anything else is left for the number schema to refuse. */
export const numberish = (value: unknown) => {
  const blank = blankToUndefined(value);
  return typeof blank === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(blank) ? Number(blank) : blank;
};

/** Page: the first when not given. */
export const pageNumber = z.preprocess(
  (v) => numberish(v) ?? 1,
  z.number({ error: populationMessages.pageInvalid }).int(populationMessages.pageInvalid).min(1, populationMessages.pageInvalid).max(100_000, populationMessages.pageInvalid),
);

/** GradeType: one grade type (a certificate's category) or, not given, all of them. */
export const gradeTypeFilter = z.preprocess(blankToUndefined, z.enum(GRADE_TYPES, { error: populationMessages.gradeTypeUnknown }).optional());
