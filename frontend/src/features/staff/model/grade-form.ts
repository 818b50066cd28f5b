import { GRADE_SCALE, GradeBookBody, isOnGradeScale, type ComicCategory, type OrderBookView } from '@certus/contracts';
import { EMPTY_LABEL_DETAILS_VALUES, labelDetailsOf, type LabelDetailsErrors, type LabelDetailsValues } from './label-details-form.ts';
import { staffMessages } from './staff-messages.ts';

/** Grades read as they are printed on a label: one decimal, `10.0` included. */
export const formatGrade = (grade: number) => grade.toFixed(1);

/**
 * A grade as a worker types it (`9.8`, `9,8`, `10`), snapped to its value on the scale of spec 9, or null
 * when it is not on the scale. Typing is the fast way for a grader; the slider is there for the mouse.
 */
export function parseGrade(text: string): number | null {
  const tidied = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(tidied)) return null;
  const value = Number(tidied);
  return isOnGradeScale(value) ? (GRADE_SCALE.find((g) => Math.abs(g - value) < 1e-9) ?? null) : null;
}

/** The position of a grade on the scale, for the slider (the scale is not evenly spaced). */
export const gradeScaleIndex = (grade: number | null) => (grade === null ? -1 : GRADE_SCALE.findIndex((g) => Math.abs(g - grade) < 1e-9));

export type Verdict = 'Verified' | 'Rejected';

export interface GradeFormValues {
  gradeText: string;
  category: ComicCategory;
  graderNotes: string;
  /** Per signature id; a signature is a deliberate call, so there is no default verdict. */
  verdicts: Record<string, Verdict | null>;
  /** What the label and the census show besides the grade: all optional. */
  labelDetails: LabelDetailsValues;
}

export type GradeFormErrors = Partial<Record<'grade' | 'graderNotes', string>> & { verdicts?: Record<string, string>; labelDetails?: LabelDetailsErrors };

/**
 * The category a book is most likely to get, to save a choice per book: a verified (VSP) signature makes it
 * Verified, a witnessed/authentic one (ASP) Authentic, none Certified. The grader changes it when it differs.
 */
export function suggestedCategory(book: Pick<OrderBookView, 'signatures'>): ComicCategory {
  if (book.signatures.some((s) => s.type === 'VSP' || s.type === 'VSPP')) return 'Verified';
  if (book.signatures.some((s) => s.type === 'ASP')) return 'Authentic';
  return 'Certified';
}

export function initialGradeForm(book: Pick<OrderBookView, 'signatures'>): GradeFormValues {
  return {
    gradeText: '',
    category: suggestedCategory(book),
    graderNotes: '',
    verdicts: Object.fromEntries(book.signatures.map((s) => [s.id, null])),
    labelDetails: EMPTY_LABEL_DETAILS_VALUES,
  };
}

/** The body of POST .../grade, or what to fix first. */
export function gradeBodyOf(values: GradeFormValues): { ok: true; body: GradeBookBody } | { ok: false; errors: GradeFormErrors } {
  const errors: GradeFormErrors = {};
  const grade = parseGrade(values.gradeText);
  if (grade === null) errors.grade = staffMessages.gradeOffScale;
  if (values.graderNotes.trim().length > 2000) errors.graderNotes = staffMessages.notesTooLong;
  const missing = Object.entries(values.verdicts).filter(([, verdict]) => verdict === null);
  if (missing.length > 0) errors.verdicts = Object.fromEntries(missing.map(([id]) => [id, staffMessages.verdictMissing]));
  const labelDetails = labelDetailsOf(values.labelDetails);
  if (!labelDetails.ok) errors.labelDetails = labelDetails.errors;
  if (grade === null || !labelDetails.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const body = GradeBookBody.parse({
    grade,
    category: values.category,
    graderNotes: values.graderNotes,
    signatures: Object.entries(values.verdicts).map(([signatureId, verdict]) => ({ signatureId, verdict })),
    labelDetails: labelDetails.details,
  });
  return { ok: true, body };
}
