/**
 * Card rules both sides apply (spec 5 Cards): the Luhn check, brands from the number, and the expiry pickers
 * (for the current year, months before the current month are hidden; years run 20 years from now).
 * Plain functions, no zod: the payment form loads them.
 */

export const CARD_YEARS_AHEAD = 20;

/** Digits only (spec 5: "Input filters: digits only"). */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card';

export function cardBrandOf(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** Years offered by the expiry picker: this year and the next 20. */
export function expiryYears(today: Date): number[] {
  const year = today.getUTCFullYear();
  return Array.from({ length: CARD_YEARS_AHEAD + 1 }, (_, i) => year + i);
}

/** Months offered for a year: in the current year, months before the current month are hidden. */
export function expiryMonths(year: number, today: Date): number[] {
  const first = year === today.getUTCFullYear() ? today.getUTCMonth() + 1 : 1;
  return Array.from({ length: 12 - first + 1 }, (_, i) => first + i);
}

/** A card is usable through the last day of its expiry month. */
export function isExpired(expireMonth: number, expireYear: number, today: Date): boolean {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  return expireYear < year || (expireYear === year && expireMonth < month);
}

export const lastFour = (number: string) => digitsOnly(number).slice(-4);
