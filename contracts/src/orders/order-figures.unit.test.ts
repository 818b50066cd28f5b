import { describe, expect, it } from 'vitest';
import { priceSubmission } from '../pricing/submission-pricing.ts';
import { aLine, aSubmission, promoOf, seedCatalogue } from '../pricing/test-support.ts';
import { orderFiguresOf } from './order-figures.ts';

const priced = () => priceSubmission(seedCatalogue, aSubmission());

describe('order figures: what OrderSubmitted records of the pricing', () => {
  it('given a plain order, then the summary has the items total, shipping and handling and the grand total only', () => {
    const p = priced();
    expect(orderFiguresOf(p).summary).toEqual([
      { label: 'Items total', amountCents: p.totalCents },
      { label: 'Shipping and handling', amountCents: p.shCents },
      { label: 'Grand total', amountCents: p.grandTotalCents },
    ]);
  });

  it('given every adjustment, then each has its row in the review page order, the reductions negative', () => {
    const p = { ...priced(), discountCents: 100, promoDiscountCents: 200, insuranceCents: 400, rewardsAppliedCents: 500 };
    expect(orderFiguresOf(p).summary.map((row) => [row.label, row.amountCents])).toEqual([
      ['Items total', p.totalCents],
      ['Member discount', -100],
      ['Promo discount', -200],
      ['Shipping and handling', p.shCents],
      ['Insurance', 400],
      ['Rewards applied', -500],
      ['Grand total', p.grandTotalCents],
    ]);
  });

  it('given a Grading Press Screen, then the stored summary names it once (in the screened line, inside the items total) and its rows add up to the grand total', () => {
    const p = priceSubmission(seedCatalogue, aSubmission({ comics: [aLine({ quantity: 5 })], isGradingPressScreen: true }));
    expect(p.gradingPressScreenCents).toBeGreaterThan(0);
    const figures = orderFiguresOf(p);

    const named = [...figures.comics.flatMap((line) => line.summary), ...figures.summary].filter((row) => row.label.startsWith('Grading Press Screen'));
    expect(named).toEqual([{ label: 'Grading Press Screen × 5', amountCents: p.gradingPressScreenCents }]);
    expect(figures.summary.find((row) => row.label === 'Items total')?.amountCents).toBe(p.totalCents);
    const grandTotal = figures.summary.at(-1)!;
    expect(grandTotal).toEqual({ label: 'Grand total', amountCents: p.grandTotalCents });
    expect(figures.summary.slice(0, -1).reduce((sum, row) => sum + row.amountCents, 0)).toBe(grandTotal.amountCents);
  });

  it('given a promo, then the order keeps it only when it was applied', () => {
    const promo = promoOf('SAVE10');
    expect(orderFiguresOf({ ...priced(), promo: { status: 'applied', promo, discountCents: 1_000, freeShipping: false } }).promo).toEqual(promo);
    expect(orderFiguresOf({ ...priced(), promo: { status: 'refused', message: 'SAVE10 Promo Code is invalid' } }).promo).toBeNull();
  });
});
