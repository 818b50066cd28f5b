import type { CatalogueTier, CollectibleType } from '../catalogue/catalogue.ts';
import type { ComicLine, FastPassValue, LineKind, Signature } from '../submission/submission.ts';

/**
 * Tier rules (spec 4): which tiers a line may take, and what a tier forces on the line. Applied by the
 * builder when a tier is chosen and again by priceLine, so a line that breaks a rule (a pressed slab, a
 * Verified signature on a witnessed tier) is priced as the rule leaves it, on both sides.
 */

/** Spec 4: fast pass 5 is Priority (suffix P), 6 is Express (suffix E). */
export function tierCodeOf(tierId: string, fastPassValue: FastPassValue): string {
  if (fastPassValue === 5) return `${tierId}P`;
  if (fastPassValue === 6) return `${tierId}E`;
  return tierId;
}

/** Spec 5: a book's year must be above this (it is also what chooses the tier and the price). */
export const MIN_YEAR_EXCLUSIVE = 1900;

/** The Priority / Express level of a fast pass value, as a customer reads it; null without one. */
export function serviceLevelName(fastPassValue: FastPassValue): 'Priority' | 'Express' | null {
  return fastPassValue === 5 ? 'Priority' : fastPassValue === 6 ? 'Express' : null;
}

/**
 * A service as a customer reads it: the catalogue's label with the level chosen ("Modern", "Modern, Priority").
 * Codes (MN, MNP) are for staff and the server; every customer-facing name goes through here.
 */
export function serviceName(tierLabel: string, fastPassValue: FastPassValue): string {
  const level = serviceLevelName(fastPassValue);
  return level ? `${tierLabel}, ${level}` : tierLabel;
}

/** The tier kinds each builder page offers. */
export const tierKindsByLineKind: Record<LineKind, readonly CatalogueTier['kind'][]> = {
  comic: ['standard', 'witnessed', 'slab', 'onsite'],
  artwork: ['originalArt'],
  reholder: ['reholder'],
};

/** Spec 4: grade screen and partial grade only with services of at least this many days. */
export const MIN_DAYS_FOR_SCREEN_AND_PARTIAL = 10;

const within = (value: number, min: number | null, max: number | null) => (min === null || value >= min) && (max === null || value <= max);

export const findTier = (tiers: readonly CatalogueTier[], tierId: string): CatalogueTier | undefined => tiers.find((t) => t.id === tierId);

/**
 * Tiers a book may take: its collectible type, the builder page's kinds, the year range and the declared
 * value (per book) range. A null year (not entered yet) does not narrow by year: the builder lists the
 * tiers, and validation asks for the year before the line can be priced.
 */
export function eligibleTiers(
  tiers: readonly CatalogueTier[],
  q: { collectibleType: CollectibleType; kind: LineKind; year: number | null; insuredCents: number },
): CatalogueTier[] {
  const kinds = tierKindsByLineKind[q.kind];
  return tiers.filter(
    (t) =>
      t.collectibleTypes.includes(q.collectibleType) &&
      kinds.includes(t.kind) &&
      (q.year === null || within(q.year, t.minYear, t.maxYear)) &&
      within(q.insuredCents, t.minInsuredCents, t.maxInsuredCents),
  );
}

/**
 * Spec 5, 9: the year and the declared value choose a line's tier, so until both are entered there is no
 * tier and no price (a reholder's year is the graded book's own: only its value is asked).
 */
export function tierChoiceKnown(line: Pick<ComicLine, 'kind' | 'year' | 'insuredCents'>): boolean {
  const yearKnown = line.kind === 'reholder' || (Number.isInteger(line.year) && line.year > MIN_YEAR_EXCLUSIVE);
  return yearKnown && line.insuredCents > 0;
}

/**
 * The tiers offered to a line as the member builds it: none until its year and value are entered
 * (tierChoiceKnown), then eligibleTiers. The builder preselects nothing and prices nothing before that.
 */
export function offeredTiers(tiers: readonly CatalogueTier[], collectibleType: CollectibleType, line: Pick<ComicLine, 'kind' | 'year' | 'insuredCents'>): CatalogueTier[] {
  if (!tierChoiceKnown(line)) return [];
  return eligibleTiers(tiers, { collectibleType, kind: line.kind, year: line.kind === 'reholder' ? null : line.year, insuredCents: line.insuredCents });
}

