import { describe, expect, it } from 'vitest';
import { modelStateFromZod } from './model-state.ts';
import { paymentMethodBodySchema, paymentMethodDisplayName, paymentMethodMessages as m } from './payment-methods.ts';

const TODAY = new Date('2026-11-21T10:00:00.000Z');
const aCard = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ann Reader',
  cardNumber: '4111 1111 1111 1111',
  cardCode: '123',
  expireMonth: 11,
  expireYear: 2026,
  ...overrides,
});
const errorsOf = (body: unknown) => {
  const result = paymentMethodBodySchema(body, TODAY).safeParse(body);
  return result.success ? {} : modelStateFromZod(result.error).modelState;
};

describe('payment method bodies', () => {
  it('given a valid card typed with spaces, when parsed, then a CreditCard with digits only, not default', () => {
    expect(paymentMethodBodySchema(aCard(), TODAY).parse(aCard())).toEqual({
      type: 'CreditCard',
      name: 'Ann Reader',
      cardNumber: '4111111111111111',
      cardCode: '123',
      expireMonth: 11,
      expireYear: 2026,
      isDefault: false,
    });
  });

  it('given a number failing Luhn, a 3-digit Amex code, a missing name, then each field says why', () => {
    expect(errorsOf(aCard({ cardNumber: '4111111111111112' }))).toEqual({ 'model.cardNumber': [m.cardNumberInvalid] });
    expect(errorsOf(aCard({ cardNumber: '378282246310005', cardCode: '123' }))).toEqual({ 'model.cardCode': [m.cardCodeLength(4)] });
    expect(errorsOf(aCard({ cardCode: '12' }))).toEqual({ 'model.cardCode': [m.cardCodeLength(3)] });
    expect(errorsOf(aCard({ name: '  ' }))).toEqual({ 'model.name': [m.nameRequired] });
  });

  it('given an expiry before the current month or past the 20-year picker, then the expiry is refused', () => {
    expect(errorsOf(aCard({ expireMonth: 10, expireYear: 2026 }))).toEqual({ 'model.expireMonth': [m.expired] });
    expect(errorsOf(aCard({ expireMonth: 1, expireYear: 2047 }))).toEqual({ 'model.expireYear': [m.expireYearInvalid] });
    expect(errorsOf(aCard({ expireMonth: 13 }))).toEqual({ 'model.expireMonth': [m.expireMonthInvalid] });
  });

  it('given a bank account, then the routing number must be 9 digits and the account number 4 to 17', () => {
    const bank = { type: 'BankAccount', name: 'Ann Reader', bankName: 'First Bank', routingNumber: '011000015', accountNumber: '123456789012' };
    expect(errorsOf(bank)).toEqual({});
    expect(errorsOf({ ...bank, routingNumber: '01100001', accountNumber: '12' })).toEqual({
      'model.routingNumber': [m.routingNumberInvalid],
      'model.accountNumber': [m.accountNumberInvalid],
    });
  });

  it('given the id of a saved method, then the body only makes it the default', () => {
    expect(paymentMethodBodySchema({ id: 'pm-1', isDefault: true }, TODAY).parse({ id: 'pm-1', isDefault: true })).toEqual({ id: 'pm-1', isDefault: true });
    expect(errorsOf({ id: 'pm-1', isDefault: false })).toEqual({ 'model.isDefault': [m.defaultOnly] });
  });

  it('names methods by brand or bank and last 4', () => {
    expect(paymentMethodDisplayName({ type: 'CreditCard', brand: 'Visa', last4: '1111', bankName: null })).toBe('Visa ending 1111');
    expect(paymentMethodDisplayName({ type: 'BankAccount', brand: 'Bank account', last4: '9012', bankName: 'First Bank' })).toBe('First Bank ending 9012');
  });
});
