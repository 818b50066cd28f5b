/**
 * Turnaround (spec 9): business days and how they read. Signature days add to the turnaround (the longest
 * signature program of the line counts, they run side by side), pressing screening adds 7 days, and fast
 * pressing (press value 2) takes half the pressing days, rounded up.
 */

/** Days a press screen (on the line, or the order's Grading Press Screen) adds. */
export const PRESS_SCREEN_DAYS = 7;

/** Spec 8: the turnaround message when no figure is known. */
export const TURNAROUND_FALLBACK_TEXT = '5 weeks';

/** '1 business day'; under 5: 'N business days'; else 'N weeks' (days / 5 rounded up). */
export function turnaroundText(days: number): string {
  if (!Number.isFinite(days) || days <= 0) return TURNAROUND_FALLBACK_TEXT;
  const whole = Math.ceil(days);
  if (whole === 1) return '1 business day';
  if (whole < 5) return `${whole} business days`;
  const weeks = Math.ceil(whole / 5);
  return weeks === 1 ? '1 week' : `${weeks} weeks`;
}

/**
 * How the days an option adds read beside it, on the same steps as turnaroundText: "Adds 3 business days",
 * "Adds 1 week", "Adds 2 weeks"; null when it adds none. Options are compared by this text, so two options
 * whose days differ must not read alike (pressing 10 days, fast pressing 5).
 */
export function addedDaysText(days: number): string | null {
  if (!Number.isFinite(days) || days <= 0) return null;
  const whole = Math.ceil(days);
  if (whole === 1) return 'Adds 1 business day';
  if (whole < 5) return `Adds ${whole} business days`;
  const weeks = Math.ceil(whole / 5);
  return weeks === 1 ? 'Adds 1 week' : `Adds ${weeks} weeks`;
}

/** Pressing days of a press value: value 2 (fast pressing) halves its add-on days, rounded up. */
export function pressingDays(press: 0 | 1 | 2 | 3, addonDays: number): number {
  if (press === 0) return 0;
  return press === 2 ? Math.ceil(addonDays / 2) : addonDays;
}