/** Fast pass levels the tier offers (slab and onsite tiers never do, spec 4). */
export function fastPassAllowed(tier: CatalogueTier, fastPassValue: FastPassValue): boolean {
  if (fastPassValue === 0) return true;
  if (tier.kind === 'slab' || tier.kind === 'onsite' || tier.kind === 'reholder') return false;
  return fastPassValue === 5 ? tier.priority !== null : tier.express !== null;
}

/** Business days of the chosen service level: the tier's, or its Priority / Express days. */
export function serviceDays(tier: CatalogueTier, fastPassValue: FastPassValue): number {
  if (fastPassValue === 5 && tier.priority) return tier.priority.days;
  if (fastPassValue === 6 && tier.express) return tier.express.days;
  return tier.days;
}

/** Whether pressing may be ordered with the tier for a book of this declared value (never slab, original art, onsite, reholder). */
export function pressAllowed(tier: CatalogueTier, insuredCents: number): boolean {
  if (tier.kind === 'slab' || tier.kind === 'originalArt' || tier.kind === 'onsite' || tier.kind === 'reholder') return false;
  return tier.press !== null && within(insuredCents, tier.press.minInsuredCents, tier.press.maxInsuredCents);
}

/** Whether a press screen may be ordered with the tier for a book of this declared value. */
export function pressScreenAllowed(tier: CatalogueTier, insuredCents: number): boolean {
  if (!pressAllowed(tier, insuredCents) || tier.forcesExpressPress) return false;
  return tier.pressScreen !== null && within(insuredCents, tier.pressScreen.minInsuredCents, tier.pressScreen.maxInsuredCents);
}

/**
 * Spec 4: grade screen and partial grade need a service of 10 days or more. The days of the chosen level
 * count: MN is 20 days, but MN Express (5 days) leaves no time for either.
 */
export function gradeScreenAllowed(tier: CatalogueTier, fastPassValue: FastPassValue): boolean {
  return tier.kind !== 'reholder' && serviceDays(tier, fastPassValue) >= MIN_DAYS_FOR_SCREEN_AND_PARTIAL;
}

export function partialGradeAllowed(tier: CatalogueTier, fastPassValue: FastPassValue): boolean {
  return tier.partialGrade !== null && gradeScreenAllowed(tier, fastPassValue);
}

const withoutVerified = (signatures: Signature[]) => signatures.filter((s) => s.type === 'ASP');

/**
 * The line as the tier leaves it (spec 4 Tier rules). Idempotent: applying it twice changes nothing more.
 * - the tier's kind sets artwork (original art) and isSlab (slab); other kinds clear them;
 * - slab, original art, onsite and reholder tiers take no pressing and no press screen;
 * - slab, onsite and reholder tiers take no fast pass; other tiers only the levels they price;
 * - PM (forcesExpressPress) forces express pressing (press 3);
 * - pressing elsewhere only where the tier's press range covers the declared value;
 * - grade screen and partial grade only with 10 days or more; partial grade drops VSP and VSPP;
 * - witnessed tiers drop VSP and VSPP signatures;
 * - reholder lines carry no signatures or grading options; other lines no reholder id.
 */
export function applyTierRules(line: ComicLine, tier: CatalogueTier): ComicLine {
  const fastPassValue: FastPassValue = fastPassAllowed(tier, line.fastPassValue) ? line.fastPassValue : 0;
  const press = tier.forcesExpressPress ? 3 : pressAllowed(tier, line.insuredCents) ? line.press : 0;
  const pressScreen = line.pressScreen && press === 0 && pressScreenAllowed(tier, line.insuredCents);
  const gradeScreen = line.gradeScreen !== null && gradeScreenAllowed(tier, fastPassValue) ? line.gradeScreen : null;
  const partialGrade = line.partialGrade && partialGradeAllowed(tier, fastPassValue);
  const isReholder = tier.kind === 'reholder';
  let signatures = isReholder ? [] : line.signatures;
  if (tier.kind === 'witnessed' || partialGrade) signatures = withoutVerified(signatures);
  return {
    ...line,
    tierId: tier.id,
    fastPassValue,
    press,
    pressScreen,
    gradeScreen,
    partialGrade,
    artwork: tier.kind === 'originalArt',
    isSlab: tier.kind === 'slab',
    reholderId: isReholder ? line.reholderId : null,
    signatures: signatures === line.signatures ? line.signatures : [...signatures],
  };
}
