import { createContext, useContext } from 'react';
import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's breakpoints: `sm` 48em (768px, a phone held upright), `md` 62em (992px, a small tablet). */
export const NARROW_SCREEN_QUERIES = {
  sm: '(max-width: 47.99em)',
  md: '(max-width: 61.99em)',
} as const;

/**
 * The screen a page drawn on the server is drawn for (app/server-shell: the HTML shows the page before its code
 * runs), where no media query can be read: a phone is narrower than every breakpoint, a wide screen than none.
 * Null in the browser, which reads the screen itself.
 */
export type AssumedScreen = 'phone' | 'wide';
export const AssumedScreenContext = createContext<AssumedScreen | null>(null);

/**
 * Whether the screen is narrower than the breakpoint (`sm` by default: where tables turn into cards). Read at
 * once, not after a first wide render, so a phone never flashes the wide layout; false where media queries
 * cannot be read.
 */
export function useNarrowScreen(below: keyof typeof NARROW_SCREEN_QUERIES = 'sm'): boolean {
  const assumed = useContext(AssumedScreenContext);
  const matches = useMediaQuery(NARROW_SCREEN_QUERIES[below], false, { getInitialValueInEffect: false }) ?? false;
  return assumed === null ? matches : assumed === 'phone';
}
