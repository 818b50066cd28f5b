import { LabelDetailsBody, type LabelDetails } from '@certus/contracts';

/** Cover months as the select lists them: the name first, so typing a letter on the select picks it. */
export const COVER_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The cover month options: none (a cover without a month), then 1-12 by name with the number a cover date shows. */
export const COVER_MONTH_OPTIONS = [{ value: '', label: 'None' }, ...COVER_MONTHS.map((name, i) => ({ value: String(i + 1), label: `${name} (${i + 1})` }))];

/** The label details as the form holds them: the month as the select's value ('' for none), the texts as typed. */
export interface LabelDetailsValues {
  month: string;
  keyComments: string;
  artStoryCover: string;
  personalCollection: string;
}
export type LabelDetailsField = keyof LabelDetailsValues;
/** The fields in the order the form shows them (the first one in error takes the focus). */
export const LABEL_DETAIL_FIELDS: readonly LabelDetailsField[] = ['month', 'keyComments', 'artStoryCover', 'personalCollection'];
export type LabelDetailsErrors = Partial<Record<LabelDetailsField, string>>;

export const EMPTY_LABEL_DETAILS_VALUES: LabelDetailsValues = { month: '', keyComments: '', artStoryCover: '', personalCollection: '' };

/**
 * The label details to send, or a message per field: checked with the contracts' own schema, so the form says
 * what the server would (same limits, same words) before anything is sent.
 */
export function labelDetailsOf(values: LabelDetailsValues): { ok: true; details: LabelDetails } | { ok: false; errors: LabelDetailsErrors } {
  const result = LabelDetailsBody.safeParse({ ...values, month: values.month === '' ? null : Number(values.month) });
  if (result.success) return { ok: true, details: result.data };
  const errors: LabelDetailsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LabelDetailsField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
