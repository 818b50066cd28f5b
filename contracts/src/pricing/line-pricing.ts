import type { AddonId, CatalogueAddon, CatalogueTier, CollectibleType, CountryCode } from '../catalogue/catalogue.ts';
import { DomainError } from '../errors.ts';
import { submissionMessages } from '../submission/messages.ts';
import type { ComicLine, PressValue, PricedLine, SummaryLine } from '../submission/submission.ts';
import { applyTierRules, findTier, offeredTiers, serviceDays, tierCodeOf } from './tier-rules.ts';
import { PRESS_SCREEN_DAYS, pressingDays } from './turnaround.ts';
import type { PricingCatalogue } from './types.ts';

/**
 * The price and days of one comic line (spec 3 Comic line, 9). Every figure is per book times the
 * quantity; `insuredCents` is the declared value of ONE book (the tier, pressing premium and value-based
 * fee follow a book's value; the order's insured total is insuredCents x quantity).
 *
 * The parts of a priced line, so discounts find their base (member discounts, promo addOn):
 * - gradingCents: the tier fee (baseTotalCents) + Priority/Express surcharge + press screen + grade screen
 *   + partial grade (the grading services; the member's discountRate applies to them);
 * - pressingCents: pressing, fast pressing or express pressing (pressingDiscountRate, or $10 a book for MN/NW);
 * - signatureCents: every signature fee; vspCents: its Verified (VSP) and Verified Plus (VSPP) part
 *   (vspDiscountRate). totalCents = gradingCents + pressingCents + signatureCents.
 */

/** The add-on each press value is priced with (spec 3 Comic line: 1 pressing, 2 fast pressing, 3 express pressing). */
export const PRESS_ADDON: Record<1 | 2 | 3, AddonId> = { 1: 'PRESS', 2: 'FASTPRESS', 3: 'EXPRESSPRESS' };
const SIGNATURE_ADDON = { ASP: 'SIG_ASP', VSP: 'SIG_VSP', VSPP: 'SIG_VSPP' } as const satisfies Record<string, AddonId>;

export function findAddon(catalogue: Pick<PricingCatalogue, 'addons'>, id: AddonId): CatalogueAddon | undefined {
  return catalogue.addons.find((a) => a.id === id);
}

/**
 * The days a press value adds to a line (spec 9: fast pressing, value 2, takes half its add-on's days), as
 * priceLine counts them; 0 for none or when the catalogue has no such add-on.
 */
export function pressOptionDays(catalogue: Pick<PricingCatalogue, 'addons'>, press: PressValue): number {
  if (press === 0) return 0;
  const addon = findAddon(catalogue, PRESS_ADDON[press]);
  return addon ? pressingDays(press, addon.days) : 0;
}

/** A press value as a customer reads it: the catalogue's label of its add-on ("Fast pressing"); null for none. */
export function pressLabel(catalogue: Pick<PricingCatalogue, 'addons'>, press: PressValue): string | null {
  if (press === 0) return null;
  return findAddon(catalogue, PRESS_ADDON[press])?.label ?? null;
}

/** An add-on's fee for a book of this declared value: the premium above premiumFromInsuredCents, else the value. */
export function addonFeeCents(addon: CatalogueAddon, insuredCents: number): number {
  const premium = addon.premiumCents !== null && addon.premiumFromInsuredCents !== null && insuredCents > addon.premiumFromInsuredCents;
  return premium ? (addon.premiumCents ?? addon.valueCents) : addon.valueCents;
}

/** The tier's grading fee for one book: the flat value, or the value-based fee bounded by min and max. */
export function tierFeePerBookCents(tier: CatalogueTier, insuredCents: number): number {
  if (tier.percentOfInsuredBp === null) return tier.valueCents;
  let fee = Math.ceil((insuredCents * tier.percentOfInsuredBp) / 10_000);
  if (tier.minValueCents !== null) fee = Math.max(fee, tier.minValueCents);
  if (tier.maxValueCents !== null) fee = Math.min(fee, tier.maxValueCents);
  return fee;
}

/**
 * Spec 9 Verified Plus: per signature (US 20, other 25 dollars); from 4 signatures on, the cap (US 80,
 * other 100) is the price, whatever the number. Per book.
 */
export function verifiedPlusCents(catalogue: Pick<PricingCatalogue, 'verifiedPlus'>, countryCode: CountryCode, signatures: number): number {
  if (signatures <= 0) return 0;
  const vp = catalogue.verifiedPlus;
  const region = countryCode === 'US' ? 'US' : 'other';
  if (signatures >= vp.capFromSignatures) return vp.capCents[region];
  return Math.min(signatures * vp.perSignatureCents[region], vp.capCents[region]);
}

const times = (label: string, quantity: number) => `${label} × ${quantity}`;

/**
 * Prices a line after applying its tier's rules. Throws DomainError('invalid', tierNotForLine, 'tierId')
 * when the tier is not in the catalogue (an outdated cart), and when an add-on the line needs is missing.
 */
