import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Radio, Slider, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { COMIC_CATEGORIES, GRADE_SCALE, type ComicCategory } from '@certus/contracts';
import { ServerFailureAlert } from '../../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../../lib/api-errors.ts';
import { useGradeBookMutation } from '../../api/staff-steps-api.ts';
import {
  formatGrade,
  gradeBodyOf,
  gradeScaleIndex,
  initialGradeForm,
  parseGrade,
  type GradeFormErrors,
  type GradeFormValues,
  type Verdict,
} from '../../model/grade-form.ts';
import { LABEL_DETAIL_FIELDS, type LabelDetailsField } from '../../model/label-details-form.ts';
import { failureOf } from '../step-failure.ts';
import { LabelDetailsFields } from './label-details-fields.tsx';
import type { BookStepProps } from './pregrade-form.tsx';

const MARKS = [1, 2, 4, 6, 8, 9, 10].map((grade) => ({ value: gradeScaleIndex(grade), label: formatGrade(grade) }));

/** The fields that can be in error, in the order the form shows them (`data-grade-field`). */
function fieldsInError(errors: GradeFormErrors): string[] {
  return [
    errors.grade ? ['grade'] : [],
    errors.verdicts ? ['verdict'] : [],
    LABEL_DETAIL_FIELDS.filter((field) => errors.labelDetails?.[field]),
    errors.graderNotes ? ['notes'] : [],
  ].flat();
}

/**
 * Grade a book: the grade typed (`9.8`) or picked on the slider over the spec 9 scale, the category, a verdict
 * per signature, the label details (cover month, key comments, credits, personal collection; optional) and the
 * grader's notes. Enter in the grade field (or a label detail) records it; Ctrl+Enter in the notes.
 */
export function GradeForm({ orderId, book, onDone }: BookStepProps) {
  const [grade, { isLoading }] = useGradeBookMutation();
  const [values, setValues] = useState(() => initialGradeForm(book));
  const [errors, setErrors] = useState<GradeFormErrors>({});
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const parsed = parseGrade(values.gradeText);
  const sliderIndex = gradeScaleIndex(parsed);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = gradeBodyOf(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // Spec 5: the first field in error takes the focus.
      const first = fieldsInError(checked.errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[data-grade-field="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const refused = failureOf(await grade({ orderId, bookNo: book.bookNo, body: checked.body }));
    if (refused) setFailure(refused);
    else onDone(`Book ${book.bookNo} graded ${formatGrade(checked.body.grade)} ${checked.body.category}.`);
  };

  const setValue = <Field extends keyof GradeFormValues>(field: Field, value: GradeFormValues[Field]) => setValues((v) => ({ ...v, [field]: value }));

  // The grade field and the slider write the same grade: either one answers the error shown under the field.
  const setGradeText = (gradeText: string) => {
    setValue('gradeText', gradeText);
    setErrors((e) => ({ ...e, grade: undefined }));
  };

  const setLabelDetail = (field: LabelDetailsField, value: string) => {
    setValues((v) => ({ ...v, labelDetails: { ...v.labelDetails, [field]: value } }));
    setErrors((e) => ({ ...e, labelDetails: { ...e.labelDetails, [field]: undefined } }));
  };

  const setVerdict = (signatureId: string, verdict: Verdict) => {
    setValues((v) => ({ ...v, verdicts: { ...v.verdicts, [signatureId]: verdict } }));
    setErrors((e) => ({ ...e, verdicts: undefined }));
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={`Grade book ${book.bookNo}`}>
      <Stack gap="sm">
        {failure ? <ServerFailureAlert heading={`Book ${book.bookNo} could not be graded`} failure={failure} /> : null}
        <Group align="flex-start" grow>
          <TextInput
            label="Grade"
            description="Type it, e.g. 9.8"
            value={values.gradeText}
            onChange={(e) => setGradeText(e.currentTarget.value)}
            error={errors.grade}
            inputMode="decimal"
            autoComplete="off"
            maw={160}
            data-step-autofocus
            data-grade-field="grade"
          />
          <NativeSelect
            label="Category"
            data={[...COMIC_CATEGORIES]}
            value={values.category}
            onChange={(e) => setValue('category', e.currentTarget.value as ComicCategory)}
            maw={200}
          />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${id}-scale`}>
            Grade scale {parsed === null ? '' : `(${formatGrade(parsed)})`}
          </Text>
          <Slider
            min={0}
            max={GRADE_SCALE.length - 1}
            step={1}
            value={sliderIndex < 0 ? 0 : sliderIndex}
            onChange={(index) => {
              const picked = GRADE_SCALE[index];
              if (picked !== undefined) setGradeText(formatGrade(picked));
            }}
            label={(index) => formatGrade(GRADE_SCALE[index] ?? 0)}
            thumbLabel="Grade on the scale"
            thumbValueText={(index) => formatGrade(GRADE_SCALE[index] ?? 0)}
            marks={MARKS}
            mb="lg"
          />
        </Stack>
        {book.signatures.map((signature, i) => (
          <Radio.Group
            key={signature.id}
            label={`${signature.type} signature: ${signature.name}`}
            value={values.verdicts[signature.id] ?? ''}
            onChange={(verdict) => setVerdict(signature.id, verdict as Verdict)}
            error={errors.verdicts?.[signature.id]}
            withAsterisk
          >
            <Group gap="lg" mt={4}>
              <Radio value="Verified" label="Verified" {...(i === 0 ? { 'data-grade-field': 'verdict' } : {})} />
              <Radio value="Rejected" label="Rejected" />
            </Group>
          </Radio.Group>
        ))}
        <LabelDetailsFields values={values.labelDetails} errors={errors.labelDetails} onChange={setLabelDetail} />
        <Textarea
          label="Grader notes (optional)"
          description="Ctrl+Enter records the grade"
          value={values.graderNotes}
          onChange={(e) => setValue('graderNotes', e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              formRef.current?.requestSubmit();
            }
          }}
          error={errors.graderNotes}
          rows={2}
          data-grade-field="notes"
        />
        <Group>
          <Button type="submit" loading={isLoading}>
            Record grade
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
