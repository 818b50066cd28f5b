/**
 * The submit's own refusals, beyond the engine's (submissionMessages, promoMessages, shippingMessages):
 * checks that only the server makes because they need the member's saved data or the whole checkout.
 */
export const submitOrderMessages = {
  submitFailed: 'The submission could not be submitted.',
  keyReused: 'This Idempotency-Key was already used for a different submission.',
  dropOffUnknown: 'Please choose a drop-off from the list.',
  pickUpUnknown: 'Please choose a pick-up location from the list.',
  pickUpNeedsCounter: 'Pick-up is only possible when the books are dropped off at a counter.',
  rateRequired: 'Please choose a shipping rate for the order or for each tier.',
  rateUnknown: 'The chosen shipping rate is not offered for this shipment. Please choose the rate again.',
  shippingAccountMissing: (carrier: string) => `Add your ${carrier} account number to your profile before shipping on it.`,
  shippingAccountNeedsAddress: 'A shipping account needs a shipping address.',
  dhlInternationalOnly: 'A DHL account applies only to international shipments.',
  uninsuredNeedsConfirmation: 'Please confirm that the package is shipped uninsured.',
  declined: (reason: string) => `The payment was declined: ${reason}`,
} as const;
