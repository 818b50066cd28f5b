import { JPEG_LIMITS } from '../rules/jpeg-structure.ts';

/** Messages of the order lifecycle: spec 8 where it gives them, ours otherwise (one place for both sides). */
export const orderMessages = {
  // Spec 8 Charge success / failure
  chargeSuccessTitle: 'Success!',
  chargeSuccess: 'Your payment is processed successfully',
  chargeFailureTitle: 'Failed!',
  chargeFailure: 'Your payment could not be processed, please try with another payment method',
  // Spec 5 Orders filter
  filterNeedsEnd: 'Error: Please enter end date.',
  filterNeedsStart: 'Error: Please enter start date.',
  filterStartAfterEnd: 'Start date should not be greater than end date!',
  // Ours
  orderNotFound: 'Order not found.',
  comicNotFound: 'Comic not found.',
  noBalance: 'This order has no balance to pay.',
  balanceChanged: 'The balance of this order has changed: reload the order and try again.',
  payNotAllowed: 'The balance of this order cannot be paid in its current status.',
  coverNotJpeg: 'The cover image must be a JPEG photo.',
  coverTooLarge: 'The cover image is over the 50 MB upload limit.',
  coverDamaged: 'The cover image is not a whole JPEG photo (it is cut short or damaged): save or scan it again.',
  coverSize: `The cover photo must be 1 to ${JPEG_LIMITS.maxSide.toLocaleString('en-US')} pixels a side and at most ${JPEG_LIMITS.maxPixels / 1_000_000} megapixels.`,
  coverTrailingData: 'The cover image carries data after the end of the photo (a motion photo, or a file added to it): save it as a plain JPEG.',
} as const;
