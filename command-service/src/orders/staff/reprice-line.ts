import {
  DomainError,
  eligibleTiers,
  formatCents,
  priceLine,
  tierCodeOf,
  type Catalogue,
  type ComicLine,
  type CorrectDeclaredValueBody,
  type OrderProgress,
  type OrderSubmittedData,
  type PricedLine,
} from '@certus/contracts';
import { orderRefusals } from '../order-refusals.ts';

export interface RepricedLine {
  lineIndex: number;
  insuredCents: number;
  /** With the P/E suffix of the line's fast pass (when the new tier offers it). */
  tierCode: string;
  tierLabel: string;
  /** The new tier's turnaround in business days: a line moved to another tier is processed with its group. */
  tierDays: number;
  /** New line total minus the current one (negative: a credit). */
  amountCents: number;
}

/** The member's line as submitted, without the figures the engine added (priceLine computes them again). */
function comicLineOf(priced: PricedLine): ComicLine {
  const { tierCode: _c, tierLabel: _l, days: _d, baseTotalCents: _b, totalCents: _t, gradingCents: _g, pressingCents: _p, signatureCents: _s, vspCents: _v, summary: _m, ...line } = priced;
  return line;
}

/**
 * A declared-value correction priced with the order's own catalogue (spec 4, 9: tier and value-based fees
 * follow a book's value). The line keeps its tier when it still fits the new value; otherwise staff name the
 * tier to move it to (body.tierId), among the tiers of the same kind (a standard book stays on a standard
 * tier) that fit its year and new value. A tier that would change what the member ordered (pressing,
 * signatures) is refused: that work is under way. The difference is between the line priced at its current
 * value and tier and priced at the new ones, both with the same engine, so earlier corrections count.
 * Refusals are 400 (invalid) with the tiers that fit, or 404 for a line the order does not have.
 */
export function repriceLine(
  catalogue: Catalogue,
  order: Pick<OrderSubmittedData, 'orderId' | 'comics' | 'countryCode' | 'collectibleType'>,
  progress: Pick<OrderProgress, 'lines'>,
  body: Pick<CorrectDeclaredValueBody, 'lineIndex' | 'insuredCents' | 'tierId'>,
): RepricedLine {
  const submitted = order.comics[body.lineIndex];
  const current = progress.lines[body.lineIndex];
  if (!submitted || !current) throw new DomainError('not_found', orderRefusals.lineNotInOrder(body.lineIndex, order.orderId));
  const line = comicLineOf(submitted);
  const currentTier = catalogue.tiers.find((t) => t.id === current.tierCode || tierCodeOf(t.id, line.fastPassValue) === current.tierCode);
  if (!currentTier) throw new Error(`tier ${current.tierCode} of order ${order.orderId} is not in catalogue ${catalogue.version}`);

  const fits = eligibleTiers(catalogue.tiers, { collectibleType: order.collectibleType, kind: line.kind, year: line.year, insuredCents: body.insuredCents }).filter(
    (t) => t.kind === currentTier.kind,
  );
  const value = `a book of ${formatCents(body.insuredCents)} from ${line.year}`;
  const choose = fits.length ? `tiers that fit: ${fits.map((t) => t.id).join(', ')}.` : 'no tier of its kind fits.';
  const targetId = body.tierId ?? currentTier.id;
  const target = fits.find((t) => t.id === targetId);
  if (!target) throw new DomainError('invalid', `Tier ${targetId} does not fit ${value}: ${choose}`);

  const before = priceLine(catalogue, order.countryCode, { ...line, insuredCents: current.insuredCents, tierId: currentTier.id });
  const after = priceLine(catalogue, order.countryCode, { ...line, insuredCents: body.insuredCents, tierId: target.id });
  const sameWork = after.press === line.press && after.signatures.length === line.signatures.length && after.isSlab === line.isSlab;
  if (!sameWork) throw new DomainError('invalid', `Tier ${target.id} would change the services of line ${body.lineIndex + 1} (pressing or signatures): ${choose}`);
  return {
    lineIndex: body.lineIndex,
    insuredCents: body.insuredCents,
    tierCode: after.tierCode,
    tierLabel: after.tierLabel,
    tierDays: after.days,
    amountCents: after.totalCents - before.totalCents,
  };
}
