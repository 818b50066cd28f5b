/** Money is integer cents with its currency everywhere; this is how it reads on screen ("$200.00", "CA$25.50"). */
export type CurrencyCode = 'USD' | 'CAD';

/** How en-US writes each currency's symbol. */
const EN_US_SYMBOLS: Record<CurrencyCode, string> = { USD: '$', CAD: 'CA$' };

/**
 * A whole number's digits in groups of three, joined by a locale's separator ("1,234,567"; "1 234 567" in
 * Canadian French, with a no-break space). Written out rather than asked of Intl: a page's first Intl formatter
 * makes the browser load its locale data, a long task on a phone (issue [2/7]), and these two separators are all
 * the site's locales use. The sign is the caller's.
 */
export function groupedDigits(whole: number, separator: string): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) grouped = digits.slice(Math.max(0, end - 3), end) + (grouped ? separator + grouped : '');
  return grouped;
}

/**
 * Cents as en-US writes them, as Intl.NumberFormat('en-US', { style: 'currency' }) would ("-$1,234.50",
 * "CA$25.00"); tested against it. Minus zero reads as zero.
 */
export function formatCents(cents: number, currency: CurrencyCode = 'USD'): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${EN_US_SYMBOLS[currency]}${groupedDigits(Math.floor(abs / 100), ',')}.${String(abs % 100).padStart(2, '0')}`;
}
