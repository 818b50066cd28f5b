import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's breakpoints: `sm` 48em (768px, a phone held upright), `md` 62em (992px, a small tablet). */
export const NARROW_SCREEN_QUERIES = {
  sm: '(max-width: 47.99em)',
  md: '(max-width: 61.99em)',
} as const;

/**
 * Whether the screen is narrower than the breakpoint (`sm` by default: where tables turn into cards). Read at
 * once, not after a first wide render, so a phone never flashes the wide layout; false where media queries
 * cannot be read.
 */
export function useNarrowScreen(below: keyof typeof NARROW_SCREEN_QUERIES = 'sm'): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERIES[below], false, { getInitialValueInEffect: false }) ?? false;
}
