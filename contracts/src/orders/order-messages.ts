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
} as const;
