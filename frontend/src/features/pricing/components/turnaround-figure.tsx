import { Text } from '@mantine/core';
import type { TierTurnaround } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { useGetTurnaroundQuery } from '../api/pricing-api.ts';
import { turnaroundWords } from '../lib/turnaround-words.ts';
import { pricingMessages } from '../pricing-messages.ts';

/** A tier code's turnaround of the last 90 days, as one cell or line: the median, 9 in 10, and how many orders. */
export function MeasuredTurnaround({ tier }: { tier: TierTurnaround }) {
  const language = useLanguage();
  const words = turnaroundWords(tier, language);
  return (
    <span data-testid={`turnaround-${tier.tierCode}`} data-basis={words.basis}>
      <strong>{words.text}</strong>
      {words.p90 ? (
        <>
          <br />
          <Text span size="sm">
            {words.p90}
          </Text>
        </>
      ) : null}
      {words.basedOn ? (
        <>
          <br />
          <Text span size="xs">
            {words.basedOn}
          </Text>
        </>
      ) : null}
    </span>
  );
}

/**
 * The submission builder's line: the turnaround our recent orders of this service took ("Recently: 4 weeks,
 * 9 in 10 orders within 5 weeks, based on 12 orders in the last 90 days"), or the current estimate (the
 * editor's message, or '5 weeks') when too few orders left us to measure it. While it loads, or when the call
 * failed, a blank line keeps its room: the catalogue's own turnaround is shown beside it anyway, and the figure
 * arriving must not move the buttons under it as the member goes to click one (a click that lands where "Add to
 * cart" was a moment ago adds nothing). The form asks for the figures as it opens (`useTurnaroundFigures`), so they
 * are usually at hand before the line is priced.
 */
export function TurnaroundFigure({ tierCode }: { tierCode: string }) {
  const { data } = useGetTurnaroundQuery();
  const language = useLanguage();
  const text = useMessages(pricingMessages);
  const tier = data?.tiers.find((t) => t.tierCode === tierCode);
  if (!data) {
    return (
      <Text size="sm" aria-hidden data-testid="measured-turnaround-pending">
        {'\u00a0'}
      </Text>
    );
  }
  const words = tier ? turnaroundWords(tier, language) : turnaroundWords({ shown: data.fallback, medianDays: null, p90Days: null, sampleSize: 0 }, language);
  return (
    <Text size="sm" data-testid="measured-turnaround" data-basis={words.basis}>
      {words.basis === 'measured' ? (
        <>
          {text.recentFigure(words.text)}. {words.p90}. {words.basedOn}
        </>
      ) : (
        <>
          {text.estimateIs('')}
          <span lang={words.lang}>{words.text}</span>
        </>
      )}
    </Text>
  );
}

/** Asks for the turnaround figures as a screen that will show them opens, so a figure is there when it is shown. */
export function useTurnaroundFigures(): void {
  useGetTurnaroundQuery();
}
