import { useId, useState } from 'react';
import { Button, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PopulationBookDetail } from '@certus/contracts';
import { CategoryBadge } from '../../comics/index.ts';
import { localeOf, useLanguage } from '../../region/index.ts';
import { wholeNumber } from '../../../lib/intl-formats.ts';
import { formatDay } from '../lib/census-format.ts';
import { monthLabel, stepLine } from '../lib/month-label.ts';
import { gradeNumberIn, populationWords } from '../population-messages.ts';

const CHART_WIDTH = 600;
const CHART_HEIGHT = 120;

/**
 * A book's population over time (issue [5/7]): its copies at the end of each month as a step line, the months in a
 * table on demand (copies per grade, newest month first), and its pop velocity: copies newly graded at each grade
 * in the 12 months up to the day shown. All from the census's history, which no later certificate overwrites.
 */
export function PopulationOverTime({ detail }: { detail: PopulationBookDetail }) {
  const { history, velocity } = detail;
  const language = useLanguage();
  const text = populationWords[language];
  const headingId = useId();
  if (history.months.length === 0) return null;
  const first = monthLabel(history.months[0]!, language);
  const last = monthLabel(history.months.at(-1)!, language);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="population-over-time">
      <Title order={2} size="h3" id={headingId}>
        {text.populationOverTime}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {text.historyIntro(first, last)}
            </Text>
            <HistoryChart totals={history.totals} label={text.historyChart(text.copies(history.totals.at(-1) ?? 0), first, last)} first={first} last={last} />
            <MonthTable detail={detail} />
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md" data-testid="pop-velocity">
          <Stack gap="xs">
            <Title order={3} size="h4">
              {text.popVelocity}
            </Title>
            <Text size="sm" c="dimmed">
              {text.velocityIntro(formatDay(`${velocity.from}T12:00:00.000Z`, language), formatDay(`${velocity.to}T12:00:00.000Z`, language))}
            </Text>
            {velocity.grades.length === 0 ? (
              <Text size="sm">{text.velocityNone}</Text>
            ) : (
              <Table striped withTableBorder verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{text.velocityGrade}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {text.velocityCopies}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {text.velocityPerMonth}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {velocity.grades.map((g) => (
                    <Table.Tr key={`${g.gradeType}|${g.grade}`}>
                      <Table.Td>
                        <CategoryBadge category={g.gradeType} /> {gradeNumberIn(g.grade, language)}
                      </Table.Td>
                      <Table.Td ta="right">{wholeNumber(g.copies, localeOf(language))}</Table.Td>
                      <Table.Td ta="right">{g.perMonth.toLocaleString(localeOf(language), { maximumFractionDigits: 2 })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** The step line of the book's copies, month by month; its numbers are the month table's, for any reader. */
function HistoryChart({ totals, label, first, last }: { totals: readonly number[]; label: string; first: string; last: string }) {
  const top = Math.max(0, ...totals);
  const text = populationWords[useLanguage()];
  return (
    <figure style={{ margin: 0 }} data-testid="history-chart">
      {/* The scale: the line's top is the most copies the book had. */}
      <Text size="xs" c="dimmed" aria-hidden>
        {text.copies(top)}
      </Text>
      <svg viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} width="100%" height={CHART_HEIGHT} preserveAspectRatio="none" role="img" aria-label={label}>
        <line x1={0} y1={CHART_HEIGHT - 0.5} x2={CHART_WIDTH} y2={CHART_HEIGHT - 0.5} stroke="var(--mantine-color-gray-4)" />
        <polyline points={stepLine(totals, CHART_WIDTH, CHART_HEIGHT - 4)} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2} vectorEffect="non-scaling-stroke" transform="translate(0 2)" />
      </svg>
      <Text component="figcaption" size="xs" c="dimmed" style={{ display: 'flex', justifyContent: 'space-between' }} aria-hidden>
        <span>{first}</span>
        <span>{last}</span>
      </Text>
    </figure>
  );
}

/** Copies per grade at the end of each month, newest first, shown when asked (a long run has hundreds of months). */
function MonthTable({ detail }: { detail: PopulationBookDetail }) {
  const [shown, setShown] = useState(false);
  const language = useLanguage();
  const text = populationWords[language];
  const tableId = useId();
  const { months, totals, grades } = detail.history;
  const rows = months.map((month, i) => ({ month, total: totals[i]!, copies: grades.map((g) => g.copies[i]!) })).reverse();
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={() => setShown((s) => !s)} aria-expanded={shown} aria-controls={tableId} style={{ alignSelf: 'flex-start' }}>
        {shown ? text.hideHistoryTable : text.showHistoryTable}
      </Button>
      <div id={tableId} hidden={!shown}>
        {shown ? (
          <ScrollArea.Autosize mah={360} type="auto">
            <Table striped stickyHeader withTableBorder verticalSpacing={2} fz="xs" data-testid="history-table">
              <caption style={{ textAlign: 'left', captionSide: 'top' }}>{text.historyTable}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{text.monthColumn}</Table.Th>
                  {grades.map((g) => (
                    <Table.Th key={`${g.gradeType}|${g.grade}`} scope="col" ta="right">
                      <span lang={language === 'en' ? undefined : 'en'}>{g.gradeType}</span> {gradeNumberIn(g.grade, language)}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col" ta="right">
                    {text.historyTotalColumn}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                      {monthLabel(row.month, language)}
                    </Table.Th>
                    {row.copies.map((copies, i) => (
                      <Table.Td key={i} ta="right">
                        {copies}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" fw={600}>
                      {row.total}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        ) : null}
      </div>
    </>
  );
}
