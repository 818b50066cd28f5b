import type { ComicLine, PricedLine } from '../submission/submission.ts';
import { applyTierRules, findTier, pressScreenAllowed } from './tier-rules.ts';
import { PRESS_SCREEN_DAYS } from './turnaround.ts';
import type { PricingCatalogue } from './types.ts';

/**
 * The order-wide Grading Press Screen (spec 4, 9): every book that could be pressed but is not (its tier
 * allows a press screen for its declared value, it has no pressing and no press screen of its own) is
 * screened for pressing. It applies at 5 or more such books (quantities count: items are books), costs
 * gradingPressScreen.valueCents per screened book, and adds the press screen's 7 days to those lines.
 */

export function isGradingPressScreenCandidate(line: ComicLine, catalogue: Pick<PricingCatalogue, 'tiers'>): boolean {
  const tier = findTier(catalogue.tiers, line.tierId);
  if (!tier) return false;
  const ruled = applyTierRules(line, tier);
  return ruled.press === 0 && !ruled.pressScreen && pressScreenAllowed(tier, ruled.insuredCents);
}

/** Number of books the Grading Press Screen would screen. */
export function gradingPressScreenItems(lines: readonly ComicLine[], catalogue: Pick<PricingCatalogue, 'tiers'>): number {
  return lines.filter((l) => isGradingPressScreenCandidate(l, catalogue)).reduce((n, l) => n + l.quantity, 0);
}

/** Whether the Grading Press Screen can be ordered: offered now, and at least minItems qualifying books. */
export function qualifiesForGradingPressScreen(lines: readonly ComicLine[], catalogue: Pick<PricingCatalogue, 'tiers' | 'gradingPressScreen'>): boolean {
  const offer = catalogue.gradingPressScreen;
  return offer.available && gradingPressScreenItems(lines, catalogue) >= offer.minItems;
}

/** A priced line with the screen added (a grading service: it counts in gradingCents), or as it was when it does not qualify. */
export function withGradingPressScreen(line: PricedLine, catalogue: Pick<PricingCatalogue, 'tiers' | 'gradingPressScreen'>): PricedLine {
  if (!isGradingPressScreenCandidate(line, catalogue)) return line;
  const amountCents = catalogue.gradingPressScreen.valueCents * line.quantity;
  return {
    ...line,
    days: line.days + PRESS_SCREEN_DAYS,
    gradingCents: line.gradingCents + amountCents,
    totalCents: line.totalCents + amountCents,
    summary: [...line.summary, { label: `Grading Press Screen × ${line.quantity}`, amountCents }],
  };
}
