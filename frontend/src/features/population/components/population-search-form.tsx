import { useState, type ReactNode } from 'react';
import { Autocomplete, Button, Grid, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  GRADE_SCALE,
  GRADE_TYPES,
  POPULATION_LOOKUP_MIN,
  SEARCH_PATTERNS,
  SEARCH_PATTERN_LABELS,
  collectibleTypes,
} from '@certus/contracts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { applySubmitFailure, focusFirstInvalid } from '../../../components/ui/submit-failure.ts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { useGetCensusTitlesQuery } from '../api/population-api.ts';
import { useStartSearch } from '../hooks/use-start-search.ts';
import { formatGrade } from '../../comics/index.ts';
import { copiesText } from '../lib/census-format.ts';
import { EMPTY_FILTER, FILTER_FIELDS, longMonthName, populationSearchSchema, type PopulationFilter } from '../lib/population-filter.ts';
import { RecentSearches } from './recent-searches.tsx';
import classes from './population-search-form.module.css';

const options = (any: string, values: readonly { value: string; label: string }[]) => [{ value: '', label: any }, ...values];
const MONTH_OPTIONS = options('Any month', Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: longMonthName(i + 1) })));
const GRADE_OPTIONS = options('Any grade', GRADE_SCALE.map((g) => ({ value: formatGrade(g), label: formatGrade(g) })));
const GRADE_TYPE_OPTIONS = options('Any grade type', GRADE_TYPES.map((t) => ({ value: t, label: t })));
const TYPE_OPTIONS = options('Comic, Magazine or Manga', collectibleTypes.map((t) => ({ value: t, label: t })));
const SIZE_OPTIONS = ['10', '20', '50', '100'].map((n) => ({ value: n, label: `${n} books` }));

/** How long typing pauses before the title look-up asks the server. */
const LOOKUP_PAUSE_MS = 250;

/**
 * The population search (spec 3 filters, spec 5 Population search): checked in the browser with the same
 * schema and messages as the server, then recorded, saved and opened as the listing. Server refusals mark the
 * same fields. The member's recent searches run again in one click.
 */
