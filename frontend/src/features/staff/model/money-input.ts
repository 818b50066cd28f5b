/**
 * A declared value as a worker types it, in whole dollars (`1250`, `$1,250`, `1250.00`), as integer cents;
 * null when it is not a positive whole number of dollars (the correction body takes whole dollars in cents).
 */
export function parseWholeDollars(text: string): number | null {
  const tidied = text.trim().replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,9})(?:\.00?)?$/.exec(tidied);
  if (!match) return null;
  const dollars = Number(match[1]);
  return dollars > 0 ? dollars * 100 : null;
}
