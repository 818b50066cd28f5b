import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { pressLabel, serviceName, turnaroundText, type CurrencyCode, type PricedLine, type SubmitDataResponse } from '@certus/contracts';
import type { ReactNode } from 'react';
import { useLanguage, useMessages, type Language } from '../../region/index.ts';
import { daysIn, gradeValueIn, moneyFor, sentenceIn, submissionUiMessages, type SubmissionWords } from '../submission-messages.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { DataCard, DataCardList } from '../../../components/ui/data-card.tsx';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { cartActions } from '../cart/cart-slice.ts';
import { builderPathOf, CONFIRM_DELETE, lineName } from './line-labels.ts';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

/**
 * What the line adds to its service, by the catalogue's names: pressing (of any kind), the screens, partial
 * grade and the signatures. A pressed book says so in its row, so the member sees what they are paying for.
 */
export function lineExtras(line: PricedLine, catalogue: Pick<SubmitDataResponse, 'addons'>, language: Language = 'en'): ReactNode[] {
  const t = submissionUiMessages[language];
  const recorded = language === 'en' ? undefined : 'en';
  const extras: ReactNode[] = [];
  const press = pressLabel(catalogue, line.press);
  if (press) extras.push(<span lang={recorded}>{press}</span>);
  if (line.pressScreen) extras.push(t.extraPressScreen);
  if (line.gradeScreen !== null) extras.push(t.extraGradeScreen(gradeValueIn(language, line.gradeScreen)));
  if (line.partialGrade) extras.push(t.extraPartialGrade);
  if (line.signatures.length > 0) {
    const signers = line.signatures.map((s) => (s.name.trim() ? `${s.name.trim()} (${s.type})` : s.type)).join(', ');
    extras.push(
      <>
        {t.extraSignatures}
        <span lang={recorded}>{signers}</span>
      </>,
    );
  }
  return extras;
}

/** The service as the catalogue names it, the fast pass level in the language read. */
function serviceOf(line: PricedLine, t: SubmissionWords, language: Language): ReactNode {
  if (language === 'en') return serviceName(line.tierLabel, line.fastPassValue);
  const level = line.fastPassValue === 5 ? t.priority : line.fastPassValue === 6 ? t.express : null;
  return (
    <>
      <span lang="en">{line.tierLabel}</span>
      {level ? `, ${level}` : null}
    </>
  );
}

/** A turnaround in the language read, as sent (marked English) when not one of contracts' forms. */
function TurnaroundOf({ days, language }: { days: number; language: Language }) {
  const english = turnaroundText(days);
  const said = daysIn(language, english);
  return <span lang={said === null ? 'en' : undefined}>{said ?? english}</span>;
}

interface CartLinesProps {
  lines: PricedLine[];
  currency: CurrencyCode;
  catalogue: Pick<SubmitDataResponse, 'addons'>;
}

/**
 * The lines of the cart with their service, what is added to it, the priced totals and turnaround, each with
 * edit and remove: a table on wide screens, a card per line on a phone (nothing cut off, nothing to scroll).
 */
export function CartLines({ lines, currency, catalogue }: CartLinesProps) {
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const narrow = useNarrowScreen();
  const t = useMessages(submissionUiMessages);
  const language = useLanguage();
  const money = moneyFor(language);
  const recorded = language === 'en' ? undefined : 'en';
  const nameOf = (line: PricedLine) => lineName(line, t.reholderLine);

  const remove = async (line: PricedLine) => {
    const confirmed = await confirm({ title: t.removeFromCart, message: sentenceIn(language, CONFIRM_DELETE).text, confirmLabel: t.remove, cancelLabel: t.cancel, danger: true });
    if (confirmed) dispatch(cartActions.comicRemoved(line.uniqueId));
  };

  const actionsOf = (line: PricedLine, name: string) => (
    <>
      {line.kind === 'reholder' ? null : (
        <Anchor component={Link} to={`${builderPathOf(line.kind)}?line=${encodeURIComponent(line.uniqueId)}`} aria-label={t.editName(name)}>
          {t.edit}
        </Anchor>
      )}
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => void remove(line)} aria-label={t.removeName(name)}>
        {t.remove}
      </Button>
    </>
  );

  if (narrow) {
    return (
      <DataCardList label={t.linesLabel}>
        {lines.map((line) => {
          const name = nameOf(line);
          const extras = lineExtras(line, catalogue, language);
          return (
            <DataCard
              key={line.uniqueId}
              data-testid="cart-line"
              title={<span lang={line.kind === 'reholder' ? undefined : recorded}>{name}</span>}
              subtitle={[serviceOf(line, t, language), ...extras].map((part, i) => (
                <span key={i}>
                  {i > 0 ? ' · ' : null}
                  {part}
                </span>
              ))}
              facts={[
                [t.quantity, line.quantity],
                [t.columns[3]!, <TurnaroundOf days={line.days} language={language} />],
                [t.total, money(line.totalCents, currency)],
              ]}
              actions={actionsOf(line, name)}
            />
          );
        })}
      </DataCardList>
    );
  }

  return (
    <ScrollingTable minWidth={640} label={t.linesLabel} cue={t.scrollCue}>
      <Table striped verticalSpacing="sm" data-testid="cart-lines">
        <Table.Caption>{t.linesLabel}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.columns[0]}</Table.Th>
            <Table.Th scope="col">{t.columns[1]}</Table.Th>
            <Table.Th scope="col">{t.columns[2]}</Table.Th>
            <Table.Th scope="col">{t.columns[3]}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t.columns[4]}
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t.columns[5]}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const name = nameOf(line);
            const extras = lineExtras(line, catalogue, language);
            return (
              <Table.Tr key={line.uniqueId} data-testid="cart-line">
                <Table.Td>
                  <Text fw={600} lang={line.kind === 'reholder' ? undefined : recorded}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm">{serviceOf(line, t, language)}</Text>
                    {extras.map((extra, i) => (
                      <Text key={i} size="sm" c="dimmed">
                        + {extra}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td>
                  <TurnaroundOf days={line.days} language={language} />
                </Table.Td>
                <Table.Td ta="right">{money(line.totalCents, currency)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {actionsOf(line, name)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