export function PopulationSearchForm({ initialValues }: { initialValues: PopulationFilter }) {
  const { start, starting } = useStartSearch();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const form = useForm<PopulationFilter>({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues,
    // Checked on submit, like every form of the site: a message appearing on blur moves the buttons.
    validate: schemaResolver(populationSearchSchema(), { sync: true }),
  });

  const search = async (filter: PopulationFilter) => {
    setFailure(null);
    const outcome = await start(filter);
    if (outcome) setFailure(applySubmitFailure(outcome.refused, form, FILTER_FIELDS));
  };

  const onSubmit = form.onSubmit(search, (errors) => focusFirstInvalid(form, FILTER_FIELDS, errors));

  /** A recent search: the form shows it (so a refusal lands on its fields) and it runs at once. */
  const rerun = (filter: PopulationFilter) => {
    form.setValues(filter);
    form.clearErrors();
    const checked = populationSearchSchema().safeParse(filter);
    if (checked.success) void search(filter);
    else form.validate();
  };

  return (
    <Stack gap="md">
      {failure ? <ServerFailureAlert heading="The search could not be started" failure={failure} /> : null}
      <RecentSearches onPick={rerun} disabled={starting} />
      <form onSubmit={onSubmit} noValidate aria-label="Population search" aria-busy={starting} className={classes.form}>
        <Stack gap="sm">
          <TitleField form={form} />
          <Radio.Group label="Title match" key={form.key('SearchPattern')} {...form.getInputProps('SearchPattern')}>
            <Group gap="md" mt={4}>
              {SEARCH_PATTERNS.map((pattern) => (
                <Radio key={pattern} value={pattern} label={SEARCH_PATTERN_LABELS[pattern]} />
              ))}
            </Group>
          </Radio.Group>
          <Grid gap="sm">
            <Field>
              <TextInput label="Publisher" key={form.key('Publisher')} {...form.getInputProps('Publisher')} />
            </Field>
            <Field>
              <TextInput label="Issue number" autoComplete="off" key={form.key('IssueNumber')} {...form.getInputProps('IssueNumber')} />
            </Field>
            <Field>
              <TextInput label="Variant" key={form.key('Variant')} {...form.getInputProps('Variant')} />
            </Field>
            <Field>
              <NativeSelect label="Month" data={MONTH_OPTIONS} key={form.key('Month')} {...form.getInputProps('Month')} />
            </Field>
            <Field>
              <TextInput label="Year" inputMode="numeric" autoComplete="off" key={form.key('Year')} {...form.getInputProps('Year')} />
            </Field>
            <Field>
              <NativeSelect label="Collectible type" data={TYPE_OPTIONS} key={form.key('CollectibleType')} {...form.getInputProps('CollectibleType')} />
            </Field>
            <Field>
              <TextInput label="Art / Story / Cover" key={form.key('ArtStoryCover')} {...form.getInputProps('ArtStoryCover')} />
            </Field>
            <Field wide>
              <TextInput label="Key comments" placeholder="e.g. 1st appearance" key={form.key('KeyComments')} {...form.getInputProps('KeyComments')} />
            </Field>
            <Field>
              <NativeSelect label="Grade" data={GRADE_OPTIONS} key={form.key('Grade')} {...form.getInputProps('Grade')} />
            </Field>
            <Field>
              <NativeSelect label="Grade type" data={GRADE_TYPE_OPTIONS} key={form.key('GradeType')} {...form.getInputProps('GradeType')} />
            </Field>
            <Field>
              <NativeSelect label="Books per page" data={SIZE_OPTIONS} key={form.key('Size')} {...form.getInputProps('Size')} />
            </Field>
          </Grid>
          <Group mt="xs" gap="sm">
            <Button type="submit" loading={starting}>
              Search
            </Button>
            <Button
              type="button"
              variant="default"
              onClick={() => {
                form.setValues({ ...EMPTY_FILTER, Size: form.getValues().Size });
                form.clearErrors();
                setFailure(null);
              }}
            >
              Clear
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

type FilterForm = UseFormReturnType<PopulationFilter>;

/** One cell of the filters' grid: three to a row on a wide dialog, two on a narrow one, one on a phone. */
function Field({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <Grid.Col span={wide ? { base: 12, sm: 8 } : { base: 12, xs: 6, sm: 4 }}>{children}</Grid.Col>;
}

/** The title, with census titles offered from the third character (spec 5), most copies first. */
function TitleField({ form }: { form: FilterForm }) {
  const typed = form.getValues().RequestTitle.trim();
  const [lookedUp] = useDebouncedValue(typed, LOOKUP_PAUSE_MS);
  const { data: titles = [] } = useGetCensusTitlesQuery(lookedUp, { skip: lookedUp.length < POPULATION_LOOKUP_MIN });
  const copiesOf = new Map(titles.map((t) => [t.title, t.copies]));
  return (
    <Autocomplete
      label="Title"
      description={`Census titles are suggested from ${POPULATION_LOOKUP_MIN} characters`}
      withAsterisk
      autoComplete="off"
      data-autofocus
      data={typed.length >= POPULATION_LOOKUP_MIN ? titles.map((t) => t.title) : []}
      // The server already matched the text (ignoring case and punctuation); filtering again here would hide
      // "Amazing Spider-Man" from "spiderman".
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
          <span>{option.value}</span>
          {copiesOf.has(option.value) ? (
            <Text size="xs" c="dimmed" component="span">
              {copiesText(copiesOf.get(option.value) ?? 0)}
            </Text>
          ) : null}
        </Group>
      )}
      key={form.key('RequestTitle')}
      {...form.getInputProps('RequestTitle')}
    />
  );
}
