import { describe, expect, it } from 'vitest';
import { submissionMessages } from '@certus/contracts';
import { aCart, aComicLine, aSubmitData, seedCatalogue } from '../testing/submission-builders.ts';
import { cartCorrection } from './cart-reconcile.ts';
import { cartActions } from './cart-slice.ts';

const OWNER = 'member-1';

describe('cartCorrection (spec 4 Submission cart)', () => {
  it('leaves a cart that fits the catalogue alone', () => {
    expect(cartCorrection(aCart(OWNER, { comics: [aComicLine()] }), aSubmitData())).toBeNull();
  });

  it.each([9, 10])('resets a cart built on the outdated version %i, with the new-services notice', (version) => {
    const cart = aCart(OWNER, { version, comics: [aComicLine()] });

    expect(cartCorrection(cart, aSubmitData())).toEqual({
      action: cartActions.cartReset({ version: seedCatalogue.version }),
      notice: submissionMessages.cartNewServices,
    });
  });

  it('lets an empty cart (or one never priced) take the current version without a notice', () => {
    expect(cartCorrection(aCart(OWNER, { version: 10 }), aSubmitData())).toEqual({ action: cartActions.catalogueVersionSeen(seedCatalogue.version), notice: null });
    expect(cartCorrection(aCart(OWNER, { version: null, comics: [aComicLine()] }), aSubmitData())).toEqual({
      action: cartActions.catalogueVersionSeen(seedCatalogue.version),
      notice: null,
    });
  });

  it('sends a Canada cart back to the US, keeping its collectible type, with the Canada notice', () => {
    const cart = aCart(OWNER, { countryCode: 'CA', collectibleType: 'Magazine', comics: [aComicLine()] });

    expect(cartCorrection(cart, aSubmitData({ countryCode: 'CA', collectibleType: 'Magazine' }))).toEqual({
      action: cartActions.regionChanged({ countryCode: 'US', collectibleType: 'Magazine' }),
      notice: submissionMessages.canadaUnavailable,
    });
  });

  it('resets a cart with a Grading Press Screen the catalogue no longer offers, with its notice', () => {
    const cart = aCart(OWNER, { isGradingPressScreen: true, comics: Array.from({ length: 5 }, () => aComicLine()) });
    const data = aSubmitData({}, { gradingPressScreen: { ...seedCatalogue.gradingPressScreen, available: false } });

    expect(cartCorrection(cart, data)).toEqual({ action: cartActions.cartReset({ version: seedCatalogue.version }), notice: submissionMessages.gradingPressScreenUnavailable });
  });

  it('turns the Grading Press Screen off, quietly, once fewer than 5 items qualify', () => {
    const cart = aCart(OWNER, { isGradingPressScreen: true, comics: [aComicLine()] });

    expect(cartCorrection(cart, aSubmitData())).toEqual({ action: cartActions.gradingPressScreenSet(false), notice: null });
  });

  it('ignores an answer for another country or type than the cart now has', () => {
    expect(cartCorrection(aCart(OWNER, { version: 9, comics: [aComicLine()] }), aSubmitData({ collectibleType: 'Manga' }))).toBeNull();
  });
});
