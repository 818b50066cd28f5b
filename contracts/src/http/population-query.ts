import { z } from 'zod';
import { text } from '../rules/text.ts';
import { CENSUS_FIRST_AS_OF, GRADE_TYPES, populationMessages } from '../population/population-words.ts';

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

/** A calendar day, yyyy-mm-dd, that exists (2025-02-30 does not). */
const isCalendarDay = (day: string) => /^\d{4}-\d\d-\d\d$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/**
 * AsOf: the census as it stood at the end of that day (UTC); not given, as it stands now. A day after today is
 * refused by the server, which knows what today is (asOfDay in the query service).
 */
export const asOfFilter = z.preprocess(
  blankToUndefined,
  text({ error: populationMessages.asOfInvalid })
    .trim()
    .refine(isCalendarDay, populationMessages.asOfInvalid)
    .refine((day) => day >= CENSUS_FIRST_AS_OF, populationMessages.asOfInvalid)
    .optional(),
);
