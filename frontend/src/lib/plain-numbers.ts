import { formatCents, groupedDigits } from '@certus/contracts';
import { isPlainLocale, type PlainFormat, type PlainLocale } from './plain-format.ts';

/** Numbers written out for the site's locales (plain-format.ts says why). */

const GROUP_SEPARATOR: Record<PlainLocale, string> = { 'en-US': ',', 'fr-CA': '\u00a0' };

/** An amount of a currency with its symbol where the locale puts it: "-$1,234.50", "CA$25", "-1 234,50 $ US". */
function currencyText(locale: PlainLocale, currency: 'USD' | 'CAD', cents: number, fractionDigits: 0 | 2): string {
  // Cents in en-US are the contracts' own formatCents (the server's invoices and mails write them too).
  if (locale === 'en-US' && fractionDigits === 2) return formatCents(cents, currency);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  // Whole units round half away from zero, as Intl does (its default rounding mode, halfExpand).
  const units = fractionDigits === 0 ? Math.round(abs / 100) : Math.floor(abs / 100);
  const number = groupedDigits(units, GROUP_SEPARATOR[locale]) + (fractionDigits === 0 ? '' : `${locale === 'en-US' ? '.' : ','}${String(abs % 100).padStart(2, '0')}`);
  if (locale === 'en-US') return `${sign}${currency === 'USD' ? '$' : 'CA$'}${number}`;
  return `${sign}${number}\u00a0$${currency === 'USD' ? '\u00a0US' : ''}`;
}

const NUMBER_OPTION_NAMES = new Set(['style', 'currency', 'maximumFractionDigits']);

/**
 * A plain number format for these options, or null where Intl must write it: whole numbers in the decimal style,
 * and US or Canadian dollars in cents or whole dollars. Any other number (a fraction in the decimal style) is
 * handed to Intl by the format itself.
 */
export function plainNumberFormat(locale: string, options: Intl.NumberFormatOptions, intl: () => Intl.NumberFormat): PlainFormat | null {
  if (!isPlainLocale(locale) || Object.keys(options).some((name) => !NUMBER_OPTION_NAMES.has(name))) return null;
  const { style = 'decimal', currency, maximumFractionDigits } = options;
  if (style === 'decimal' && currency === undefined && maximumFractionDigits === undefined) {
    return {
      format: (value) => {
        const n = Number(value);
        return Number.isSafeInteger(n) ? `${n < 0 ? '-' : ''}${groupedDigits(n, GROUP_SEPARATOR[locale])}` : intl().format(n);
      },
    };
  }
  if (style !== 'currency' || (currency !== 'USD' && currency !== 'CAD') || (maximumFractionDigits !== undefined && maximumFractionDigits !== 0)) return null;
  const fractionDigits = maximumFractionDigits === 0 ? 0 : 2;
  return { format: (value) => currencyText(locale, currency, Math.round(Number(value) * 100), fractionDigits) };
}
