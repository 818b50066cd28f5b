import { useState, type ReactNode } from 'react';
import { Autocomplete, Button, Grid, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  GRADE_SCALE,
  GRADE_TYPES,
  POPULATION_LOOKUP_MIN,
  SEARCH_PATTERNS,
  collectibleTypes,
} from '@certus/contracts';
import { fieldErrorsIn } from '../../../lib/form.ts';
import { useLanguage, useMessages, type Language } from '../../region/index.ts';
import { frenchPopulationFieldMessages, gradeNumberIn, populationWords } from '../population-messages.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { applySubmitFailure, focusFirstInvalid } from '../../../components/ui/submit-failure.ts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { useGetCensusTitlesQuery } from '../api/population-api.ts';
import { useStartSearch } from '../hooks/use-start-search.ts';
import { formatGrade } from '../../comics/index.ts';
import { EMPTY_FILTER, FILTER_FIELDS, populationSearchSchema, type PopulationFilter } from '../lib/population-filter.ts';
import { RecentSearches } from './recent-searches.tsx';
import classes from './population-search-form.module.css';

const options = (any: string, values: readonly { value: string; label: string }[]) => [{ value: '', label: any }, ...values];

/** The selects' choices in the reader's language (grade types and collectible types are names, as printed). */
function optionsIn(language: Language) {
  const words = populationWords[language];
  return {
    months: options(words.anyMonth, words.longMonths.map((label, i) => ({ value: String(i + 1), label }))),
    grades: options(words.anyGrade, GRADE_SCALE.map((g) => ({ value: formatGrade(g), label: gradeNumberIn(g, language) }))),
    gradeTypes: options(words.anyGradeType, GRADE_TYPES.map((t) => ({ value: t, label: t }))),
    types: options(words.anyCollectible, collectibleTypes.map((t) => ({ value: t, label: t }))),
    sizes: ['10', '20', '50', '100'].map((n) => ({ value: n, label: words.booksOption(n) })),
  };
}
const OPTIONS = { en: optionsIn('en'), fr: optionsIn('fr') };

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
  const language = useLanguage();
  const text = useMessages(populationWords);
  const choices = OPTIONS[language];
  const form = useForm<PopulationFilter>({
    mode: 'controlled',
    enhanceGetInputProps: fieldErrorsIn(language, frenchPopulationFieldMessages),
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
      {failure ? <ServerFailureAlert heading={text.searchFailedHeading} failure={failure} language={language} /> : null}
      <RecentSearches onPick={rerun} disabled={starting} />
      <form onSubmit={onSubmit} noValidate aria-label={text.searchForm} aria-busy={starting} className={classes.form}>
        <Stack gap="sm">
          <TitleField form={form} />
          <Radio.Group label={text.titleMatch} key={form.key('SearchPattern')} {...form.getInputProps('SearchPattern')}>
            <Group gap="md" mt={4}>
              {SEARCH_PATTERNS.map((pattern) => (
                <Radio key={pattern} value={pattern} label={text.searchPattern(pattern)} />
              ))}
            </Group>
          </Radio.Group>
          <Grid gap="sm">
            <Field>
              <TextInput label={text.publisher} key={form.key('Publisher')} {...form.getInputProps('Publisher')} />
            </Field>
            <Field>
              <TextInput label={text.issueNumber} autoComplete="off" key={form.key('IssueNumber')} {...form.getInputProps('IssueNumber')} />
            </Field>
            <Field>
              <TextInput label={text.variant} key={form.key('Variant')} {...form.getInputProps('Variant')} />
            </Field>
            <Field>
              <NativeSelect label={text.month} data={choices.months} key={form.key('Month')} {...form.getInputProps('Month')} />
            </Field>
            <Field>
              <TextInput label={text.year} inputMode="numeric" autoComplete="off" key={form.key('Year')} {...form.getInputProps('Year')} />
            </Field>
            <Field>
              <NativeSelect label={text.collectibleType} data={choices.types} key={form.key('CollectibleType')} {...form.getInputProps('CollectibleType')} />
            </Field>
            <Field>
              <TextInput label={text.artStoryCover} key={form.key('ArtStoryCover')} {...form.getInputProps('ArtStoryCover')} />
            </Field>
            <Field wide>
              <TextInput label={text.keyComments} placeholder={text.keyCommentsExample} key={form.key('KeyComments')} {...form.getInputProps('KeyComments')} />
            </Field>
            <Field>
              <NativeSelect label={text.grade} data={choices.grades} key={form.key('Grade')} {...form.getInputProps('Grade')} />
            </Field>
            <Field>
              <NativeSelect label={text.gradeType} data={choices.gradeTypes} key={form.key('GradeType')} {...form.getInputProps('GradeType')} />
            </Field>
            <Field>
              <NativeSelect label={text.booksPerPage} data={choices.sizes} key={form.key('Size')} {...form.getInputProps('Size')} />
            </Field>
          </Grid>
          <Group mt="xs" gap="sm">
            <Button type="submit" loading={starting}>
              {text.search}
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
              {text.clear}
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
  const text = useMessages(populationWords);
  return (
    <Autocomplete
      label={text.title}
      description={text.titleHint}
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
              {text.copies(copiesOf.get(option.value) ?? 0)}
            </Text>
          ) : null}
        </Group>
      )}
      key={form.key('RequestTitle')}
      {...form.getInputProps('RequestTitle')}
    />
  );
}
