import type { UnknownAction } from '@reduxjs/toolkit';
import { qualifiesForGradingPressScreen, submissionMessages, type SubmitDataResponse } from '@certus/contracts';
import { cartActions, type CartState } from './cart-slice.ts';

export interface CartCorrection {
  action: UnknownAction;
  /** Told to the member (spec 8 Cart reset notices); null for a silent correction. */
  notice: string | null;
}

/**
 * What the cart must change, now that the catalogue for its country and type is known (spec 4 Submission
 * cart): one correction at a time, null once the cart fits the catalogue. Pure, so each rule is tested alone.
 * - Canada submissions are unavailable: the cart goes back to the US, with the notice.
 * - A cart built on another catalogue version (an older seed, or a catalogue published since) is reset,
 *   with the notice; an empty cart just takes the version.
 * - A Grading Press Screen the catalogue no longer offers resets the cart, with the notice; one the lines no
 *   longer qualify for (fewer than 5 qualifying items) is turned off.
 */
export function cartCorrection(cart: CartState, data: SubmitDataResponse): CartCorrection | null {
  // An answer for the country and type the cart had a moment ago says nothing about the cart now.
  if (data.countryCode !== cart.countryCode || data.collectibleType !== cart.collectibleType) return null;
  if (!data.isAvailable && cart.countryCode !== 'US') {
    return {
      action: cartActions.regionChanged({ countryCode: 'US', collectibleType: cart.collectibleType }),
      notice: submissionMessages.canadaUnavailable,
    };
  }
  if (cart.version !== data.catalogueVersion) {
    if (cart.version !== null && cart.comics.length > 0) {
      return { action: cartActions.cartReset({ version: data.catalogueVersion }), notice: submissionMessages.cartNewServices };
    }
    return { action: cartActions.catalogueVersionSeen(data.catalogueVersion), notice: null };
  }
  if (cart.isGradingPressScreen && !data.gradingPressScreen.available) {
    return { action: cartActions.cartReset({ version: data.catalogueVersion }), notice: submissionMessages.gradingPressScreenUnavailable };
  }
  if (cart.isGradingPressScreen && !qualifiesForGradingPressScreen(cart.comics, data)) {
    return { action: cartActions.gradingPressScreenSet(false), notice: null };
  }
  return null;
}
