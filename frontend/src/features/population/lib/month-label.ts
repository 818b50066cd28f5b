import type { Language } from '../../region/index.ts';
import { populationWords } from '../population-messages.ts';

/** "Mar 2025" ("mars 2025") for a yyyy-mm month of the census's history. */
export function monthLabel(month: string, language: Language): string {
  const index = Number(month.slice(5, 7)) - 1;
  return `${populationWords[language].months[index] ?? ''} ${month.slice(0, 4)}`.trim();
}

/**
 * The points of a step line through `values` (one per month) in a `width` x `height` box, the largest value at
 * the top: each month holds its count until the next (a census count changes only when a copy is graded).
 */
export function stepLine(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const top = Math.max(1, ...values);
  const step = width / values.length;
  const y = (v: number) => Math.round((height - (v / top) * height) * 10) / 10;
  const x = (i: number) => Math.round(i * step * 10) / 10;
  return values.flatMap((v, i) => [`${x(i)},${y(v)}`, `${x(i + 1)},${y(v)}`]).join(' ');
}
