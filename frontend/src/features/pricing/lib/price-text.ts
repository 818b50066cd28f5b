import { formatCents, type CatalogueTier, type CurrencyCode, type TierKind } from '@certus/contracts';
import type { PricingWords } from '../pricing-messages.ts';
import { dateFormat } from '../../../lib/date-formats.ts';

/** A tier's price per book as the price list reads it: a flat fee, or a share of the declared value with its bounds. */
export function tierPriceText(tier: Pick<CatalogueTier, 'valueCents' | 'percentOfInsuredBp' | 'minValueCents' | 'maxValueCents'>, currency: CurrencyCode, words: PricingWords): string {
  if (tier.percentOfInsuredBp === null) return formatCents(tier.valueCents, currency);
  const percent = String(tier.percentOfInsuredBp / 100);
  const minimum = formatCents(tier.minValueCents ?? tier.valueCents, currency);
  const maximum = tier.maxValueCents === null ? null : formatCents(tier.maxValueCents, currency);
  return words.percentOfValue(percent, minimum, maximum);
}

/**
 * A declared (insured) value: always US dollars, whatever the fees are in. Beside CA$ fees it is marked US$, so
 * a Canadian reader never takes a US threshold for a Canadian one.
 */
export function declaredValueText(cents: number, feeCurrency: CurrencyCode): string {
  const usd = formatCents(cents, 'USD');
  return feeCurrency === 'CAD' ? `US${usd}` : usd;
}

/** The price list's sections, in the order a collector meets them. */
export const TIER_KINDS: readonly TierKind[] = ['standard', 'witnessed', 'slab', 'originalArt', 'reholder', 'onsite'];

export function kindTitle(kind: TierKind, words: PricingWords): string {
  const titles: Record<TierKind, string> = {
    standard: words.kindStandard,
    witnessed: words.kindWitnessed,
    slab: words.kindSlab,
    originalArt: words.kindOriginalArt,
    reholder: words.kindReholder,
    onsite: words.kindOnsite,
  };
  return titles[kind];
}

/** "2025-02-01" as the page's language writes a date. */
export function effectiveDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}
