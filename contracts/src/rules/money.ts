/** Money is integer cents with its currency everywhere; this is how it reads on screen ("$200.00", "CA$25.50"). */
export type CurrencyCode = 'USD' | 'CAD';

/** One formatter per currency, made on first use: making one costs far more than formatting with it. */
const currencyFormats = new Map<CurrencyCode, Intl.NumberFormat>();

export function formatCents(cents: number, currency: CurrencyCode = 'USD'): string {
  let format = currencyFormats.get(currency);
  if (!format) currencyFormats.set(currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency })));
  return format.format(cents / 100);
}
