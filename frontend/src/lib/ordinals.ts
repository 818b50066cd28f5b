/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st… (English ordinal numbers). */
export function englishOrdinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' }) as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