export function priceLine(catalogue: PricingCatalogue, countryCode: CountryCode, input: ComicLine): PricedLine {
  const tier = findTier(catalogue.tiers, input.tierId);
  if (!tier) throw new DomainError('invalid', submissionMessages.tierNotForLine, 'tierId');
  const line = applyTierRules(input, tier);
  const q = line.quantity;
  const addon = (id: AddonId) => {
    const found = findAddon(catalogue, id);
    if (!found) throw new DomainError('invalid', submissionMessages.tierNotForLine, 'tierId');
    return found;
  };
  const tierCode = tierCodeOf(tier.id, line.fastPassValue);
  const summary: SummaryLine[] = [];

  const baseTotalCents = tierFeePerBookCents(tier, line.insuredCents) * q;
  // Customers read the catalogue's label, never the code (MN, MNP): the summary is shown in the cart, the
  // checkout, the order page and the invoice.
  summary.push({ label: times(`Grading: ${tier.label}`, q), amountCents: baseTotalCents });
  let gradingCents = baseTotalCents;
  let days = serviceDays(tier, line.fastPassValue);

  const level = line.fastPassValue === 5 ? tier.priority : line.fastPassValue === 6 ? tier.express : null;
  if (level) {
    const amountCents = level.valueCents * q;
    summary.push({ label: times(line.fastPassValue === 5 ? 'Priority' : 'Express', q), amountCents });
    gradingCents += amountCents;
  }
  if (line.pressScreen && tier.pressScreen) {
    const amountCents = tier.pressScreen.valueCents * q;
    summary.push({ label: times('Press screen', q), amountCents });
    gradingCents += amountCents;
    days += PRESS_SCREEN_DAYS;
  }
  if (line.gradeScreen !== null) {
    const screen = addon('GRADESCREEN');
    const amountCents = addonFeeCents(screen, line.insuredCents) * q;
    summary.push({ label: times(`Grade screen (${line.gradeScreen.toFixed(1)})`, q), amountCents });
    gradingCents += amountCents;
    days += screen.days;
  }
  if (line.partialGrade && tier.partialGrade) {
    const amountCents = tier.partialGrade.valueCents * q;
    summary.push({ label: times('Partial grade', q), amountCents });
    gradingCents += amountCents;
    days += tier.partialGrade.days;
  }

  // PM includes express pressing in its own value and days: nothing is added for it.
  let pressingCents = 0;
  if (line.press !== 0 && !tier.forcesExpressPress) {
    const press = addon(PRESS_ADDON[line.press]);
    pressingCents = addonFeeCents(press, line.insuredCents) * q;
    summary.push({ label: times(press.label, q), amountCents: pressingCents });
    days += pressingDays(line.press, press.days);
  }

  let signatureCents = 0;
  let vspCents = 0;
  let signatureDays = 0;
  const byType = (type: 'ASP' | 'VSP' | 'VSPP') => line.signatures.filter((s) => s.type === type);
  for (const signature of [...byType('ASP'), ...byType('VSP')]) {
    const sig = addon(SIGNATURE_ADDON[signature.type]);
    const amountCents = addonFeeCents(sig, line.insuredCents) * q;
    const who = signature.name.trim() ? `: ${signature.name.trim()}` : '';
    summary.push({ label: times(`${sig.label}${who}`, q), amountCents });
    signatureCents += amountCents;
    if (signature.type === 'VSP') vspCents += amountCents;
    signatureDays = Math.max(signatureDays, sig.days);
  }
  const verifiedPlus = byType('VSPP').length;
  if (verifiedPlus > 0) {
    const amountCents = verifiedPlusCents(catalogue, countryCode, verifiedPlus) * q;
    const label = `Verified Plus (${verifiedPlus} signature${verifiedPlus === 1 ? '' : 's'})`;
    summary.push({ label: times(label, q), amountCents });
    signatureCents += amountCents;
    vspCents += amountCents;
    signatureDays = Math.max(signatureDays, addon('SIG_VSPP').days);
  }
  days += signatureDays;

  return {
    ...line,
    tierCode,
    tierLabel: tier.label,
    days,
    baseTotalCents,
    totalCents: gradingCents + pressingCents + signatureCents,
    gradingCents,
    pressingCents,
    signatureCents,
    vspCents,
    summary,
  };
}

/**
 * The line as the builder shows it: priced once its year and declared value are entered and it holds a tier
 * offered for them (offeredTiers), otherwise null: no total is shown for a book whose service is not known yet.
 */
export function quoteLine(catalogue: PricingCatalogue, countryCode: CountryCode, collectibleType: CollectibleType, line: ComicLine): PricedLine | null {
  if (!offeredTiers(catalogue.tiers, collectibleType, line).some((t) => t.id === line.tierId)) return null;
  try {
    return priceLine(catalogue, countryCode, line);
  } catch {
    return null;
  }
}
