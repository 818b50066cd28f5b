/**
 * What the member pages say where neither the spec nor contracts' orderMessages words it. Spec 5
 * Identifiers: a tracker number that does not parse is invalid, one that parses but finds nothing is "no
 * record"; spec 8: an order detail that fails to load marks the order invalid.
 */
export const orderUiMessages = {
  trackerInvalidTitle: 'Invalid order number',
  noRecordTitle: 'No record found',
  noRecord: (orderId: string) => `No record found for order number ${orderId}.`,
  orderInvalidTitle: 'Invalid order',
  orderInvalid: (orderId: string) => `Order ${orderId} is invalid: there is no such order in your account.`,
  orderIdInvalid: 'This is not a valid order number (for example 12-A1B2C3D).',
  invoiceFailedTitle: 'Invoice',
  invoiceFailed: 'The invoice could not be loaded. Please try again in a moment.',
  packingSlipFailedTitle: 'Packing slip',
  packingSlipFailed: 'The packing slip could not be loaded. Please try again in a moment.',
} as const;
