import { z } from 'zod';

/**
 * A stored payment method (spec 3, Payment method) as the member sees it. Only what the gateway hands back
 * is kept: its token stays on the server; the number shows as its last 4 digits; no card code ever.
 */
export const PaymentMethodView = z.object({
  id: z.string(),
  type: z.enum(['CreditCard', 'BankAccount']),
  /** e.g. "Visa ending 1111". */
  displayName: z.string(),
  /** Name on the card or account. */
  name: z.string(),
  brand: z.string(),
  last4: z.string(),
  /** Cards only. */
  expireMonth: z.number().int().nullable(),
  expireYear: z.number().int().nullable(),
  /** Bank accounts only. */
  bankName: z.string().nullable(),
  isDefault: z.boolean(),
});
export type PaymentMethodView = z.infer<typeof PaymentMethodView>;
