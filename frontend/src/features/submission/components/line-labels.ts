import { formatCents, type ComicLine, type CurrencyCode, type LineKind } from '@certus/contracts';

/** How a line reads in the cart: "Amazing Spider-Man #300 (1988)", "Reholder 12345678901234". */
export function lineName(line: Pick<ComicLine, 'kind' | 'title' | 'issue' | 'year' | 'reholderId'>, reholder = (id: string) => `Reholder ${id}`): string {
  if (line.kind === 'reholder') return `${reholder(line.reholderId ?? '')}${line.title ? `: ${line.title}` : ''}`.trim();
  const issue = line.issue ? ` #${line.issue}` : '';
  const year = line.year > 0 ? ` (${line.year})` : '';
  return `${line.title}${issue}${year}`;
}

/** The builder page a line is edited on (spec 2.3). */
export const builderPathOf = (kind: LineKind) => `/submit/${kind}`;

export const money = (cents: number, currency: CurrencyCode) => formatCents(cents, currency);

/** Spec 8: the one delete confirmation of the site. */
export const CONFIRM_DELETE = 'Are you sure you want to delete this item?';
