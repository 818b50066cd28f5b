import type { CollectibleType } from '../catalogue/catalogue.ts';
import { MIN_YEAR_EXCLUSIVE, applyTierRules, eligibleTiers, findTier } from '../pricing/tier-rules.ts';
import type { FieldProblem, PricingCatalogue } from '../pricing/types.ts';
import { submissionMessages } from './messages.ts';
import type { ComicLine } from './submission.ts';

/**
 * Comic line and reholder validation (spec 5 Comic line, Reholder). Problems name the ComicLine key they
 * concern (signatures as `signatures.{index}.name`), so the form marks the field and the server returns
 * them as modelState. The browser runs these before adding a line; the command side again before pricing.
 */

export { MIN_YEAR_EXCLUSIVE };
export const GRADE_SCREEN_MIN = 2.5;
export const GRADE_SCREEN_MAX = 9.9;
export const REHOLDER_ID_LENGTH = 14;
/** The grading category of a book that was never graded: it cannot be reholdered (spec 5). */
export const RAW_GRADE_CATEGORY = 'Raw Grade';

/** Spec 5: insured values are rounded up to whole dollars; kept as cents. Negative or not a number -> 0. */
export function roundUpInsuredCents(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars <= 0) return 0;
  // Typed amounts such as 19.99 are binary fractions; drop float noise below a tenth of a cent before rounding up.
  return Math.ceil(Math.round(dollars * 1000) / 1000) * 100;
}

/**
 * Removes a signature. Spec 5/8: Verified Plus must be removed before Verified, so removing a VSP while the
 * line still has a VSPP is refused. An unknown id leaves the line as it is.
 */
export function removeSignature(line: ComicLine, signatureId: string): { line: ComicLine } | { error: string } {
  const target = line.signatures.find((s) => s.id === signatureId);
  if (!target) return { line };
  if (target.type === 'VSP' && line.signatures.some((s) => s.type === 'VSPP')) return { error: submissionMessages.removeVerifiedPlusFirst };
  return { line: { ...line, signatures: line.signatures.filter((s) => s.id !== signatureId) } };
}

export interface LineValidationContext {
  catalogue: Pick<PricingCatalogue, 'tiers' | 'limits'>;
  collectibleType: CollectibleType;
  /** Titles the lookup returned for what was typed; a non-custom title must be one of them (case-insensitive). */
  knownTitles?: string[];
}

export function validateComicLine(line: ComicLine, context: LineValidationContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  const { catalogue } = context;
  const isReholder = line.kind === 'reholder';

  if (!Number.isInteger(line.quantity) || line.quantity < 1) problem('quantity', submissionMessages.quantityRequired);
  else if (line.quantity > catalogue.limits.maxComics) problem('quantity', submissionMessages.tooManyComics);

  // A reholder line is the graded book found by its id; its title, issue, year and publisher come from that record.
  if (isReholder) {
    if ((line.reholderId ?? '').trim().length !== REHOLDER_ID_LENGTH) problem('reholderId', submissionMessages.reholderInvalidId);
  } else {
    if (!line.title.trim()) problem('title', submissionMessages.titleRequired);
    else if (!line.isCustomTitle && context.knownTitles) {
      const wanted = line.title.trim().toLowerCase();
      if (!context.knownTitles.some((t) => t.trim().toLowerCase() === wanted)) problem('title', submissionMessages.customTitleMustMatch);
    }
    if (!line.issue.trim()) problem('issue', submissionMessages.issueRequired);
    if (!line.publisher.trim()) problem('publisher', submissionMessages.publisherRequired);
    if (!Number.isInteger(line.year) || line.year <= MIN_YEAR_EXCLUSIVE) problem('year', submissionMessages.yearAbove1900);
  }
  // Every line declares a value, reholders included: it is what the return shipment insures.
  if (line.insuredCents <= 0) problem('insuredCents', submissionMessages.insuredRequired);
  else if (line.insuredCents > catalogue.limits.maxInsuredCents) problem('insuredCents', submissionMessages.insuredOverLimit);

  if (line.gradeScreen !== null && !(line.gradeScreen >= GRADE_SCREEN_MIN && line.gradeScreen <= GRADE_SCREEN_MAX)) {
    problem('gradeScreen', submissionMessages.gradeScreenRange);
  }
  line.signatures.forEach((s, i) => {
    if (s.type !== 'ASP') return;
    if (!s.name.trim()) problem(`signatures.${i}.name`, submissionMessages.aspNeedsNameAndDate);
    if (!s.date || !s.date.trim()) problem(`signatures.${i}.date`, submissionMessages.aspNeedsNameAndDate);
  });

  const tier = findTier(catalogue.tiers, line.tierId);
  const year = Number.isInteger(line.year) && line.year > MIN_YEAR_EXCLUSIVE ? line.year : null;
  const eligible = eligibleTiers(catalogue.tiers, { collectibleType: context.collectibleType, kind: line.kind, year, insuredCents: line.insuredCents });
  if (!tier || !eligible.some((t) => t.id === tier.id)) {
    problem('tierId', submissionMessages.tierNotForLine);
    return problems;
  }
  if (tier.kind === 'originalArt' && line.signatures.length === 0) problem('signatures', submissionMessages.originalArtNeedsSignature);
  // Options the tier would take away are reported, so the member sees why rather than losing them silently.
  const ruled = applyTierRules(line, tier);
  if (line.fastPassValue !== ruled.fastPassValue) problem('fastPassValue', submissionMessages.expressNotOffered);
  if (line.press !== 0 && ruled.press !== line.press) problem('press', submissionMessages.pressNotOffered);
  if (line.partialGrade && !ruled.partialGrade) problem('partialGrade', submissionMessages.partialGradeNotOffered);
  return problems;
}

/** Submission-wide limits: at most maxComics books (quantities count) per submission (spec 5, 9). */
export function validateSubmissionLines(lines: readonly ComicLine[], catalogue: Pick<PricingCatalogue, 'limits'>): FieldProblem[] {
  const books = lines.reduce((n, l) => n + l.quantity, 0);
  return books > catalogue.limits.maxComics ? [{ field: 'comics', message: submissionMessages.tooManyComics }] : [];
}

/**
 * A reholder id checked against the graded book it names (spec 5 Reholder): exactly 14 characters and a
 * known book, else 'Invalid Id for reholder'; a raw-grade book cannot be reholdered; the book's collectible
 * type must be the submission's. Returns the message, or null when the id is good.
 */
export function validateReholderId(
  id: string,
  found: { collectibleType: CollectibleType; category: string } | null,
  collectibleType: CollectibleType,
): string | null {
  if (id.trim().length !== REHOLDER_ID_LENGTH || !found) return submissionMessages.reholderInvalidId;
  if (found.category.trim().toLowerCase() === RAW_GRADE_CATEGORY.toLowerCase()) return submissionMessages.reholderRawGrade;
  if (found.collectibleType !== collectibleType) return submissionMessages.reholderSelectValid;
  return null;
}
