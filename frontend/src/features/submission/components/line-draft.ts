import {
  applyTierRules,
  gradeScreenAllowed,
  offeredTiers,
  partialGradeAllowed,
  pressAllowed,
  pressScreenAllowed,
  priceLine,
  quoteLine,
  type CatalogueTier,
  type ComicLine,
  type CountryCode,
  type LineKind,
  type PricedLine,
  type SubmitDataResponse,
} from '@certus/contracts';

export function newLine(kind: LineKind): ComicLine {
  return {
    uniqueId: crypto.randomUUID(),
    kind,
    quantity: 1,
    title: '',
    isCustomTitle: false,
    issue: '',
    year: 0,
    publisher: '',
    variant: '',
    pedigree: null,
    insuredCents: 0,
    tierId: '',
    fastPassValue: 0,
    press: 0,
    pressScreen: false,
    gradeScreen: null,
    partialGrade: false,
    artwork: kind === 'artwork',
    isSlab: false,
    reholderId: null,
    signatures: [],
  };
}

/**
 * The tiers this line may take (spec 4, 9: by collectible type, kind, year and insured value): none until the
 * year and the value are entered, as the contracts' offeredTiers decides, so nothing is chosen or priced early.
 */
export function tiersFor(line: ComicLine, data: SubmitDataResponse): CatalogueTier[] {
  return offeredTiers(data.tiers, data.collectibleType, line);
}

/**
 * The line after a change, as the tier rules make it (spec 4): a tier it can no longer take gives way to
 * the first it can, then the tier's rules force or clear flags (artwork, slab, pressing, fast pass, ...),
 * so the form always shows what will be priced and submitted.
 */
export function fitLine(line: ComicLine, data: SubmitDataResponse): ComicLine {
  const eligible = tiersFor(line, data);
  const tier = eligible.find((t) => t.id === line.tierId) ?? eligible[0];
  if (!tier) return { ...line, tierId: '' };
  return applyTierRules({ ...line, tierId: tier.id }, tier);
}

export const tierOf = (line: ComicLine, data: SubmitDataResponse) => data.tiers.find((t) => t.id === line.tierId);

/** The line priced by the engine, or null while its year, value or tier is not known (quoteLine). */
export function pricedOrNull(data: SubmitDataResponse, countryCode: CountryCode, line: ComicLine): PricedLine | null {
  return quoteLine(data, countryCode, data.collectibleType, line);
}

/**
 * What the tier offers this line (spec 4), as the engine's tier rules decide it: pressing and press screen
 * by the declared value, grade screen and partial grade by the days of the chosen level (MN Express is too
 * quick for either).
 */
export const pressOffered = (tier: CatalogueTier, line: ComicLine) => pressAllowed(tier, line.insuredCents);
export const pressScreenOffered = (tier: CatalogueTier, line: ComicLine) => pressScreenAllowed(tier, line.insuredCents);
export const gradeScreenOffered = (tier: CatalogueTier, line: ComicLine) => gradeScreenAllowed(tier, line.fastPassValue);
export const partialGradeOffered = (tier: CatalogueTier, line: ComicLine) => partialGradeAllowed(tier, line.fastPassValue);

/** The grading fee of one book with this tier, as the engine prices it (flat or value-based). */
export function tierPriceCents(tier: CatalogueTier, line: ComicLine, data: SubmitDataResponse, countryCode: CountryCode): number {
  const bare: ComicLine = { ...line, tierId: tier.id, quantity: 1, fastPassValue: 0, press: 0, pressScreen: false, gradeScreen: null, partialGrade: false, signatures: [] };
  try {
    return priceLine(data, countryCode, applyTierRules(bare, tier)).baseTotalCents;
  } catch {
    return tier.valueCents;
  }
}
