import { z } from 'zod';

const at = z.iso.datetime();

/**
 * The member's wallet (spec 3, Payment method). Only what the gateway hands back is recorded: its token
 * (spec 3 authNetID, the only way to charge the method later), the last 4 digits, the brand, the expiry
 * and the name. Never the full card or account number, never the card code: those go to the gateway only.
 */
export const PaymentMethodAdded = z.object({
  type: z.literal('PaymentMethodAdded'),
  data: z.object({
    memberId: z.string(),
    paymentMethodId: z.string(),
    kind: z.enum(['CreditCard', 'BankAccount']),
    /** Which gateway issued the token (the built-in test gateway is "test"). */
    gateway: z.string(),
    gatewayToken: z.string(),
    /** Card brand (Visa, Mastercard, ...) or "Bank account". */
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    /** Name on the card or the account. */
    name: z.string(),
    expireMonth: z.number().int().min(1).max(12).nullable(),
    expireYear: z.number().int().nullable(),
    bankName: z.string().nullable(),
    addedAt: at,
  }),
});
export const PaymentMethodRemoved = z.object({
  type: z.literal('PaymentMethodRemoved'),
  data: z.object({ memberId: z.string(), paymentMethodId: z.string(), removedAt: at }),
});
/** The method charged when the member does not pick one; the first method added becomes it at once. */
export const DefaultPaymentMethodChosen = z.object({
  type: z.literal('DefaultPaymentMethodChosen'),
  data: z.object({ memberId: z.string(), paymentMethodId: z.string(), chosenAt: at }),
});

export const WalletEvent = z.discriminatedUnion('type', [PaymentMethodAdded, PaymentMethodRemoved, DefaultPaymentMethodChosen]);
export type WalletEvent = z.infer<typeof WalletEvent>;
export const walletEventTypes = WalletEvent.options.map((o) => o.shape.type.value);
export const walletStreamId = (memberId: string) => `Wallet-${memberId}`;
