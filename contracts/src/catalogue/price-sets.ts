import type { CurrencyCode } from '../rules/money.ts';
import type { Catalogue, CataloguePriceSet, CatalogueTier, ServiceLevel } from './catalogue.ts';

/**
 * The catalogue's figures in a currency. The catalogue itself is in US dollars; Canadian dollars come from its
 * published Canadian price set (Catalogue.cadPrices), never from a conversion. Only fees change: declared-value
 * ranges, days, rules and promo codes stay as published.
 */

/** What a Canadian price set lacks or has too much of for this catalogue (empty when it prices every fee). */
export function priceSetProblems(catalogue: Catalogue, set: CataloguePriceSet): string[] {
  const problems: string[] = [];
  const shape = (what: string, usd: unknown, cad: number | null) => {
    if ((usd === null || usd === undefined) !== (cad === null)) problems.push(`${what}: ${cad === null ? 'missing' : 'priced, but the catalogue has none'}`);
  };
  for (const tier of catalogue.tiers) {
    const prices = set.tiers[tier.id];
    if (!prices) {
      problems.push(`tier ${tier.id}: no price`);
      continue;
    }
    shape(`tier ${tier.id} minimum`, tier.minValueCents, prices.minValueCents);
    shape(`tier ${tier.id} maximum`, tier.maxValueCents, prices.maxValueCents);
    shape(`tier ${tier.id} priority`, tier.priority, prices.priorityCents);
    shape(`tier ${tier.id} express`, tier.express, prices.expressCents);
    shape(`tier ${tier.id} partial grade`, tier.partialGrade, prices.partialGradeCents);
    shape(`tier ${tier.id} press screen`, tier.pressScreen, prices.pressScreenCents);
  }
  for (const addon of catalogue.addons) {
    const prices = set.addons[addon.id];
    if (!prices) problems.push(`add-on ${addon.id}: no price`);
    else shape(`add-on ${addon.id} premium`, addon.premiumCents, prices.premiumCents);
  }
  for (const service of catalogue.carrierServices) if (!set.carrierServices[service.id]) problems.push(`carrier service ${service.id}: no rates`);
  const known = (ids: string[], priced: Record<string, unknown>, what: string) => {
    for (const id of Object.keys(priced)) if (!ids.includes(id)) problems.push(`${what} ${id}: not in the catalogue`);
  };
  known(catalogue.tiers.map((t) => t.id), set.tiers, 'tier');
  known(catalogue.addons.map((a) => a.id), set.addons, 'add-on');
  known(catalogue.carrierServices.map((s) => s.id), set.carrierServices, 'carrier service');
  return problems;
}

/**
 * The catalogue with every fee in `currency`: itself for US dollars; for Canadian dollars, its fees replaced by
 * the Canadian price set, or null when none is published (or one that does not price every fee).
 */
export function catalogueInCurrency(catalogue: Catalogue, currency: CurrencyCode): Catalogue | null {
  if (currency === 'USD') return catalogue;
  const set = catalogue.cadPrices;
  if (!set || priceSetProblems(catalogue, set).length > 0) return null;
  return {
    ...catalogue,
    tiers: catalogue.tiers.map((tier) => tierIn(tier, set)),
    addons: catalogue.addons.map((addon) => ({ ...addon, ...set.addons[addon.id]! })),
    verifiedPlus: { ...catalogue.verifiedPlus, ...set.verifiedPlus },
    carrierServices: catalogue.carrierServices.map((service) => ({ ...service, ...set.carrierServices[service.id]! })),
    handlingCents: set.handlingCents,
    gradingPressScreen: { ...catalogue.gradingPressScreen, valueCents: set.gradingPressScreenCents },
    pressingDiscountPerBookCents: { ...catalogue.pressingDiscountPerBookCents, cents: set.pressingDiscountPerBookCents },
    promoMinimumAfterDiscountCents: set.promoMinimumAfterDiscountCents,
  };
}

function tierIn(tier: CatalogueTier, set: CataloguePriceSet): CatalogueTier {
  const prices = set.tiers[tier.id]!;
  const level = (usd: ServiceLevel | null, cents: number | null): ServiceLevel | null => (usd && cents !== null ? { ...usd, valueCents: cents } : null);
  return {
    ...tier,
    label: prices.label ?? tier.label,
    option: prices.option,
    valueCents: prices.valueCents,
    minValueCents: prices.minValueCents,
    maxValueCents: prices.maxValueCents,
    priority: level(tier.priority, prices.priorityCents),
    express: level(tier.express, prices.expressCents),
    partialGrade: level(tier.partialGrade, prices.partialGradeCents),
    pressScreen: tier.pressScreen && prices.pressScreenCents !== null ? { ...tier.pressScreen, valueCents: prices.pressScreenCents } : null,
  };
}
