import { Button, Group, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useLanguage, useMessages } from '../../region/index.ts';
import { populationWords } from '../population-messages.ts';
import { formatDay } from '../lib/census-format.ts';
import { FIRST_CENSUS_DAY, asOfIn, todayInUtc, withCensusDay } from '../lib/census-date.ts';

/**
 * "Census as of": sets the day whose census the page shows (a day in the past; today's by default), and says so
 * when it is not today's. Our census is a fold of certificates never overwritten, so any past day can be shown
 * exactly as it stood. `pageParams`: the page's own paging parameters, reset when the day changes.
 */
export function CensusDateControl({ pageParams }: { pageParams: readonly string[] }) {
  const [params, setParams] = useSearchParams();
  const text = useMessages(populationWords);
  const language = useLanguage();
  const asOf = asOfIn(params);
  const today = todayInUtc();
  const choose = (day: string | undefined) => setParams(withCensusDay(params, day && day < today ? day : undefined, pageParams));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="census-date">
      <TextInput
        type="date"
        label={text.censusAsOf}
        description={text.censusAsOfHint}
        value={asOf ?? ''}
        min={FIRST_CENSUS_DAY}
        max={today}
        onChange={(event) => {
          // A date field reports a day only once it is whole; clearing it is today's census again.
          const day = event.currentTarget.value;
          if (day === '' || /^\d{4}-\d\d-\d\d$/.test(day)) choose(day || undefined);
        }}
        w={{ base: '100%', xs: 280 }}
      />
      {asOf ? (
        <Button variant="default" onClick={() => choose(undefined)} data-testid="census-today">
          {text.censusToday}
        </Button>
      ) : null}
      {asOf ? (
        <Text size="sm" fw={600} role="status" data-testid="census-as-of-notice" style={{ flexBasis: '100%' }}>
          {text.censusAsOfNotice(formatDay(`${asOf}T12:00:00.000Z`, language))}
        </Text>
      ) : null}
    </Group>
  );
}
