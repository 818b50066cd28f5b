import { numberFormat } from './intl-formats.ts';
/** An amount in the currency the data says (orders and memberships are US$), written the way the locale writes money. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
