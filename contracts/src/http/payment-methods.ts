import { z } from 'zod';
import { text } from '../rules/text.ts';
import { CARD_YEARS_AHEAD, cardBrandOf, digitsOnly, isExpired, passesLuhn } from '../rules/payment-cards.ts';

/**
 * POST /api/userprofile/paymethod and DELETE /api/userprofile/paymethod/{id} (spec 3 Payment method, 5
 * Cards, 7.2, 8). The card number, card code and bank account number in these bodies are handed to the
 * payment gateway and dropped: no event, row or log line ever holds them.
 */

export const paymentMethodMessages = {
  /** Spec 8 headings and question. */
  saveFailed: 'Error updating payment method',
  deleteFailed: 'Error deleting payment method',
  confirmDelete: 'Are you sure you want to delete this item?',
  added: 'Payment method saved',
  removed: 'Payment method deleted',
  defaultChosen: 'Default payment method updated',
  notFound: 'Payment method not found.',
  nameRequired: 'The Name field is required.',
  cardNumberRequired: 'The Card number field is required.',
  cardNumberInvalid: 'The card number is not valid.',
  cardCodeLength: (digits: number) => `The card code must be ${digits} digits.`,
  expireMonthInvalid: 'Choose the expiry month.',
  expireYearInvalid: 'Choose the expiry year.',
  expired: 'The card has expired.',
  routingNumberInvalid: 'The routing number must be 9 digits.',
  accountNumberInvalid: 'The account number must be 4 to 17 digits.',
  bankNameRequired: 'The Bank name field is required.',
  defaultOnly: 'A saved payment method can only be made the default; delete it and add it again to change it.',
  /** A PaymentGatewayError: the gateway could not be reached or failed (502). */
  gatewayUnavailable: 'The payment service is not available right now. Nothing was stored or charged; please try again in a few minutes.',
  /** A PaymentPendingError: a payment started and its end is not known yet (503). */
  paymentPending:
    'Your payment is being completed: we could not confirm it just now. Please do not pay again; within a few minutes it will show as paid, or, if nothing was taken, as not paid.',
} as const;
const m = paymentMethodMessages;

const requiredText = (message: string, max = 100) =>
  text({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** Digits only (spec 5 input filter): spaces and dashes a member types or pastes are dropped. */
const digits = (requiredMessage: string) => text({ error: requiredMessage }).transform(digitsOnly);

const isDefault = z.boolean().optional().default(false);

const CardFields = z.object({
  /** CreditCard is the default type (spec 3). */
  type: z.literal('CreditCard').optional().default('CreditCard'),
  name: requiredText(m.nameRequired),
  cardNumber: digits(m.cardNumberRequired).pipe(z.string().min(1, m.cardNumberRequired).refine(passesLuhn, m.cardNumberInvalid)),
  cardCode: digits(m.cardCodeLength(3)),
  expireMonth: z.coerce.number({ error: m.expireMonthInvalid }).int(m.expireMonthInvalid).min(1, m.expireMonthInvalid).max(12, m.expireMonthInvalid),
  expireYear: z.coerce.number({ error: m.expireYearInvalid }).int(m.expireYearInvalid).min(2000, m.expireYearInvalid).max(2200, m.expireYearInvalid),
  isDefault,
});

/** The card code is 4 digits for American Express, 3 for every other brand. */
export const cardCodeLength = (cardNumber: string) => (cardBrandOf(cardNumber) === 'American Express' ? 4 : 3);

/** A new credit card. The expiry is checked against today by `addCardBodyOn`. */
export const AddCardBody = CardFields.superRefine((card, ctx) => {
  const length = cardCodeLength(card.cardNumber);
  if (!new RegExp(`^\\d{${length}}$`).test(card.cardCode)) ctx.addIssue({ code: 'custom', path: ['cardCode'], message: m.cardCodeLength(length) });
});
export type AddCardBody = z.input<typeof AddCardBody>;

/** AddCardBody plus the dated rule of spec 5 Cards: not expired, and at most 20 years ahead. */
export const addCardBodyOn = (today: Date) =>
  AddCardBody.superRefine((card, ctx) => {
    if (isExpired(card.expireMonth, card.expireYear, today)) ctx.addIssue({ code: 'custom', path: ['expireMonth'], message: m.expired });
    else if (card.expireYear > today.getUTCFullYear() + CARD_YEARS_AHEAD) ctx.addIssue({ code: 'custom', path: ['expireYear'], message: m.expireYearInvalid });
  });

/** A new bank account (US: 9-digit ABA routing number). */
export const AddBankAccountBody = z.object({
  type: z.literal('BankAccount'),
  name: requiredText(m.nameRequired),
  bankName: requiredText(m.bankNameRequired),
  routingNumber: digits(m.routingNumberInvalid).pipe(z.string().regex(/^\d{9}$/, m.routingNumberInvalid)),
  accountNumber: digits(m.accountNumberInvalid).pipe(z.string().regex(/^\d{4,17}$/, m.accountNumberInvalid)),
  isDefault,
});
export type AddBankAccountBody = z.input<typeof AddBankAccountBody>;

/** The same endpoint with the id of a saved method: makes it the default (its details cannot be edited). */
export const ChooseDefaultPaymentMethodBody = z.object({
  id: text().min(1),
  isDefault: z.literal(true, { error: m.defaultOnly }),
});
export type ChooseDefaultPaymentMethodBody = z.input<typeof ChooseDefaultPaymentMethodBody>;

/** Every shape POST /api/userprofile/paymethod takes (for the API document; the server picks one by shape). */
export const PaymentMethodBody = z.union([AddCardBody, AddBankAccountBody, ChooseDefaultPaymentMethodBody]);

/**
 * The schema a body is checked with: with an `id` it makes that method the default, with type BankAccount it
 * adds a bank account, otherwise a card. Picking by shape gives field messages a union could not.
 */
export function paymentMethodBodySchema(input: unknown, today: Date) {
  const body = (input ?? {}) as { id?: unknown; type?: unknown };
  if (body.id !== undefined && body.id !== null && body.id !== '') return ChooseDefaultPaymentMethodBody;
  if (body.type === 'BankAccount') return AddBankAccountBody;
  return addCardBodyOn(today);
}

export const PaymentMethodIdParams = z.object({ id: text().min(1).max(100) });

/** 200 of POST /api/userprofile/paymethod: the method added or made default. */
export const PaymentMethodSaved = z.object({
  message: z.string(),
  position: z.string().optional(),
  paymentMethodId: z.string(),
});
export type PaymentMethodSaved = z.infer<typeof PaymentMethodSaved>;

export const paymentMethodPaths = {
  save: '/api/userprofile/paymethod',
  remove: (id: string) => `/api/userprofile/paymethod/${encodeURIComponent(id)}`,
} as const;

/** How a saved method is named in lists and pickers: "Visa ending 1111", "First Bank ending 6789". */
export function paymentMethodDisplayName(method: { type: 'CreditCard' | 'BankAccount'; brand: string; last4: string; bankName: string | null }): string {
  const issuer = method.type === 'BankAccount' ? method.bankName || method.brand : method.brand;
  return `${issuer} ending ${method.last4}`;
}

/** Spec 5 input filter "alphanumerics with spaces", for the name on a card or account (letters of any script). */
export const alphanumericsWithSpaces = (text: string) => text.replace(/[^\p{L}\p{N} ]/gu, '');
