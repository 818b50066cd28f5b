import { Fieldset, Group, NativeSelect, TextInput } from '@mantine/core';
import { COVER_MONTH_OPTIONS, type LabelDetailsErrors, type LabelDetailsField, type LabelDetailsValues } from '../../model/label-details-form.ts';

interface LabelDetailsFieldsProps {
  values: LabelDetailsValues;
  errors: LabelDetailsErrors | undefined;
  onChange: (field: LabelDetailsField, value: string) => void;
}

/**
 * What the grader reads off the book for its label and the census: cover month, key comments, credits and a
 * personal collection, all optional. Plain inputs in tab order; Enter in any of them records the grade, as in
 * the grade field. `data-grade-field` lets the form focus the first one in error.
 */
export function LabelDetailsFields({ values, errors, onChange }: LabelDetailsFieldsProps) {
  const text = (field: Exclude<LabelDetailsField, 'month'>, label: string, description: string) => (
    <TextInput
      label={label}
      description={description}
      value={values[field]}
      onChange={(e) => onChange(field, e.currentTarget.value)}
      error={errors?.[field]}
      autoComplete="off"
      data-grade-field={field}
    />
  );
  return (
    <Fieldset legend="Label details (optional)" variant="unstyled">
      <Group align="flex-start" grow>
        <NativeSelect
          label="Cover month"
          description="As the cover dates it"
          data={COVER_MONTH_OPTIONS}
          value={values.month}
          onChange={(e) => onChange('month', e.currentTarget.value)}
          error={errors?.month}
          maw={200}
          data-grade-field="month"
        />
        {text('keyComments', 'Key comments', 'e.g. 1st full appearance of Wolverine')}
      </Group>
      <Group align="flex-start" grow mt="xs">
        {text('artStoryCover', 'Art/Story/Cover credits', 'e.g. Story: Len Wein; Art: Herb Trimpe')}
        {text('personalCollection', 'Personal collection', 'Whose collection, when the label names one')}
      </Group>
    </Fieldset>
  );
}
