/** Money is integer cents with its currency everywhere; this is how it reads on screen ("$200.00", "CA$25.50"). */
export type CurrencyCode = 'USD' | 'CAD';

export function formatCents(cents: number, currency: CurrencyCode = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
