import { describe, expect, it } from 'vitest';
import { DomainError, startProgress, evolveProgress } from '@certus/contracts';
import { seedCatalogue } from '@certus/contracts/pricing/test-support';
import { aSubmittedOrderWithBooks, declaredValueCorrected, orderSubmitted, received } from '@certus/contracts/events/testing/order-lifecycle';
import { repriceLine } from './reprice-line.ts';

const order = aSubmittedOrderWithBooks();
const progress = startProgress(order);
const reprice = (body: { lineIndex: number; insuredCents: number; tierId?: string | null }, p = progress) =>
  repriceLine(seedCatalogue, order, p, { tierId: null, ...body });

describe('repricing a line for a declared-value correction (seed catalogue)', () => {
  it('given a flat-fee tier that still fits the new value, when repriced, then the line keeps its tier and costs the same', () => {
    expect(reprice({ lineIndex: 2, insuredCents: 8_000 })).toEqual({ lineIndex: 2, insuredCents: 8_000, tierCode: 'MN', tierLabel: 'Modern', tierDays: 20, amountCents: 0 });
  });

  it('given a value the tier no longer covers and no tier named, when repriced, then it is refused naming the tiers of its kind that fit', () => {
    expect(() => reprice({ lineIndex: 1, insuredCents: 50_000 })).toThrow('Tier NW does not fit a book of $500.00 from 1974: tiers that fit: HV.');
  });

  it('given a Priority line moved to a tier that fits, when repriced, then it keeps its P suffix and owes the difference of both tiers and their Priority', () => {
    // HV 95 + Priority 30 - (NW 42 + Priority 25) = 58 dollars; its signatures cost the same at both values.
    expect(reprice({ lineIndex: 1, insuredCents: 50_000, tierId: 'HV' })).toEqual({ lineIndex: 1, insuredCents: 50_000, tierCode: 'HVP', tierLabel: 'High Value', tierDays: 15, amountCents: 5_800 });
  });

  it('given a value-based tier and a pressing premium, when a pressed book is found worth $1,100, then both follow the value', () => {
    const repriced = reprice({ lineIndex: 0, insuredCents: 110_000, tierId: 'UN' });
    // UN: 4% of $1,100 = $44, under its $115 minimum; pressing over $1,000 costs $40 instead of $20.
    expect(repriced).toEqual({ lineIndex: 0, insuredCents: 110_000, tierCode: 'UN', tierLabel: 'Unlimited Value', tierDays: 15, amountCents: 11_500 + 4_000 - (2_700 + 2_000) });
  });

  it('given a tier named that does not fit, or is of another kind, when repriced, then it is refused', () => {
    expect(() => reprice({ lineIndex: 1, insuredCents: 50_000, tierId: 'WS' })).toThrow('Tier WS does not fit a book of $500.00 from 1974: tiers that fit: HV.');
    expect(() => reprice({ lineIndex: 0, insuredCents: 10_000, tierId: 'NW' })).toThrow(/Tier NW does not fit a book of \$100.00 from 1988/);
  });

  it('given a tier that would change the work ordered (PM forces express pressing), when repriced, then it is refused', () => {
    expect(() => reprice({ lineIndex: 0, insuredCents: 10_000, tierId: 'PM' })).toThrow('Tier PM would change the services of line 1 (pressing or signatures): tiers that fit: MN, PM.');
  });

  it('given a line corrected before, when corrected again, then the difference is from the corrected value and tier', () => {
    const moved = evolveProgress(progress, declaredValueCorrected({ lineIndex: 1, previousInsuredCents: 30_000, insuredCents: 50_000, previousTierCode: 'NWP', tierCode: 'HVP', tierLabel: 'High Value', amountCents: 5_800 }));
    expect(reprice({ lineIndex: 1, insuredCents: 60_000 }, moved)).toEqual({ lineIndex: 1, insuredCents: 60_000, tierCode: 'HVP', tierLabel: 'High Value', tierDays: 15, amountCents: 0 });
    expect(reprice({ lineIndex: 1, insuredCents: 30_000, tierId: 'NW' }, moved).amountCents).toBe(-5_800);
  });

  it('given a line the order does not have, when repriced, then it is not found', () => {
    expect(() => reprice({ lineIndex: 3, insuredCents: 1_000 })).toThrow(expect.objectContaining({ kind: 'not_found', message: 'Line 4 is not part of order 25-LIFECYC.' }));
    expect(() => reprice({ lineIndex: 3, insuredCents: 1_000 })).toThrow(DomainError);
  });

  it('given the fixture events, then the progress they fold to prices the same as the submitted order', () => {
    const folded = [orderSubmitted(order), received()].reduce(evolveProgress, null as never);
    expect(reprice({ lineIndex: 2, insuredCents: 8_000 }, folded).amountCents).toBe(0);
  });
});
